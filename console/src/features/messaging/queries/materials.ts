import useSWR from 'swr';
import type { RequestOf, ResponseOf } from '@p5g/api/contract';
import { api } from '../../../lib/api.ts';
import { awaitsReview } from '../material-rules.ts';

/** SWR key of a page of the material library (material/list). */
export const materialListKey = (input: RequestOf<'materialList'>) =>
  ['material/list', input] as const;

export const fetchMaterialList = ([, input]: ReturnType<typeof materialListKey>) =>
  api.call('materialList', input);

/**
 * A page of the company's materials, asked again every 5 s while a carrier has yet to answer;
 * failures go to the app's error handler.
 */
export const useMaterialList = (input: RequestOf<'materialList'>) =>
  useSWR(materialListKey(input), fetchMaterialList, {
    refreshInterval: (latest?: ResponseOf<'materialList'>) =>
      latest && awaitsReview(latest.list) ? 5_000 : 0,
  });

/** SWR key of the total size of some materials (base/getFileSize, a silent call). */
export const fileSizeKey = (ids: readonly string[]) => ['base/getFileSize', ...ids] as const;

export const fetchFileSize = ([, ...ids]: ReturnType<typeof fileSizeKey>) =>
  api.call('fileSize', { ids });

/** The total bytes of a draft's files against the template limit; nothing is asked for none. */
export const useFileSize = (ids: readonly string[]) =>
  useSWR(ids.length > 0 ? fileSizeKey(ids) : null, fetchFileSize);
