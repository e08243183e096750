import { parentPort, workerData } from 'node:worker_threads';
import { SheetReadError, type ReadLimits } from './rawSheet.js';
import { readSpreadsheet, type SheetFileType } from './readSpreadsheet.js';

/**
 * The worker thread that reads one spreadsheet (see sheetReaderPool.ts): parsing runs off the
 * upstream's event loop, inside the worker's own memory limit.
 */
export interface SheetWorkerInput {
  path: string;
  type: SheetFileType;
  limits: ReadLimits;
}

export type SheetWorkerOutput =
  | { ok: true; sheet: Awaited<ReturnType<typeof readSpreadsheet>> }
  | { ok: false; reason: SheetReadError['reason']; message: string };

const input = workerData as SheetWorkerInput;
readSpreadsheet(input.path, input.type, input.limits).then(
  (sheet) => parentPort?.postMessage({ ok: true, sheet } satisfies SheetWorkerOutput),
  (error: unknown) => {
    const out: SheetWorkerOutput =
      error instanceof SheetReadError
        ? { ok: false, reason: error.reason, message: error.message }
        : { ok: false, reason: 'invalid', message: 'The spreadsheet cannot be read.' };
    parentPort?.postMessage(out);
  },
);
