import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';

/**
 * PostgreSQL and Redis of the fleet test's own, from the machine's binaries, in its temporary folder
 * and on ports the OS picked: restarting them disturbs nothing else the suite runs.
 */

/** A port nothing listens on now (the OS picks it; the caller binds it soon after). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (typeof address !== 'object' || !address) throw new Error('no port');
  return address.port;
}

/** Runs a command to its end; throws with its output when it fails. */
export function runToEnd(cmd: string, args: string[], options: { uid?: number; gid?: number } = {}): string {
  const result = spawnSync(cmd, args, { encoding: 'utf8', ...options });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${result.status}):\n${output}`);
  return output;
}

/** PostgreSQL refuses to run as root: then it runs as the `postgres` user, as Debian's packages do. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(runToEnd('id', [flag, 'postgres']).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface LocalPostgres {
  url: string;
  /** A crash and a start: `pg_ctl restart -m immediate` (no checkpoint; WAL recovery on start). */
  restart(): Promise<void>;
  stop(): void;
}

export function startPostgres(binDir: string, folder: string, port: number): LocalPostgres {
  const user = postgresUser();
  const dataDir = join(folder, 'pgdata');
  mkdirSync(dataDir, { recursive: true });
  if (user) {
    // The postgres user must reach its folder through the test's own (mkdtemp makes it 0700).
    chmodSync(dirname(folder), 0o711);
    chownSync(folder, user.uid, user.gid);
    chownSync(dataDir, user.uid, user.gid);
  }
  const asUser = user ?? {};
  runToEnd(join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync'], asUser);
  // One core's worth of settings: few connections, no background parallel workers.
  const serverOptions = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c max_connections=60',
    '-c max_worker_processes=2',
    '-c shared_buffers=32MB',
  ].join(' ');
  const pgCtl = (...args: string[]) =>
    runToEnd(join(binDir, 'pg_ctl'), ['-D', dataDir, '-l', join(folder, 'postgres.log'), ...args], asUser);
  pgCtl('start', '-w', '-o', serverOptions);
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    // Not spawnSync: the test's load and watchers keep running in this process meanwhile.
    restart: () =>
      new Promise<void>((resolve, reject) => {
        const child = spawn(
          join(binDir, 'pg_ctl'),
          [
            '-D',
            dataDir,
            '-l',
            join(folder, 'postgres.log'),
            'restart',
            '-w',
            '-m',
            'immediate',
            '-o',
            serverOptions,
          ],
          { stdio: 'ignore', ...asUser },
        );
        child.once('error', reject);
        child.once('exit', (code) =>
          code === 0 ? resolve() : reject(new Error(`pg_ctl restart exited ${code}`)),
        );
      }),
    stop() {
      if (!running) return;
      running = false;
      pgCtl('stop', '-w', '-m', 'immediate');
    },
  };
}

export interface LocalRedis {
  url: string;
  /** SIGTERM: no persistence, so everything in it is gone (as in the compose file). */
  stop(): Promise<void>;
  /** A new start on the same port. */
  start(): Promise<void>;
}

export async function startRedis(folder: string, port: number): Promise<LocalRedis> {
  let child: ChildProcess | null = null;
  const start = async () => {
    const started = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', folder],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = started;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      started.stdout?.on('data', (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-4_000);
        if (/Ready to accept connections/.test(output)) resolve();
      });
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${output}`)));
    });
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => running.once('exit', () => resolve()));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
  };
}
