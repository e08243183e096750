import { createServer, connect, type Socket } from 'node:net';

/**
 * A slow network between the browser and the stack, as a TCP proxy on 127.0.0.1: every byte each
 * way waits half the round trip and its turn on a link of the given bandwidth. It throttles what
 * Chromium's own emulation (CDP `Network.emulateNetworkConditions`) did, without its bug: under
 * that emulation Chromium now and then never finishes a request that the server has answered
 * (microsoft/playwright#22676), and the CI timed out on it twice. Being TCP, WebSockets pass too.
 */
export interface LinkConditions {
  /** Round trip added to every exchange, in ms. */
  latencyMs: number;
  /** Bytes per second from the stack to the browser. */
  downloadBytesPerSecond: number;
  /** Bytes per second from the browser to the stack. */
  uploadBytesPerSecond: number;
}

export interface ThrottledLink {
  /** The target's URL with the proxy's host and port: use it where the target's would go. */
  url: string;
  close(): Promise<void>;
}

/** One direction of the link, shared by every connection as one network interface would be. */
class Direction {
  private freeAt = 0;

  constructor(
    private readonly bytesPerSecond: number,
    private readonly oneWayMs: number,
  ) {}

  /** When a chunk sent now arrives: after the chunks before it leave the link, its own size, and the latency. */
  arrival(bytes: number): number {
    const start = Math.max(Date.now(), this.freeAt);
    this.freeAt = start + (bytes * 1000) / this.bytesPerSecond;
    return this.freeAt + this.oneWayMs;
  }
}

/**
 * Forwards `from` to `to`, each chunk delivered when the link says; an end follows the last chunk.
 * One queue and one timer at a time, not a timer a chunk: timers due in the same millisecond may fire
 * in any order, and a chunk must never pass the one before it, nor the end pass a chunk.
 */
function pipeThrottled(from: Socket, to: Socket, direction: Direction): void {
  const queue: { at: number; deliver: () => void }[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    timer = undefined;
    while (queue.length > 0 && queue[0]!.at <= Date.now()) queue.shift()!.deliver();
    if (queue.length > 0) timer = setTimeout(flush, queue[0]!.at - Date.now());
  };
  const enqueue = (at: number, deliver: () => void) => {
    // Arrivals never go backwards, so chunks keep their order.
    queue.push({ at: Math.max(at, queue.at(-1)?.at ?? 0), deliver });
    timer ??= setTimeout(flush, queue[0]!.at - Date.now());
  };
  from.on('data', (chunk: Buffer) => {
    enqueue(direction.arrival(chunk.length), () => {
      if (to.writable) to.write(chunk);
    });
  });
  from.on('end', () => enqueue(Date.now(), () => to.writable && to.end()));
  // Nothing more can reach a closed socket: drop what waits for it.
  to.on('close', () => {
    clearTimeout(timer);
    timer = undefined;
    queue.length = 0;
  });
}

export async function startThrottledLink(target: string, conditions: LinkConditions): Promise<ThrottledLink> {
  const targetUrl = new URL(target);
  const oneWayMs = conditions.latencyMs / 2;
  const down = new Direction(conditions.downloadBytesPerSecond, oneWayMs);
  const up = new Direction(conditions.uploadBytesPerSecond, oneWayMs);
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  };

  // Half-open both ways: an end is passed on after the chunks before it, not applied at once.
  const server = createServer({ allowHalfOpen: true }, (browserSide) => {
    const stackSide = connect({
      port: Number(targetUrl.port),
      host: targetUrl.hostname,
      allowHalfOpen: true,
    });
    track(browserSide);
    track(stackSide);
    // A reset on either side closes the other at once: nothing is left hanging.
    browserSide.on('error', () => stackSide.destroy());
    stackSide.on('error', () => browserSide.destroy());
    // A browser that ends its side gets the stack's answer first; one that breaks off, nothing more.
    browserSide.on('close', (hadError) => {
      if (hadError) stackSide.destroy();
    });
    pipeThrottled(browserSide, stackSide, up);
    pipeThrottled(stackSide, browserSide, down);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const address = server.address();
  if (address === null || typeof address === 'string')
    throw new Error('The throttled link has no TCP address.');
  const url = new URL(targetUrl);
  url.host = `127.0.0.1:${address.port}`;

  return {
    url: url.origin,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
