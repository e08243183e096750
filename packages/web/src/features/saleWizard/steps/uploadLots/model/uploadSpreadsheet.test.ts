import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UPLOAD_MESSAGES } from '@ah/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GENERIC_FAILURE, ITEMS_TEXTS } from '../../../../lots';
import { progressPercent, sendWithProgress } from '../../../../../ui/sendWithProgress';
import { outcomeOf, uploadSpreadsheet, type UploadResult } from './uploadSpreadsheet';
import { breakingMessage, breakingReasons } from './useSpreadsheetUpload';

/**
 * The upload transport against a small HTTP server of this test that answers like the gateway's
 * upload route does in each case (success, 504, a slow answer), through jsdom's own XMLHttpRequest.
 */

const PARSED: UploadResult = {
  lots: [],
  warnings: [],
  errors: [{ errorCode: '166', displayMsg: 'Column F has values but no column name.', row: null }],
  breaking: true,
  totalErrors: 1,
  format: 'STANDARD',
  fileType: 'CSV',
};

let server: Server;
let base: string;
const received: { headers: IncomingMessage['headers']; body: string }[] = [];

function answer(req: IncomingMessage, res: ServerResponse) {
  // jsdom's page is another origin: the answers allow it, as the gateway allows its own origin.
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Headers', 'apollo-require-preflight');
  if (req.method === 'OPTIONS') return res.writeHead(204).end();
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('latin1') });
    // A checked file is a 200 even with mistakes in it (the gateway keeps 4xx for refusals).
    if (req.url === '/parsed')
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(PARSED));
    else if (req.url === '/gateway-timeout') res.writeHead(504).end();
    else if (req.url === '/locked')
      res
        .writeHead(409, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { code: 'CATALOG_LOCKED', message: 'locked' } }));
    else if (req.url === '/slow') setTimeout(() => res.writeHead(200).end('{}'), 2_000);
    else res.writeHead(500).end('<html>internal</html>');
  });
}

beforeAll(async () => {
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const csv = () => new File(['Lot Number,Title\n1,Vase\n'], 'items.csv', { type: 'text/csv' });

describe('the upload transport', () => {
  it('posts the fields first, then the file, with the CSRF header, and reads the parse result', async () => {
    const seen: number[] = [];
    const outcome = await uploadSpreadsheet({
      url: `${base}/parsed`,
      groupId: '12',
      catalogId: '34',
      format: 'AUCTION_FLEX',
      file: csv(),
      timeoutMs: 5_000,
      onProgress: (p) => seen.push(p),
    });
    expect(outcome).toEqual({ kind: 'parsed', result: PARSED });
    const request = received.at(-1)!;
    expect(request.headers['apollo-require-preflight']).toBe('true');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const order = ['groupId', 'catalogId', 'format', 'file'].map((name) =>
      request.body.indexOf(`name="${name}"`),
    );
    expect(order.every((at, i) => at >= 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
    expect(request.body).toContain('AUCTION_FLEX');
    expect(request.body).toContain('filename="items.csv"');
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100);
  });

  it('tells a 504 apart', async () => {
    const sent = await sendWithProgress({
      url: `${base}/gateway-timeout`,
      body: new FormData(),
      timeoutMs: 5_000,
    });
    expect(sent).toEqual({ kind: 'gatewayTimeout' });
    expect(outcomeOf(sent)).toEqual({
      kind: 'notice',
      title: UPLOAD_MESSAGES.gatewayTimeoutTitle,
      text: UPLOAD_MESSAGES.gatewayTimeoutText,
    });
  });

  it('gives up after its own time-out', async () => {
    const sent = await sendWithProgress({ url: `${base}/slow`, body: new FormData(), timeoutMs: 300 });
    expect(sent).toEqual({ kind: 'timedOut' });
    expect(outcomeOf(sent)).toMatchObject({
      title: UPLOAD_MESSAGES.timeoutTitle,
      text: UPLOAD_MESSAGES.timeoutText,
    });
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const pending = sendWithProgress({
      url: `${base}/slow`,
      body: new FormData(),
      timeoutMs: 5_000,
      signal: controller.signal,
    });
    controller.abort();
    expect(await pending).toEqual({ kind: 'aborted' });
  });

  it('reads the two-hour lock and hides any other failure behind the generic text', async () => {
    expect(
      outcomeOf(await sendWithProgress({ url: `${base}/locked`, body: new FormData(), timeoutMs: 5_000 })),
    ).toEqual({
      kind: 'notice',
      title: ITEMS_TEXTS.lockedTitle,
      text: ITEMS_TEXTS.lockedText,
    });
    expect(
      outcomeOf(await sendWithProgress({ url: `${base}/other`, body: new FormData(), timeoutMs: 5_000 })),
    ).toEqual({
      kind: 'notice',
      title: null,
      text: GENERIC_FAILURE,
    });
  });

  it('reports a lost connection', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/`;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const sent = await sendWithProgress({ url, body: new FormData(), timeoutMs: 5_000 });
    expect(sent).toEqual({ kind: 'offline' });
    expect(outcomeOf(sent)).toEqual({ kind: 'notice', title: null, text: ITEMS_TEXTS.offline });
  });
});

describe('progress and breaking failures', () => {
  it('turns bytes into whole percents, never past 100', () => {
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 4)).toBe(100);
  });

  it('lists a breaking failure’s file-level reasons but never the 108 or 166 rows', () => {
    const reasons = breakingReasons({
      ...PARSED,
      errors: [
        { errorCode: '166', displayMsg: 'unlabelled', row: null },
        { errorCode: '108', displayMsg: 'Item number is required.', row: 4, lotRowId: 'r4' },
        { errorCode: '138', displayMsg: 'Incorrect column names: Foo.', row: null },
        { errorCode: '138', displayMsg: 'Incorrect column names: Foo.', row: null },
      ],
    });
    expect(reasons).toEqual(['Incorrect column names: Foo.']);
  });

  it('gives the breaking error’s own message (108 or 166) for the banner', () => {
    const unlabelled = 'Column D has values but no column name. Please label or remove it.';
    expect(
      breakingMessage({
        ...PARSED,
        errors: [
          { errorCode: '138', displayMsg: 'Incorrect column names: Foo.', row: null },
          { errorCode: '166', displayMsg: unlabelled, row: null },
        ],
      }),
    ).toBe(unlabelled);
    expect(
      breakingMessage({
        ...PARSED,
        errors: [{ errorCode: '108', displayMsg: 'Item number is required.', row: 4, lotRowId: 'r4' }],
      }),
    ).toBe('Item number is required.');
    expect(breakingMessage({ ...PARSED, errors: [] })).toBeNull();
  });
});
