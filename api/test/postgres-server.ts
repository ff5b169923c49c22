// A throwaway PostgreSQL server for the test suite, from the machine's own binaries: a temporary
// data directory, a free loopback port, stopped and removed afterwards. Installs Debian's
// `postgresql` when the binaries are missing and we are root.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

function findBinary(name: string): string | undefined {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  const lib = '/usr/lib/postgresql';
  if (!fs.existsSync(lib)) return undefined;
  const versions = fs.readdirSync(lib).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(lib, v, 'bin', name)).find((p) => fs.existsSync(p));
}

function binaries() {
  let initdb = findBinary('initdb');
  if (!initdb) {
    if (process.getuid?.() !== 0) {
      throw new Error(
        'PostgreSQL binaries not found. Install them with: sudo apt-get install -y postgresql',
      );
    }
    execFileSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq postgresql'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    initdb = findBinary('initdb');
  }
  const pgCtl = findBinary('pg_ctl');
  if (!initdb || !pgCtl)
    throw new Error('PostgreSQL binaries are still missing after the install.');
  return { initdb, pgCtl };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
    server.on('error', reject);
  });

/** Starts a server; resolves to its admin URL and a stop function. */
export async function startPostgres() {
  const { initdb, pgCtl } = binaries();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'p5g-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  // PostgreSQL refuses to run as root: run it as the postgres user, which owns the directory.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync('chown', ['-R', 'postgres:postgres', dir]);
  const run = (bin: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : bin, asRoot ? ['-u', 'postgres', '--', bin, ...args] : args, {
      stdio: 'pipe',
    });

  run(initdb, ['-D', data, '-U', 'app', '--auth=trust', '--encoding=UTF8', '--no-sync']);
  run(pgCtl, [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-o',
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c max_connections=200`,
    '-w',
    'start',
  ]);
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    stop: () => {
      run(pgCtl, ['-D', data, '-m', 'fast', '-w', 'stop']);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
