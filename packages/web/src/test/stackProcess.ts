/**
 * Runs the REAL stack (reference upstream with the demo seed + the gateway) in its own Node process
 * for the web tests: prints one JSON line with the gateway URL and a bearer token per demo user,
 * and stops when its parent closes stdin or sends SIGTERM.
 *
 * Started by `globalSetup.ts` as `node --conditions=source --import tsx stackProcess.ts`, so the
 * gateway and upstream run from their TypeScript sources exactly as in their own tests.
 */
import { startStack } from '@ah/gateway/testing';

const DEMO_HOUSE = 'demo';
const DEMO_PASSWORD = 'demo-password';
const DEMO_USERS = ['staff', 'super', 'clerk'] as const;

const stack = await startStack();
// The seed's pending shipping reviews get their quotes now, not on a timer while tests run: every
// test sees the same settled seed, however slow the machine.
await stack.upstream.flushShippingQuotes();
// Private Label Settings is for instant houses with connect type i or s (sales §2 Top navigation): the
// second house (no other web test uses it) becomes one, and its staff user ('other') tests that screen.
await stack.upstream.db
  .updateTable('houses')
  .set({ is_instant: true, connect_type: 's' })
  .where('user_name', '=', 'other')
  .execute();
/**
 * Request headers that authenticate each demo user: a bearer API token (as scripts use), or the
 * session cookie for users the gateway does not let create tokens (the invoices-only clerk).
 */
const authHeaders: Record<string, Record<string, string>> = {};
for (const user of DEMO_USERS) {
  const cookie = await stack.login(DEMO_HOUSE, user, DEMO_PASSWORD);
  try {
    authHeaders[user] = { authorization: `Bearer ${await stack.createToken(cookie, `web tests (${user})`)}` };
  } catch {
    authHeaders[user] = { cookie };
  }
}
authHeaders['other'] = { cookie: await stack.login('other', 'staff', DEMO_PASSWORD) };
process.stdout.write(
  `${JSON.stringify({ gatewayUrl: stack.gatewayUrl, upstreamUrl: stack.upstreamUrl, authHeaders })}\n`,
);

let closing = false;
async function stop() {
  if (closing) return;
  closing = true;
  await stack.close();
  process.exit(0);
}
process.stdin.on('end', () => void stop());
process.stdin.on('close', () => void stop());
process.stdin.resume();
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
