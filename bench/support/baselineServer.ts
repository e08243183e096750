/**
 * The raw baseline (a forked process): a plain Node HTTP handler per screen query that makes the
 * same upstream calls as the gateway with an undici keep-alive Pool — the user lookup, then the
 * screen's calls in parallel — parses every body, and answers the same JSON the gateway answers.
 * Its mapping from the REST bodies to that JSON is free (the expected response is handed over at
 * start), so the gateway is measured against a handler with zero mapping cost: a strict baseline.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Pool } from 'undici';
import { onBenchMessage, type BaselineScreen } from './ipc.ts';

const upstreamUrl = process.env['UPSTREAM_URL'] ?? '';
const pool = new Pool(new URL(upstreamUrl).origin, {
  connections: 64,
  keepAliveTimeout: 10_000,
  pipelining: 1,
});
const screens = new Map<string, BaselineScreen>();

interface HouseUserBody {
  user: { houseInfo: { houseRef: string; houseUserName: string } };
}

async function getJson<T>(path: string, headers: Record<string, string>): Promise<T> {
  const res = await pool.request({
    method: 'GET',
    path,
    headers: { accept: 'application/json', ...headers },
  });
  const text = await res.body.text();
  if (res.statusCode !== 200) throw new Error(`upstream ${path} answered ${res.statusCode}`);
  return JSON.parse(text) as T;
}

async function answer(screen: BaselineScreen, cookie: string): Promise<unknown> {
  const auth = { cookie };
  const { user } = await getJson<HouseUserBody>('/app/house/user', auth);
  const fill = (s: string) =>
    s
      .replaceAll('{houseRef}', user.houseInfo.houseRef)
      .replaceAll('{houseUserName}', user.houseInfo.houseUserName);
  await Promise.all(
    screen.calls.map((call) =>
      getJson(
        fill(call.path),
        Object.fromEntries([
          ...Object.entries(call.headers ?? {}).map(([k, v]) => [k, fill(v)]),
          ['cookie', cookie],
        ]),
      ),
    ),
  );
  return screen.expected;
}

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { operationName?: string };
    const screen = screens.get(body.operationName ?? '');
    if (!screen) {
      res.writeHead(404).end();
      return;
    }
    answer(screen, req.headers.cookie ?? '').then(
      (data) => {
        const json = JSON.stringify(data);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
        res.end(json);
      },
      () => {
        res.writeHead(502).end();
      },
    );
  });
});
server.keepAliveTimeout = 65_000;

onBenchMessage({
  configure: (message) => {
    for (const screen of message.screens) screens.set(screen.operationName, screen);
  },
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ type: 'listening', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
});
