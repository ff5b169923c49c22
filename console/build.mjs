// `npm run build` of the console: the client bundle, then compressed copies of its text files.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { precompress } from '../scripts/lib/precompress.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(root, 'dist');

await build({ root, logLevel: 'warn' });
precompress(dist);
