import { WebSocket } from 'undici';

/** One invoice-group change as a watcher received it. */
export interface ReceivedChange {
  at: number;
  invoiceIds: string[];
  fields: string[];
}

/**
 * A graphql-transport-ws client that stays subscribed as the web app's does: when its socket closes
 * (its gateway was killed) it opens a new one through the load balancer and subscribes again.
 */
export interface Watcher {
  readonly changes: ReceivedChange[];
  /** Sockets it opened, the first included. */
  readonly connections: number;
  /** The socket open now is acknowledged and its subscription sent. */
  readonly subscribed: boolean;
  close(): void;
}

const CHANGED = `subscription($g: ID!) { invoiceGroupChanged(invoiceGroupId: $g) { invoiceIds fields } }`;
const RECONNECT_DELAY_MS = 200;

export function watchGroup(baseUrl: string, cookie: string, groupId: string): Watcher {
  const changes: ReceivedChange[] = [];
  let connections = 0;
  let subscribed = false;
  let closed = false;
  let socket: WebSocket | null = null;

  const open = () => {
    if (closed) return;
    connections += 1;
    const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/graphql`, {
      protocols: ['graphql-transport-ws'],
      headers: { cookie },
    });
    socket = ws;
    ws.addEventListener('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.addEventListener('message', (event) => {
      const message = JSON.parse(String(event.data)) as { type: string; payload?: unknown };
      if (message.type === 'connection_ack') {
        ws.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: CHANGED, variables: { g: groupId } },
          }),
        );
        subscribed = true;
      } else if (message.type === 'next') {
        const data = (message.payload as { data?: { invoiceGroupChanged?: Omit<ReceivedChange, 'at'> } })
          .data;
        if (data?.invoiceGroupChanged) changes.push({ at: Date.now(), ...data.invoiceGroupChanged });
      } else if (message.type === 'ping') ws.send(JSON.stringify({ type: 'pong' }));
    });
    ws.addEventListener('close', () => {
      subscribed = false;
      if (!closed) setTimeout(open, RECONNECT_DELAY_MS);
    });
    // An error is followed by close, which reconnects.
    ws.addEventListener('error', () => undefined);
  };
  open();
  return {
    changes,
    get connections() {
      return connections;
    },
    get subscribed() {
      return subscribed;
    },
    close() {
      closed = true;
      socket?.close();
    },
  };
}
