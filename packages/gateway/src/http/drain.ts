import type { Server as HttpServer } from 'node:http';
import type { Socket } from 'node:net';

export interface HttpDrain {
  /**
   * Stops accepting connections, closes idle keep-alive sockets at once and each busy one as soon
   * as its last response is sent; when `hardStop` aborts, whatever is left is destroyed. Resolves
   * true when every request in flight was answered.
   */
  drain(hardStop: AbortSignal): Promise<boolean>;
}

/**
 * Tracks the server's sockets and their requests in flight so shutdown loses no request. Sockets
 * upgraded to WebSocket are not tracked here: graphql-ws closes them itself with a close code
 * (ApolloServerPluginDrainHttpServer would end them without one).
 */
export function trackHttpConnections(server: HttpServer): HttpDrain {
  const inFlight = new Map<Socket, number>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    inFlight.set(socket, 0);
    socket.once('close', () => inFlight.delete(socket));
  });
  server.on('upgrade', (req) => {
    inFlight.delete(req.socket);
  });
  server.on('request', (req, res) => {
    const socket = req.socket;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    // A draining server asks the client not to reuse this connection.
    if (draining && !res.headersSent) res.setHeader('Connection', 'close');
    res.once('close', () => {
      if (!inFlight.has(socket)) return;
      const pending = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, pending);
      if (draining && pending === 0) socket.end();
    });
  });

  return {
    async drain(hardStop) {
      draining = true;
      let graceful = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const [socket, pending] of inFlight) {
        if (pending === 0) socket.end();
      }
      const onAbort = () => {
        graceful = [...inFlight.values()].every((n) => n === 0);
        for (const socket of inFlight.keys()) socket.destroy();
      };
      if (hardStop.aborted) onAbort();
      else hardStop.addEventListener('abort', onAbort, { once: true });
      await closed.catch(() => undefined);
      hardStop.removeEventListener('abort', onAbort);
      return graceful;
    },
  };
}
