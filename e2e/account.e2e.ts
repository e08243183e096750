import { readFileSync } from 'node:fs';
import { makeTestImage } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startStack } from './support/stack.js';
import { launchBrowser, screenshot, settled, signIn } from './support/browser.js';

/**
 * The house's account in a real browser (sales §4 Password reset, §5 Password and Logos, §3
 * Private-label settings): request a reset link, read it from the outbox, try a weak then a good
 * password, sign in with it; save private-label colours and a logo of the wrong size, then the right one;
 * view a sales tax report (sales §2 Sales Tax Reports, §4) and download its CSV.
 */
type Stack = Awaited<ReturnType<typeof startStack>>;

// The screens' texts (sales §5, §8, §9; the two confirmations are ours).
const M = {
  houseRequired: 'House Name is a required field',
  userRequired: 'Username is a required field',
  emailRequired: 'Email is a required field',
  requested:
    'If the House ID, username and email match an account, we have sent an email with a link to reset the password.',
  changed: 'Your password has been reset. You can now sign in with your new password.',
  expiredLink:
    'There was a problem submitting your request. This was most likely caused by clicking on an expired link.',
};
const PRIVATE_LABEL_MESSAGES = {
  saved: 'Your settings have been saved.',
  logoNote: 'Logos may take several hours to appear.',
};
const SITE_LOGO_MESSAGE = 'Site logo must be a JPG with dimensions of 350px x 100px';

/** The texts an input's aria-describedby points at: how a screen reader hears its message. */
const describedBy = (input: Locator): Promise<string[]> =>
  input.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .filter(Boolean)
      .map((id) => document.getElementById(id)?.textContent ?? ''),
  );

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

describe('account', () => {
  it('resets a password through the e-mailed link and signs in with the new one', async () => {
    await page.goto(`${stack.gatewayUrl}/ar/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/ar\/password-reset$/);
    expect(await page.getByRole('navigation').count()).toBe(0);
    // An empty request flags all three fields, each with its own message (sales §5 Password).
    await page.getByRole('button', { name: 'Send reset link' }).click();
    const required: [RegExp, string][] = [
      [/^House ID/, M.houseRequired],
      [/^Username/, M.userRequired],
      [/^Email/, M.emailRequired],
    ];
    for (const [label, message] of required) {
      const input = page.getByRole('textbox', { name: label });
      await expect.poll(() => input.getAttribute('aria-invalid')).toBe('true');
      expect(await describedBy(input)).toContain(message);
    }
    await page.getByLabel('House ID').fill('demo');
    await page.getByLabel('Username').fill('clerk');
    await page.getByLabel('Email').fill('clerk@demo.example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(M.requested).waitFor();
    await screenshot(page, 'password-reset-requested');

    const readLink = async () => {
      const mail = await stack.upstream.db
        .selectFrom('password_reset_emails as e')
        .innerJoin('users as u', 'u.id', 'e.user_id')
        .select('e.body')
        .where('u.user_name', '=', 'clerk')
        .executeTakeFirst();
      return /https?:\/\/\S+\/ar\/password-reset\?jwt=\S+/.exec(mail?.body ?? '')?.[0] ?? '';
    };
    await expect.poll(readLink).toMatch(/jwt=/);
    const link = await readLink();
    expect(link.startsWith(stack.gatewayUrl)).toBe(true);

    await page.goto(link);
    const reset = page.getByRole('button', { name: 'Reset password' });
    await page.getByLabel(/^New password/).fill('password12');
    await page.getByText('Strength: Weak').waitFor();
    expect(await reset.isDisabled()).toBe(true);
    await page.getByLabel(/^New password/).fill('Quiet-Meadow-58!');
    await page.getByText(/Strength: (Good|Excellent)/).waitFor();
    await page.getByLabel(/^Confirm new password/).fill('Quiet-Meadow-58!');
    await settled(page);
    await screenshot(page, 'password-reset-form');
    await reset.click();
    await page.getByText(M.changed).waitFor();

    await page.goto(`${stack.gatewayUrl}/ar/login`);
    await page.getByLabel('House ID').fill('demo');
    await page.getByLabel('Username').fill('clerk');
    await page.getByRole('textbox', { name: 'Password' }).fill('Quiet-Meadow-58!');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    // The link worked once.
    await context.clearCookies();
    await page.goto(link);
    await page.getByLabel(/^New password/).fill('Another-Meadow-77!');
    await page.getByLabel(/^Confirm new password/).fill('Another-Meadow-77!');
    await reset.click();
    await page.getByText(M.expiredLink).waitFor();
  });

  it('saves private-label colours, refuses a logo of the wrong size and shows the right one', async () => {
    await stack.upstream.db
      .updateTable('houses')
      .set({ is_instant: true, connect_type: 's' })
      .where('user_name', '=', 'demo')
      .execute();
    await context.clearCookies();
    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
    await page.goto(`${stack.gatewayUrl}/ar/settings/plSettings`);
    await page.getByText(PRIVATE_LABEL_MESSAGES.logoNote).waitFor();
    await page.getByLabel('Button color').and(page.locator('input')).click();
    await page.getByRole('option', { name: 'Green' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(PRIVATE_LABEL_MESSAGES.saved).waitFor();
    // The banner leaves by itself after 5 seconds (sales §9).
    await page.getByText(PRIVATE_LABEL_MESSAGES.saved).waitFor({ state: 'detached', timeout: 15_000 });

    const siteInput = page.locator('input[type="file"]').first();
    await siteInput.setInputFiles({
      name: 'small.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeTestImage(300, 100, 'jpeg'),
    });
    await page.getByText(SITE_LOGO_MESSAGE).waitFor();
    await siteInput.setInputFiles({
      name: 'site.jpg',
      mimeType: 'image/jpeg',
      buffer: await makeTestImage(350, 100, 'jpeg'),
    });
    await page.getByRole('img', { name: 'Current site logo' }).waitFor();
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: 'Current site logo' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBe(350);
    await settled(page);
    await screenshot(page, 'private-label-settings');
  });

  it('views a sales tax report and downloads the same figures as a CSV', async () => {
    // The month of the house's latest paid line: the report of that month has at least one row.
    const latest = await stack.upstream.db
      .selectFrom('invoice_lines as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
      .innerJoin('houses as h', 'h.id', 'i.house_id')
      .select('l.paid_date')
      .where('h.user_name', '=', 'demo')
      .where('l.paid', '=', true)
      .where('l.paid_date', 'is not', null)
      .orderBy('l.paid_date', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const [year, month] = String(latest.paid_date).slice(0, 7).split('-').map(Number) as [number, number];
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    });

    await context.clearCookies();
    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });
    await page.goto(`${stack.gatewayUrl}/ar/reports/salesTaxReports`);
    await page.getByRole('button', { name: 'View Report' }).waitFor();
    // Nothing until View Report (sales §4 Sales tax report).
    expect(await page.getByRole('table').count()).toBe(0);
    await page.getByLabel('Year').and(page.locator('input')).click();
    await page.getByRole('option', { name: String(year), exact: true }).click();
    await page.getByLabel('Month').and(page.locator('input')).click();
    await page.getByRole('option', { name: monthName, exact: true }).click();
    await page.getByRole('button', { name: 'View Report' }).click();
    await page.waitForURL(new RegExp(`year=${year}`));
    const rows = page.getByRole('table').getByRole('row');
    await rows.nth(1).waitFor();
    const shownRows = (await rows.count()) - 1;
    const totalSales = (await page.getByTestId('total-sales').innerText()).trim();
    const totalTax = (await page.getByTestId('total-tax').innerText()).trim();
    await settled(page);
    await screenshot(page, 'sales-tax-report');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download .CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sales-tax-${year}-${String(month).padStart(2, '0')}.csv`);
    const lines = readFileSync((await download.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('Start Date,Max Date,State,Sales Amount,Tax Amount');
    // One line per row of the report (fewer than a page here), then the totals line.
    expect(lines.length - 2).toBe(shownRows);
    const cents = (money: string) => Math.round(Number(money.replace(/[^0-9.-]/g, '')) * 100);
    const [, , , csvSales, csvTax] = lines.at(-1)!.split(',') as string[];
    expect(lines.at(-1)!.startsWith('Total,')).toBe(true);
    expect(cents(csvSales!)).toBe(cents(totalSales));
    expect(cents(csvTax!)).toBe(cents(totalTax));
    // The rows add up to the totals, in whole cents.
    const body = lines.slice(1, -1).map((line) => line.split(','));
    expect(body.reduce((sum, cells) => sum + cents(cells[3]!), 0)).toBe(cents(csvSales!));
    expect(body.reduce((sum, cells) => sum + cents(cells[4]!), 0)).toBe(cents(csvTax!));
  });
});
