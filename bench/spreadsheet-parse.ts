/**
 * Spreadsheet parsing benchmark (not a test). For a 5,000-row lot spreadsheet in
 * each layout (Standard, Auction Flex) and file type (.csv, .xlsx, .xls) it measures:
 *  - parse: the reader itself (file → cell texts) in a fresh process, median of 3 runs, with its peak
 *    resident memory over a process that parsed a one-row file;
 *  - worker read: the same through the worker pool the upstream uses (adds the worker's start; run
 *    from source, each worker also loads tsx, which a built upstream does not);
 *  - upload: POST /cps/app/spreadsheet/csv/{format} end to end on the real upstream (multipart,
 *    spooling, reading, the lot rules against the catalog, the JSON answer), median of 3 runs;
 *  - save: lots/update of the 5,000 parsed rows into an empty catalog (one transaction);
 *  - peak memory: the process's resident memory (worker threads included) sampled every 5 ms during
 *    the uploads, as the rise over the resident memory before them.
 *
 *   npm run bench -- spreadsheet-parse        (or: node --conditions=source --import tsx bench/spreadsheet-parse.ts)
 *
 * Results: bench/results/spreadsheet-parse.json and .md.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSpreadsheet } from '../packages/upstream/src/lots/readers/readSpreadsheet.ts';
import { SheetReaderPool } from '../packages/upstream/src/lots/readers/sheetReaderPool.ts';
import { DEMO_HOUSE_REF, DEMO_LOGINS, startUpstream } from '../packages/upstream/src/testing.ts';
import {
  HEADERS,
  makeCatalog,
  sheetFile,
  upload,
  type Layout,
} from '../packages/upstream/test/support/lots.fixtures.ts';
import { postAs, signIn } from '../packages/upstream/test/support/session.ts';

const ROWS = 5_000;
const RUNS = 3;
const TYPES = ['csv', 'xlsx', 'xls'] as const;
const LAYOUTS: readonly Layout[] = ['artfact', 'auctionflex'];
const FIELDS = [
  'lotNumber',
  'lotExt',
  'invNumber',
  'title',
  'description',
  'lowEstimate',
  'highEstimate',
  'startingBid',
  'reserve',
  'shipHeight',
  'shipWeight',
  'shipLength',
  'shipWidth',
  'shippingDomestic',
];

type Cell = string | number | null;

function rows(): Cell[][] {
  return Array.from({ length: ROWS }, (_, i) => {
    const n = i + 1;
    return [
      n,
      n % 10 === 0 ? 'A' : null,
      `INV-${String(n).padStart(6, '0')}`,
      `Lot ${n}: ${['Victorian silver candlestick', 'Oil on canvas, harbour', 'Mahogany side table', 'Art deco brooch'][n % 4]}`,
      `A description of lot ${n}. `.repeat(12),
      100 + (n % 50) * 10,
      300 + (n % 50) * 10,
      50 + (n % 20),
      n % 3 === 0 ? 200 : null,
      10 + (n % 7),
      2.5,
      12,
      4,
      25.5,
    ];
  });
}

function file(type: (typeof TYPES)[number], layout: Layout, data: Cell[][]): Promise<Buffer> {
  return sheetFile(type, [FIELDS.map((f) => HEADERS[layout][f] ?? f), ...data]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Runs `work` while sampling memory every 5 ms; resolves with its result and the peak rises in MB
 * over the level just before (after a GC when run with --expose-gc): resident memory (worker threads
 * included) and this thread's heap plus buffers.
 */
async function withPeak<T>(
  work: () => Promise<T>,
): Promise<{ value: T; peakMb: number; heapPeakMb: number }> {
  global.gc?.();
  const heapOf = () => {
    const m = process.memoryUsage();
    return m.heapUsed + m.arrayBuffers;
  };
  const base = process.memoryUsage.rss();
  const heapBase = heapOf();
  let peak = base;
  let heapPeak = heapBase;
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage.rss());
    heapPeak = Math.max(heapPeak, heapOf());
  };
  const timer = setInterval(sample, 5);
  const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
  try {
    const value = await work();
    sample();
    return { value, peakMb: mb(peak - base), heapPeakMb: mb(heapPeak - heapBase) };
  } finally {
    clearInterval(timer);
  }
}

interface ChildParse {
  ms: number;
  rows: number;
  maxRssKb: number;
}

/** Parses one file in a fresh Node process (this script with --child). */
function childParse(path: string, type: string): Promise<ChildParse> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--conditions=source', '--import', 'tsx', fileURLToPath(import.meta.url), '--child', path, type],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out) as ChildParse) : reject(new Error(`child exited ${code}`)),
    );
  });
}

async function childMain(path: string, type: 'csv' | 'xlsx' | 'xls'): Promise<void> {
  const started = performance.now();
  const sheet = await readSpreadsheet(path, type, { maxRows: 50_001, maxChars: 100_000_000 });
  const ms = Math.round(performance.now() - started);
  process.stdout.write(
    JSON.stringify({ ms, rows: sheet.rows.length, maxRssKb: process.resourceUsage().maxRSS }),
  );
}

async function main(): Promise<void> {
  const data = rows();
  const dir = mkdtempSync(join(tmpdir(), 'ah-bench-'));
  const pool = new SheetReaderPool();
  const up = await startUpstream({ seed: 'small' });
  const staff = await signIn(up.url, DEMO_LOGINS.staff);
  const results: Array<Record<string, string | number>> = [];
  try {
    for (const layout of LAYOUTS)
      for (const type of TYPES) {
        const bytes = await file(type, layout, data);
        const path = join(dir, `lots.${type}`);
        writeFileSync(path, bytes);
        // The parse alone, each in a fresh process: its time and its peak resident memory over a
        // process that loaded the same code and parsed a one-row file of the same type.
        const tinyPath = join(dir, `tiny.${type}`);
        writeFileSync(tinyPath, await file(type, layout, data.slice(0, 1)));
        const tiny = await childParse(tinyPath, type);
        const parses: number[] = [];
        let parsePeakMb = 0;
        for (let i = 0; i < RUNS; i++) {
          const child = await childParse(path, type);
          if (child.rows !== ROWS + 1) throw new Error(`parsed ${child.rows} rows`);
          parses.push(child.ms);
          parsePeakMb = Math.max(
            parsePeakMb,
            Math.round(((child.maxRssKb - tiny.maxRssKb) / 1024) * 10) / 10,
          );
        }
        const reads: number[] = [];
        for (let i = 0; i < RUNS; i++) {
          const started = performance.now();
          const sheet = await pool.read(path, type, { maxRows: 50_001, maxChars: 100_000_000 });
          reads.push(performance.now() - started);
          if (sheet.rows.length !== ROWS + 1) throw new Error(`read ${sheet.rows.length} rows`);
        }
        const catalog = (await makeCatalog(up.db, DEMO_HOUSE_REF, 'timed')).id;
        const uploads: number[] = [];
        let peakMb = 0;
        let lots: Array<Record<string, unknown>> = [];
        for (let i = 0; i < RUNS; i++) {
          const started = performance.now();
          const { value: res, peakMb: peak } = await withPeak(() =>
            upload(up.url, staff, {
              format: layout,
              catalogId: catalog,
              file: bytes,
              fileName: `lots.${type}`,
            }).then((r) => r),
          );
          uploads.push(performance.now() - started);
          peakMb = Math.max(peakMb, peak);
          if (res.status !== 200)
            throw new Error(`upload ${res.status}: ${JSON.stringify(res.body).slice(0, 300)}`);
          lots = res.body.lots as Array<Record<string, unknown>>;
        }
        const saveStarted = performance.now();
        const saved = await postAs(up.url, staff, `/cps/app/catalog/${catalog}/lots/update`, {
          lots: lots.map(({ hasError: _h, ...rest }) => rest),
        });
        const saveMs = performance.now() - saveStarted;
        if (saved.body.created !== ROWS) throw new Error(`saved ${JSON.stringify(saved.body).slice(0, 300)}`);
        const row = {
          layout: layout === 'artfact' ? 'Standard' : 'Auction Flex',
          type: `.${type}`,
          fileKb: Math.round(bytes.length / 1024),
          parseMs: Math.round(median(parses)),
          parsePeakRssRiseMb: parsePeakMb,
          workerReadMs: Math.round(median(reads)),
          uploadMs: Math.round(median(uploads)),
          saveMs: Math.round(saveMs),
          uploadPeakRssRiseMb: peakMb,
        };
        results.push(row);
        console.info(JSON.stringify(row));
      }
  } finally {
    await up.close();
  }
  const out = fileURLToPath(new URL('./results/', import.meta.url));
  mkdirSync(out, { recursive: true });
  const meta = {
    rows: ROWS,
    runs: RUNS,
    node: process.version,
    at: new Date().toISOString(),
    cpus: (await import('node:os')).cpus().length,
  };
  writeFileSync(join(out, 'spreadsheet-parse.json'), JSON.stringify({ ...meta, results }, null, 2) + '\n');
  const md = [
    `# Spreadsheet parsing, ${ROWS.toLocaleString('en-US')} rows (median of ${RUNS}; ${meta.node}, ${meta.cpus} CPUs shared)`,
    '',
    '| Layout | Type | File | Parse | Parse peak RSS rise | Worker read | Upload (end to end) | Upload peak RSS rise | Save (lots/update) |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...results.map(
      (r) =>
        `| ${r.layout} | ${r.type} | ${r.fileKb} kB | ${r.parseMs} ms | ${r.parsePeakRssRiseMb} MB | ${r.workerReadMs} ms | ${r.uploadMs} ms | ${r.uploadPeakRssRiseMb} MB | ${r.saveMs} ms |`,
    ),
    '',
  ].join('\n');
  writeFileSync(join(out, 'spreadsheet-parse.md'), md);
  console.info(md);
}

if (process.argv[2] === '--child')
  await childMain(process.argv[3]!, process.argv[4] as 'csv' | 'xlsx' | 'xls');
else await main();
