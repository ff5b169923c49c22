import useSWR, { useSWRConfig } from 'swr';
import type { ExportRequest, RequestOf, ResponseOf } from '@p5g/api/contract';
import { api } from '../../lib/api.ts';
import { stillWorking } from './rules.ts';

/** SWR key of a page of the download centre (download/list). */
export const downloadListKey = (input: RequestOf<'downloadList'>) =>
  ['download/list', input] as const;

const fetchDownloadList = ([, input]: ReturnType<typeof downloadListKey>) =>
  api.call('downloadList', input);

/** While a file is queued or generating, the list is asked again this often. */
const generatingPoll = 2_000;

/** A page of the download centre, asked again while any of its files is still being made. */
export const useDownloadList = (input: RequestOf<'downloadList'>) =>
  useSWR(downloadListKey(input), fetchDownloadList, {
    refreshInterval: (latest?: ResponseOf<'downloadList'>) =>
      latest?.list.some(stillWorking) ? generatingPoll : 0,
  });

/** Creates an export job; the download centre's cached pages are refreshed. */
export function useExportCreation() {
  const { mutate } = useSWRConfig();
  return async (request: ExportRequest) => {
    const created = await api.call('downloadCreate', request);
    void mutate((key) => Array.isArray(key) && key[0] === 'download/list');
    return created;
  };
}
