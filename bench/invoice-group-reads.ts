/**
 * `npm run bench -- invoice-group-reads`: what one visit of group details and of the create/edit
 * screen reads from the upstream (calls and bytes) and sends to the browser (bytes), on the large
 * seed's largest invoice group, with the web app's own operations and first-page variables. A
 * counting proxy between the gateway and the upstream sees every call. Not timed: sizes only.
 */
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGateway } from '../packages/gateway/src/server.ts';
import { startUpstream } from '../packages/upstream/src/testing.ts';
import { webOperation } from '../packages/gateway/test/support/webOperations.ts';

interface Call {
  method: string;
  path: string;
  bytes: number;
}

/** Forwards every request to `target`, recording each answer's size. */
function countingProxy(target: URL, calls: Call[]) {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    const upstream = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        let bytes = 0;
        answer.on('data', (chunk: Buffer) => (bytes += chunk.length));
        answer.on('end', () => calls.push({ method: req.method ?? '', path: req.url ?? '', bytes }));
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    req.pipe(upstream);
  });
}

async function post(url: string, body: unknown, cookie?: string) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { res, text, json: JSON.parse(text) as { data?: Record<string, unknown>; errors?: unknown[] } };
}

const upstream = await startUpstream({ seed: 'large' });
const calls: Call[] = [];
const proxy = countingProxy(new URL(upstream.url), calls);
await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
const gateway = createGateway({
  logLevel: 'warn',
  shutdownDelayMs: 0,
  trustedDocuments: 'off',
  services: { house: proxyUrl, catalog: proxyUrl, shipping: proxyUrl, bidAdmin: proxyUrl },
});
const gatewayUrl = `${await gateway.start(0, '127.0.0.1')}/graphql`;

const login = await post(gatewayUrl, {
  query:
    'mutation { login(houseUserName: "demo", userName: "staff", password: "demo-password") { user { id } } }',
});
const cookie = login.res.headers
  .getSetCookie()
  .map((c) => c.split(';')[0] ?? '')
  .find((c) => c.startsWith('ah_session='));
if (!cookie) throw new Error('no session cookie');

// The largest group: the one whose first page says the most invoices.
let largest = { id: '', count: 0 };
for (let page = 1; ; page++) {
  const groups = (
    await post(
      gatewayUrl,
      {
        query: 'query($p: Int) { invoiceGroups(page: $p) { items { id } pageInfo { totalPages } } }',
        variables: { p: page },
      },
      cookie,
    )
  ).json.data?.['invoiceGroups'] as { items: { id: string }[]; pageInfo: { totalPages: number } };
  for (const { id } of groups.items) {
    const d = (
      await post(
        gatewayUrl,
        {
          query: 'query($id: ID!) { invoiceGroupDetails(invoiceGroupId: $id) { totals { invoiceCount } } }',
          variables: { id },
        },
        cookie,
      )
    ).json.data?.['invoiceGroupDetails'] as { totals: { invoiceCount: number } } | null;
    if ((d?.totals.invoiceCount ?? 0) > largest.count) largest = { id, count: d?.totals.invoiceCount ?? 0 };
  }
  if (page >= groups.pageInfo.totalPages) break;
}

const visits: { name: string; operationName: string; variables: Record<string, unknown> }[] = [
  {
    name: 'group details, page 1 of 50',
    operationName: 'InvoiceGroupDetails',
    variables: { invoiceGroupId: largest.id, filter: 'ALL', page: 1, pageSize: 50 },
  },
  {
    name: 'group details, unpaid, search "a", page 1 of 50',
    operationName: 'InvoiceGroupDetails',
    variables: { invoiceGroupId: largest.id, filter: 'UNPAID', search: 'a', page: 1, pageSize: 50 },
  },
  {
    name: 'create/edit invoices, page 1 of 20',
    operationName: 'InvoiceEditor',
    variables: { invoiceGroupId: largest.id, page: 1, pageSize: 20 },
  },
];

console.info(`Largest group ${largest.id}: ${largest.count} invoices\n`);
for (const visit of visits) {
  // The viewer and processor type are read the same way by every screen; warm them up once.
  await post(gatewayUrl, { query: webOperation(visit.operationName), variables: visit.variables }, cookie);
  calls.length = 0;
  const answer = await post(
    gatewayUrl,
    { query: webOperation(visit.operationName), variables: visit.variables },
    cookie,
  );
  if (answer.json.errors) throw new Error(JSON.stringify(answer.json.errors));
  const read = calls.reduce((sum, c) => sum + c.bytes, 0);
  console.info(`${visit.name}: browser ${answer.text.length} B; upstream ${calls.length} calls, ${read} B`);
  for (const c of calls)
    console.info(`  ${c.method} ${c.path.replace(/\/app\/house\/[^/]+/, '/app/house/{h}')} ${c.bytes} B`);
}

await gateway.stop();
proxy.close();
await upstream.close();
