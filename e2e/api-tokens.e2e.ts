import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startStack } from './support/stack.js';
import { launchBrowser, screenshot, settled, signIn } from './support/browser.js';

/**
 * API tokens in a real browser (docs/API.md: Tokens): create a token on Settings → API Tokens, read its
 * secret (shown once), use it from a script (POST /graphql with the bearer), revoke it after a
 * confirm, and the same call is then refused with UNAUTHENTICATED.
 */
type Stack = Awaited<ReturnType<typeof startStack>>;

const SCRIPT_QUERY = '{ invoiceGroups(page: 1) { pageInfo { totalCount } } }';

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

async function asScript(token: string) {
  const res = await fetch(`${stack.gatewayUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: SCRIPT_QUERY }),
  });
  return (await res.json()) as {
    data?: { invoiceGroups: { pageInfo: { totalCount: number } } | null } | null;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
}

describe('API tokens', () => {
  it('creates a token in the UI, a script uses it, and it is refused once revoked in the UI', async () => {
    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
    // Through the Settings menu, as a person finds it.
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: /API Tokens/ }).click();
    await page.waitForURL(/\/ar\/settings\/api-tokens$/);
    await page.getByRole('heading', { level: 1, name: 'API Tokens' }).waitFor();

    await page.getByRole('button', { name: 'Create token' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Create API token' });
    await dialog.getByLabel('Name').fill('nightly invoices export');
    await dialog.getByLabel('Scopes').and(page.locator('input')).click();
    await page.getByRole('option', { name: 'Invoices' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('switch', { name: /Read-only/ }).check();
    await settled(page);
    await screenshot(page, 'api-tokens-create');
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const secretDialog = page.getByRole('dialog', { name: 'Your new API token' });
    await secretDialog.getByText('You won’t see it again', { exact: false }).waitFor();
    const token = ((await secretDialog.getByTestId('api-token-secret').textContent()) ?? '').trim();
    expect(token.length).toBeGreaterThan(20);
    await settled(page);
    await screenshot(page, 'api-tokens-secret');

    const used = await asScript(token);
    expect(used.errors).toBeUndefined();
    expect(used.data?.invoiceGroups?.pageInfo.totalCount).toBeGreaterThan(0);

    await secretDialog.getByRole('button', { name: 'Done' }).click();
    await secretDialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /nightly invoices export/ });
    await row.getByText('Read-only').waitFor();
    await row.getByText('Active').waitFor();
    await settled(page);
    await screenshot(page, 'api-tokens-list');

    await row.getByRole('button', { name: 'Revoke nightly invoices export' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm: Revoke token' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await row.waitFor({ state: 'detached' });

    const refused = await asScript(token);
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(refused.data?.invoiceGroups ?? null).toBeNull();
  });
});
