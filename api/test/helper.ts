import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { app } from '../src/app.ts';

/** Writes a minimal build of one web app: an index.html that names the app, and one asset. */
function fakeBuild(root: string, name: 'landing' | 'console') {
  const dir = path.join(root, name);
  fs.mkdirSync(path.join(dir, `${name}-assets`), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><title>${name}</title>`);
  fs.writeFileSync(path.join(dir, `${name}-assets`, 'main-abc123.js'), `console.log('${name}')`);
  return dir;
}

/** The real app, served from throwaway builds; closed after each test by the caller. */
export async function buildTestApp() {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-web-'));
  const instance = Fastify({ logger: false });
  await instance.register(app, {
    webApps: { landingDir: fakeBuild(root, 'landing'), consoleDir: fakeBuild(root, 'console') },
  });
  await instance.ready();
  return {
    app: instance,
    cleanup: async () => {
      await instance.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
