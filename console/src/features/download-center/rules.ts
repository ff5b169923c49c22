import { parse } from 'content-disposition';
import { exportKinds, exportStates, type ExportFile } from '@p5g/api/contract';

/** A file whose job has not ended yet: the list keeps asking until none is left. */
export const stillWorking = (file: Pick<ExportFile, 'state'>) =>
  file.state === 'queued' || file.state === 'generating';

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
