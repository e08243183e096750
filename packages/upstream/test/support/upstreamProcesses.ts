import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../../src/db/openDatabase.js';
import { silentLogger } from '../../src/logger.js';
import { bootUpstream } from '../../src/server.js';
import { createTestDatabase, type TestDatabase } from '../../src/testing.js';

const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

export interface UpstreamProcess {
  /** Everything the process has written to stdout and stderr so far. */
  output: () => string;
  stop(): Promise<void>;
}

/** Upstream processes sharing one seeded PostgreSQL database and data folder, as a deployment's replicas do. */
export interface UpstreamProcesses {
  /** A connection of the test's own, for its set-up and its checks. */
  readonly direct: Database;
  /** The processes started so far, in the order they were started. */
  readonly processes: readonly UpstreamProcess[];
  /** Starts `count` more processes at once; resolves when every one listens. */
  start(count: number): Promise<void>;
  /** Stops the processes, then drops the database and the data folder. */
  close(): Promise<void>;
}

export interface UpstreamProcessesOptions {
  /** Added to each process's environment (its job intervals, say). */
  env: Record<string, string>;
  /** Names the data folder under the system's temporary folder. */
  dataDirPrefix: string;
}

/** `node src/main.ts` on the database, as a deployment runs each upstream replica. */
async function startProcess(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string>,
): Promise<UpstreamProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      UPSTREAM_PORT: '0',
      UPSTREAM_HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on http/.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => reject(new Error(`upstream exited before listening:\n${output}`)));
  });
  return {
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * A new database seeded once, before any process starts (two first starts would both seed an
 * empty database), and a data folder; `start` then adds processes on them.
 */
export async function openUpstreamProcesses(options: UpstreamProcessesOptions): Promise<UpstreamProcesses> {
  const processes: UpstreamProcess[] = [];
  let database: TestDatabase | undefined;
  let direct: Database | undefined;
  let dataDir: string | undefined;
  const close = async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await direct?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const db = await createTestDatabase();
    database = db;
    const seeded = await bootUpstream({ databaseUrl: db.url, seed: 'small', logger: silentLogger });
    await seeded.close();
    const connection = await openDatabase({ databaseUrl: db.url, maxConnections: 2 });
    direct = connection;
    const dir = await mkdtemp(join(tmpdir(), options.dataDirPrefix));
    dataDir = dir;
    return {
      direct: connection,
      processes,
      start: async (count) => {
        const started = await Promise.allSettled(
          Array.from({ length: count }, () => startProcess(db.url, dir, options.env)),
        );
        // Those that did start are kept, so that close() stops them even when another failed.
        for (const result of started) if (result.status === 'fulfilled') processes.push(result.value);
        const failed = started.find(
          (result): result is PromiseRejectedResult => result.status === 'rejected',
        );
        if (failed) throw failed.reason;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
