import { saveAs } from 'file-saver';
import type { ExportFile } from '@p5g/api/contract';
import { api } from '../../lib/api.ts';
import { ApiCallError } from '../../lib/api-client.ts';
import { parseJsonSafely } from '../../lib/json-answers.ts';
import { fileNameOf } from './rules.ts';

/**
 * Downloads a ready export through the API client (token and nonce headers) and saves it under
 * the name the server gives it. A refusal (expired, not ready, no permission) comes as the
 * envelope instead of the file and is thrown for the app's failure handler.
 */
export async function saveExportFile(file: Pick<ExportFile, 'id' | 'fileName'>) {
  const response = await api.download('downloadExportFile', { id: file.id });
  if (response.headers.get('content-type')?.includes('application/json')) {
    const body = parseJsonSafely(await response.text()) as { code: number; msg: string };
    throw new ApiCallError({
      kind: 'envelope',
      code: body.code,
      msg: body.msg,
      httpStatus: response.status,
      data: null,
    });
  }
  const name = fileNameOf(response.headers.get('content-disposition')) ?? file.fileName;
  saveAs(await response.blob(), name);
}
