/** What is known of a chosen file before it is sent; a `File` fits. */
export type UploadFileLike = { name: string; type: string; size: number };

export type UploadRules = {
  /** Accepted extensions, with or without the dot, any case: `['jpg', 'png']`. */
  accept: readonly string[];
  /** Largest accepted size in MB (1 MB = 1024 × 1024 bytes). */
  maxSizeMB: number;
};

export type UploadFileProblem =
  { reason: 'type'; message: string } | { reason: 'size'; message: string };

/** MIME types a browser may report for each extension; an extension not listed is judged by name only. */
const mimeTypesByExtension: Record<string, readonly string[]> = {
  jpg: ['image/jpeg', 'image/pjpeg'],
  jpeg: ['image/jpeg', 'image/pjpeg'],
  png: ['image/png'],
  bmp: ['image/bmp', 'image/x-bmp', 'image/x-ms-bmp'],
  gif: ['image/gif'],
  webp: ['image/webp'],
  pdf: ['application/pdf'],
  mp3: ['audio/mpeg', 'audio/mp3'],
  mp4: ['video/mp4'],
  csv: ['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel'],
  xls: ['application/vnd.ms-excel'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
};

/** Lower-case extensions without the dot: ['.JPG', 'png'] → ['jpg', 'png']. */
export function normaliseExtensions(accept: readonly string[]): string[] {
  return accept.map((extension) => extension.trim().replace(/^\./, '').toLowerCase());
}

/**
 * Checks a file against the upload rules of spec §5 before it is sent. The extension must be
 * accepted, and when the browser reports a MIME type it must match that extension, so a PDF
 * renamed to .png is refused too. Type is checked before size. Returns null when the file may go.
 */
export function checkUploadFile(
  file: UploadFileLike,
  { accept, maxSizeMB }: UploadRules,
): UploadFileProblem | null {
  const dot = file.name.lastIndexOf('.');
  const extension = dot > 0 ? file.name.slice(dot + 1).toLowerCase() : '';
  const mimeType = file.type.trim().toLowerCase();
  const expectedMimeTypes = mimeTypesByExtension[extension];
  if (
    !extension ||
    !normaliseExtensions(accept).includes(extension) ||
    (mimeType && expectedMimeTypes && !expectedMimeTypes.includes(mimeType))
  ) {
    return { reason: 'type', message: '不支持该文件类型' };
  }
  if (file.size > maxSizeMB * 1024 * 1024) {
    return { reason: 'size', message: `文件大小超出${maxSizeMB}MB` };
  }
  return null;
}
