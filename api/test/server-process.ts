import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves when the process has ended, however it ended. */
  exited: Promise<void>;
};

/**
 * The service as its own process (`tsx src/server.ts`), on a free port, with `env` on top of the
 * defaults; resolves once it listens (its first boot seeds the demo data first).
 */
export function startServer(env: Record<string, string>, timeoutMs = 180_000) {
  // tsx as a loader in this one process: its CLI would run the server in a child of its own,
  // which a SIGKILL to the CLI would not reach.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      GATEWAY_SIM_DELAY_MS: '3000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let output = '';
  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not start in ${timeoutMs} ms:\n${output.slice(-3000)}`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (listening) {
        clearTimeout(timer);
        child.stdout!.off('data', read);
        child.stdout!.resume();
        child.stderr!.resume();
        resolve({ url: listening[1]!, child, exited });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the server exited before listening:\n${output.slice(-3000)}`));
    });
  });
}
