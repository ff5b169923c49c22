import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { app } from './app.ts';
import { loadConfig } from './config.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = loadConfig();

const server = Fastify({
  logger: { level: config.LOG_LEVEL },
  requestIdHeader: 'x-request-id',
  genReqId: () => randomUUID(),
});

await server.register(app, {
  webApps: {
    landingDir: path.join(repoRoot, 'landing/dist'),
    consoleDir: path.join(repoRoot, 'console/dist'),
  },
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return;
    closing = true;
    server.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    await server.close();
    clearTimeout(force);
    process.exit(0);
  });
}

await server.listen({ port: config.PORT, host: config.HOST });
const local = `http://localhost:${config.PORT}`;
console.log(
  `\n5G智能平台 is running:\n  home     ${local}/v2/index\n  console  ${local}/v2/login\n`,
);
