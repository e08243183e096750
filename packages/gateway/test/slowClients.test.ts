import { DEFAULT_REQUEST_TIMEOUTS, requestTimeoutsFromEnv, type RequestTimeouts } from '@ah/schema/node';
import { DEMO_HOUSE_REF } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { rawExchange, requestHead, type RawOutcome } from './support/rawHttp.js';

/**
 * Slow clients against the real stack, on the gateway and on the upstream: headers or bodies that
 * never finish arriving are answered 408 (or the connection is cut) once the configured time-outs
 * pass, and bodies declared larger than a route takes are refused at once. The time-outs are small
 * here (300 ms); each test waits for the server's answer or close, never for a time.
 */
const TIMEOUTS: RequestTimeouts = {
  headersMs: 300,
  requestMs: 300,
  uploadMs: 20_000,
  uploadMinBytesPerSecond: 16_384,
};
const SLOW = 60_000;

let stack: Stack;
let cookie: string;

beforeAll(async () => {
  stack = await startStack({
    gateway: { requestTimeouts: TIMEOUTS },
    upstream: { requestTimeouts: TIMEOUTS },
  });
  cookie = await stack.login('demo', 'staff', 'demo-password');
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

/** Answered 408, or closed without an answer. */
const timedOut = (outcome: RawOutcome) => outcome.status === 408 || outcome.status === null;
const signedIn = () => ({ cookie, 'apollo-require-preflight': '1' });

/**
 * A connection that sends nothing is closed without a 408: it is a client's spare connection, and
 * a client sending its next request on it just then would read the 408 as that request's answer
 * (the web suite once failed so, through undici's pool).
 */
const closedUnanswered = async (url: string) => {
  const outcome = await rawExchange(url, '');
  expect(outcome).toEqual({ status: null, received: '' });
};

describe('the gateway', () => {
  it('closes a connection whose headers never finish', { timeout: SLOW }, async () => {
    const outcome = await rawExchange(stack.gatewayUrl, 'POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect(timedOut(outcome), outcome.received).toBe(true);
  });

  it('closes a connection that sends nothing, without an answer', { timeout: SLOW }, async () => {
    await closedUnanswered(stack.gatewayUrl);
  });

  it('answers 400 to a request it cannot read, as Node does', { timeout: SLOW }, async () => {
    const outcome = await rawExchange(stack.gatewayUrl, 'NOT HTTP AT ALL\r\n\r\n');
    expect(outcome.status, outcome.received).toBe(400);
  });

  it(
    'answers 408 to a GraphQL body that stops after a few bytes (lean path and express)',
    { timeout: SLOW },
    async () => {
      for (const type of ['application/json', 'application/json; charset=utf-8; x=1']) {
        const outcome = await rawExchange(
          stack.gatewayUrl,
          requestHead('POST', '/graphql', 50_000, { ...signedIn(), 'content-type': type }),
          '{"query":',
        );
        expect(outcome.status, outcome.received).toBe(408);
      }
    },
  );

  it('refuses at once a GraphQL body declared past the body limit (1 MB)', { timeout: SLOW }, async () => {
    const outcome = await rawExchange(
      stack.gatewayUrl,
      requestHead('POST', '/graphql', 1_000_000, { ...signedIn(), 'content-type': 'application/json' }),
      '{"query":',
    );
    expect(outcome.status, outcome.received).toBe(413);
    expect(outcome.received).toContain('"code":"BAD_REQUEST"');
  });

  it('refuses at once a review table declared past 30 MB (40 MB)', { timeout: SLOW }, async () => {
    const outcome = await rawExchange(
      stack.gatewayUrl,
      requestHead('POST', '/uploads/items/lots', 40_000_000, {
        ...signedIn(),
        'content-type': 'application/json',
      }),
      '{"lots":[',
    );
    expect(outcome.status, outcome.received).toBe(413);
  });

  it('cuts uploads that fall behind the minimum rate', { timeout: SLOW }, async () => {
    const boundary = 'slowClientBoundary';
    const [target] = stack.upstream.images.issueUploads(DEMO_HOUSE_REF, 1, 'jpg', 1);
    const uploads = [
      requestHead('POST', '/uploads/items/lots', 20_000_000, {
        ...signedIn(),
        'content-type': 'application/json',
      }),
      requestHead('POST', '/uploads/items/spreadsheet', 20_000_000, {
        ...signedIn(),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      }),
      requestHead('PUT', target?.putPath ?? '', 5_000_000, { 'content-type': 'image/jpeg' }),
    ];
    const outcomes = await Promise.all(
      uploads.map((head) => rawExchange(stack.gatewayUrl, head, `--${boundary}\r\n`)),
    );
    for (const outcome of outcomes) expect(timedOut(outcome), outcome.received).toBe(true);
  });

  it('lets an upload that keeps arriving run past the ordinary time-out', { timeout: SLOW }, async () => {
    // ~1 s of 32 kB chunks (≈ 300 kB/s, far above the minimum): the body is read to its end and
    // answered by the route (400: not a review table), not cut at 300 ms.
    const chunks = Array.from({ length: 10 }, () => Buffer.alloc(32 * 1024, ' '));
    const tail = Buffer.from('}');
    const declared = 1 + chunks.length * chunks[0]!.length + tail.length;
    const outcome = await rawExchange(
      stack.gatewayUrl,
      requestHead('POST', '/uploads/items/lots', declared, {
        ...signedIn(),
        'content-type': 'application/json',
        connection: 'close',
      }),
      '{',
      { chunks: [...chunks, tail], gapMs: 100 },
    );
    expect(outcome.status, outcome.received).toBe(400);
    expect(outcome.received).toContain('BAD_USER_INPUT');
  });
});

describe('the upstream', () => {
  it('closes a connection whose headers never finish', { timeout: SLOW }, async () => {
    const outcome = await rawExchange(stack.upstreamUrl, 'POST /app/login HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    expect(timedOut(outcome), outcome.received).toBe(true);
  });

  it('closes a connection that sends nothing, without an answer', { timeout: SLOW }, async () => {
    await closedUnanswered(stack.upstreamUrl);
  });

  it('answers 408 to a JSON body that stops after a few bytes', { timeout: SLOW }, async () => {
    const outcome = await rawExchange(
      stack.upstreamUrl,
      requestHead('POST', '/app/login', 50_000, { 'content-type': 'application/json' }),
      '{"houseUserName":',
    );
    expect(outcome.status, outcome.received).toBe(408);
  });

  it('cuts a spreadsheet upload that falls behind the minimum rate', { timeout: SLOW }, async () => {
    const outcome = await rawExchange(
      stack.upstreamUrl,
      requestHead('POST', '/cps/app/spreadsheet/csv/artfact?version=v2', 20_000_000, {
        cookie,
        'content-type': 'multipart/form-data; boundary=b',
      }),
      '--b\r\n',
    );
    expect(timedOut(outcome), outcome.received).toBe(true);
  });
});

describe('configuration', () => {
  it('reads the time-outs from the environment, with the documented defaults', () => {
    expect(requestTimeoutsFromEnv({})).toEqual({
      headersMs: 10_000,
      requestMs: 30_000,
      uploadMs: 300_000,
      uploadMinBytesPerSecond: 16_384,
    });
    expect(DEFAULT_REQUEST_TIMEOUTS).toEqual(requestTimeoutsFromEnv({}));
    expect(
      requestTimeoutsFromEnv({
        HEADERS_TIMEOUT_MS: '300',
        REQUEST_TIMEOUT_MS: '400',
        UPLOAD_TIMEOUT_MS: '500',
        UPLOAD_MIN_BYTES_PER_SECOND: '1',
      }),
    ).toEqual({ headersMs: 300, requestMs: 400, uploadMs: 500, uploadMinBytesPerSecond: 1 });
    expect(() => requestTimeoutsFromEnv({ HEADERS_TIMEOUT_MS: '0' })).toThrow(/HEADERS_TIMEOUT_MS/);
    expect(() => requestTimeoutsFromEnv({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(/REQUEST_TIMEOUT_MS/);
  });
});
