import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { SheetReadError, type RawSheet, type ReadLimits } from './rawSheet.js';
import type { SheetFileType } from './readSpreadsheet.js';
import type { SheetWorkerInput, SheetWorkerOutput } from './sheetWorker.js';

export interface SheetReaderPoolOptions {
  /** Spreadsheets read at the same time (each in its own worker thread). */
  concurrency: number;
  /** Reads allowed to wait for a slot; more are refused at once (busy). */
  maxQueue: number;
  /** A read taking longer is stopped. */
  timeoutMs: number;
  /** The worker's heap limit: a hostile file (a zip bomb) ends the worker, not the upstream. */
  heapMb: number;
}

export const DEFAULT_SHEET_READER_OPTIONS: SheetReaderPoolOptions = {
  concurrency: 2,
  maxQueue: 8,
  timeoutMs: 100_000,
  heapMb: 384,
};

/** Why a read did not finish: the pool is full, the read took too long, or the worker ran out of memory. */
export class SheetReaderUnavailable extends Error {
  constructor(readonly reason: 'busy' | 'timeout' | 'out-of-memory' | 'crashed') {
    super(`spreadsheet reader ${reason}`);
    this.name = 'SheetReaderUnavailable';
  }
}

// Built, the worker is sheetWorker.js. From the sources (tests, `tsx watch`) it is a .ts file: a small
// bootstrap registers tsx's loader inside the worker first (execArgv loaders do not reach workers).
const FROM_SOURCE = import.meta.url.endsWith('.ts');

function spawnWorker(input: SheetWorkerInput, options: SheetReaderPoolOptions): Worker {
  const common = {
    workerData: input,
    resourceLimits: { maxOldGenerationSizeMb: options.heapMb, maxYoungGenerationSizeMb: 32 },
    stdout: false,
    stderr: false,
  };
  if (!FROM_SOURCE) return new Worker(new URL('./sheetWorker.js', import.meta.url), common);
  const tsxRoot = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxRoot, 'dist/esm/api/index.mjs')).href;
  const target = new URL('./sheetWorker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(tsxApi)}).then((m) => { m.register(); return import(${JSON.stringify(target)}); });`;
  return new Worker(bootstrap, { ...common, eval: true });
}

/**
 * Reads spreadsheets in worker threads, a few at a time: parsing never blocks the upstream's event
 * loop, and each read has its own heap limit and time limit, so a bad file cannot take the service
 * down or grow its memory without bound.
 */
export class SheetReaderPool {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly options: SheetReaderPoolOptions = DEFAULT_SHEET_READER_OPTIONS) {}

  async read(path: string, type: SheetFileType, limits: ReadLimits): Promise<RawSheet> {
    if (this.running >= this.options.concurrency) {
      if (this.waiting.length >= this.options.maxQueue) throw new SheetReaderUnavailable('busy');
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    }
    this.running += 1;
    try {
      return await this.runWorker({ path, type, limits });
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private runWorker(input: SheetWorkerInput): Promise<RawSheet> {
    return new Promise<RawSheet>((resolve, reject) => {
      const worker = spawnWorker(input, this.options);
      let settled = false;
      const settle = (fn: () => void) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        fn();
        void worker.terminate();
      };
      const timer = setTimeout(
        () => settle(() => reject(new SheetReaderUnavailable('timeout'))),
        this.options.timeoutMs,
      );
      worker.once('message', (out: SheetWorkerOutput) =>
        settle(() => (out.ok ? resolve(out.sheet) : reject(new SheetReadError(out.reason, out.message)))),
      );
      worker.once('error', (error: Error & { code?: string }) => {
        settle(() =>
          reject(
            new SheetReaderUnavailable(
              error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'out-of-memory' : 'crashed',
            ),
          ),
        );
      });
      worker.once('exit', () => settle(() => reject(new SheetReaderUnavailable('crashed'))));
    });
  }
}
