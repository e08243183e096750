import type { ClientOptions } from 'graphql-ws';

/** The web app's graphql-ws ping interval: a third of a typical proxy idle time-out (60 s). */
export const WS_KEEP_ALIVE_MS = 20_000;
/** How long a ping may wait for its pong before the socket is treated as dead. */
export const WS_PONG_TIMEOUT_MS = 10_000;

/** The part of a socket the keep-alive needs: the browser's WebSocket (or `ws`'s) has both. */
interface ClosableSocket {
  readonly readyState: number;
  close(code: number, reason: string): void;
}

const OPEN = 1;

/**
 * graphql-ws client options that keep a quiet subscription alive through proxies and notice a dead
 * one: a `ping` message every `intervalMs` (traffic, so a load balancer's idle time-out never
 * fires), and when its `pong` is not back within `pongTimeoutMs` the socket is closed with 4408, so
 * the client reconnects (retryAttempts) instead of waiting forever on a connection that is gone.
 */
export function graphqlWsKeepAlive(
  intervalMs = WS_KEEP_ALIVE_MS,
  pongTimeoutMs = WS_PONG_TIMEOUT_MS,
): Pick<ClientOptions, 'keepAlive' | 'on'> {
  let socket: ClosableSocket | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  const stopWaiting = () => {
    clearTimeout(pongTimer);
    pongTimer = undefined;
  };
  return {
    keepAlive: intervalMs,
    on: {
      connected: (connected) => {
        socket = connected as ClosableSocket;
      },
      ping: (received) => {
        if (received) return; // the server's ping: the client answers it by itself
        stopWaiting();
        const pinged = socket;
        pongTimer = setTimeout(() => {
          if (pinged?.readyState === OPEN) pinged.close(4408, 'Request Timeout');
        }, pongTimeoutMs);
      },
      pong: (received) => {
        if (received) stopWaiting();
      },
      closed: () => {
        stopWaiting();
        socket = null;
      },
    },
  };
}
