import { parse } from 'content-disposition';
import { exportKinds, exportStates, type ExportFile, type ResponseOf } from '@p5g/api/contract';
import { pollWhile } from '../../lib/poll-while.ts';

/** A file whose job has not ended yet: the list keeps asking until none is left. */
export const stillWorking = (file: Pick<ExportFile, 'state'>) =>
  file.state === 'queued' || file.state === 'generating';

/** While a file is queued or generating, the list is asked again every 2 s. */
export const downloadListPolling = {
  refreshInterval: pollWhile(
    (page: ResponseOf<'downloadList'>) => page.list.some(stillWorking),
    2_000,
  ),
};

export const stateName = (file: Pick<ExportFile, 'state'>) => exportStates[file.state];
export const kindName = (file: Pick<ExportFile, 'kind'>) => exportKinds[file.kind].name;

/** The file name the server gave a download (RFC 6266: `filename*` wins over `filename`). */
export function fileNameOf(contentDisposition: string | null): string | null {
  if (!contentDisposition) return null;
  try {
    const { parameters } = parse(contentDisposition);
    return parameters.filename ?? null;
  } catch {
    return null;
  }
}
