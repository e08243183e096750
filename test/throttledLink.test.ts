import { createServer, connect, type Server } from 'node:net';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { startThrottledLink, type ThrottledLink } from '../e2e/support/throttledLink.js';

/** The browser tests' slow network (e2e/support/throttledLink.ts): it must slow, and lose nothing. */
let server: Server | undefined;
let link: ThrottledLink | undefined;

afterEach(async () => {
  await link?.close();
  server?.close();
});

/** A TCP server that answers each connection's first chunk with `answer(chunk)`, then ends. */
async function startServer(answer: (chunk: Buffer) => Buffer): Promise<string> {
  server = createServer((socket) => {
    socket.once('data', (chunk: Buffer) => socket.end(answer(chunk)));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/** Sends `request` through the link; resolves with everything received up to the end, and how long it took. */
async function exchange(url: string, request: Buffer): Promise<{ received: Buffer; ms: number }> {
  const { port, hostname } = new URL(url);
  const started = performance.now();
  const socket = connect(Number(port), hostname);
  const chunks: Buffer[] = [];
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.write(request);
  await once(socket, 'end');
  socket.destroy();
  return { received: Buffer.concat(chunks), ms: performance.now() - started };
}

describe('the throttled link', () => {
  it('passes every byte both ways, in order, and the end after them', async () => {
    const body = randomBytes(300_000);
    const target = await startServer((request) => Buffer.concat([request, body]));
    link = await startThrottledLink(target, {
      latencyMs: 10,
      downloadBytesPerSecond: 10_000_000,
      uploadBytesPerSecond: 10_000_000,
    });
    const request = Buffer.from('hello');
    const { received } = await exchange(link.url, request);
    expect(received.equals(Buffer.concat([request, body]))).toBe(true);
  });

  it('holds an answer at least as long as its size takes at the bandwidth, plus the round trip', async () => {
    const body = randomBytes(64 * 1024);
    const target = await startServer(() => body);
    link = await startThrottledLink(target, {
      latencyMs: 100,
      downloadBytesPerSecond: 256 * 1024,
      uploadBytesPerSecond: 10_000_000,
    });
    const { received, ms } = await exchange(link.url, Buffer.from('GET'));
    expect(received.length).toBe(body.length);
    // 64 KiB at 256 KiB/s is 250 ms; the round trip adds 100 ms. A busy machine only adds more.
    expect(ms).toBeGreaterThanOrEqual(340);
  });

  it('gives its own address, with the target scheme', async () => {
    const target = await startServer((request) => request);
    link = await startThrottledLink(target, {
      latencyMs: 0,
      downloadBytesPerSecond: 1e9,
      uploadBytesPerSecond: 1e9,
    });
    expect(link.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(link.url).not.toBe(target);
  });
});
