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
/** The second house's staff user (connect type n, processor s): screens a house type refuses. */
const OTHER_HOUSE = { house: 'other', user: 'staff', as: 'other' } as const;
/** The third house's staff user (instant, connect type s): Private Label Settings (sales §2 Top navigation). */
const INSTANT_HOUSE = { house: 'instant', user: 'staff', as: 'instant' } as const;

/**
 * The demo users' tokens below stand in for their browser sessions, and every component test of
 * the run shares them: under a per-token cost budget (RATE_LIMIT_TOKEN_COST) a suite that reads a
 * large group a few times spends a minute's budget, and every later screen renders as refused. A
 * session has no cost budget, so neither do these; the gateway's own tests cover the budget.
 */
const stack = await startStack({ gateway: { rateLimits: { tokenCost: 0 } } });
// The seed's pending shipping reviews get their quotes now, not on a timer while tests run: every
// test sees the same settled seed, however slow the machine.
await stack.upstream.flushShippingQuotes();
/**
 * Request headers that authenticate each demo user: a bearer API token (as scripts use), or the
 * session cookie for users the gateway does not let create tokens (the invoices-only clerk).
 */
const authHeaders: Record<string, Record<string, string>> = {};
for (const [house, user, as] of [
  ...DEMO_USERS.map((user) => [DEMO_HOUSE, user, user] as const),
  [OTHER_HOUSE.house, OTHER_HOUSE.user, OTHER_HOUSE.as] as const,
  [INSTANT_HOUSE.house, INSTANT_HOUSE.user, INSTANT_HOUSE.as] as const,
]) {
  const cookie = await stack.login(house, user, DEMO_PASSWORD);
  try {
    authHeaders[as] = { authorization: `Bearer ${await stack.createToken(cookie, `web tests (${as})`)}` };
  } catch {
    authHeaders[as] = { cookie };
  }
}
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
