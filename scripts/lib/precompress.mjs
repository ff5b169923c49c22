// Compressed copies beside each text file of a web app's build, which the service sends to clients
// that accept them (`preCompressed` in api/src/http/web-apps.ts). Shared by the landing's and the
// console's builds.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Writes `<file>.gz` (gzip -9) and `<file>.br` (brotli 11) beside every .js, .css, .html and .svg. */
export function precompress(/** @type {string} */ dist) {
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|css|html|svg)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = fs.readFileSync(file);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
