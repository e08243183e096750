import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphqlWsKeepAlive, WS_KEEP_ALIVE_MS } from './graphqlWsKeepAlive';

/** The socket graphql-ws hands to `connected`: open, recording how it was closed. */
function openSocket() {
  const closes: Array<[number, string]> = [];
  return {
    readyState: 1,
    closes,
    close(code: number, reason: string) {
      closes.push([code, reason]);
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('graphqlWsKeepAlive', () => {
  it('pings every 20 s by default, under a typical 60 s proxy idle time-out', () => {
    expect(graphqlWsKeepAlive().keepAlive).toBe(WS_KEEP_ALIVE_MS);
    expect(WS_KEEP_ALIVE_MS).toBeLessThan(60_000 / 2);
  });

  it('closes the socket with 4408 when a ping gets no pong in time, and not when it does', () => {
    vi.useFakeTimers();
    const { on } = graphqlWsKeepAlive(1_000, 500);
    const socket = openSocket();
    on?.connected?.(socket, undefined, false);
    // Answered: the pong clears the wait.
    on?.ping?.(false, undefined);
    on?.pong?.(true, undefined);
    vi.advanceTimersByTime(1_000);
    expect(socket.closes).toEqual([]);
    // The server's own ping arms nothing.
    on?.ping?.(true, undefined);
    vi.advanceTimersByTime(1_000);
    expect(socket.closes).toEqual([]);
    // Unanswered: closed, so the client reconnects.
    on?.ping?.(false, undefined);
    vi.advanceTimersByTime(500);
    expect(socket.closes).toEqual([[4408, 'Request Timeout']]);
  });
});
