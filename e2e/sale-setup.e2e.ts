import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { apiToken, graphqlClient } from './support/api.js';
import { startStack } from './support/stack.js';
import { artifactsDir, launchBrowser, screenshot, settled, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

const DESKTOP = { width: 1366, height: 768 };
const TABLET = { width: 768, height: 1024 };

/** The session's own time zone, chosen unlike the house's so that the calendar has to use it. */
const SESSION_ZONE = { id: 'America/Los_Angeles', city: 'Pacific' };

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  token = await apiToken(stack, 'demo', 'staff');
  context = await browser.newContext({ viewport: DESKTOP });
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

/** The same staff user's API token (the browser's session cookie sends only the app's own documents). */
const graphql = graphqlClient(
  () => stack.gatewayUrl,
  () => token,
);

/**
 * A screenshot at both sizes the product must work at (1366x768 and 768x1024): the whole page, or
 * for a dialog what the user sees. Each waits for the layout and transitions to settle.
 */
async function shots(name: string, options: { viewportOnly?: boolean } = {}) {
  const dialogOpen = options.viewportOnly || (await page.getByRole('dialog').count()) > 0;
  for (const size of [DESKTOP, TABLET]) {
    await page.setViewportSize(size);
    await settled(page);
    const file = `${name}-${size.width}x${size.height}`;
    if (dialogOpen) await page.screenshot({ path: `${artifactsDir}${file}.png` });
    else await screenshot(page, file);
  }
  await page.setViewportSize(DESKTOP);
  await settled(page);
}

/** The input labelled `label` inside `scope` (Mantine selects are inputs with a listbox). */
function field(scope: Page | Locator, label: string): Locator {
  // A required field's label ends with Mantine's asterisk.
  const name = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
  return scope.locator('input').and(scope.getByLabel(name));
}

/** Picks an option of a Mantine select by its label. */
async function choose(select: Locator, option: string | RegExp) {
  await select.click();
  await page.getByRole('option', { name: option }).first().click();
}

function dialog(name: string | RegExp): Locator {
  return page.getByRole('dialog', { name });
}

/** A day about five weeks ahead (always within tomorrow..two years), as the picker and the calendar show it. */
function sessionDay(): { label: string; us: string; monthsAhead: number } {
  const now = new Date();
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15));
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  const mm = String(target.getUTCMonth() + 1).padStart(2, '0');
  return {
    label: `15 ${months[target.getUTCMonth()]} ${target.getUTCFullYear()}`,
    us: `${mm}/15/${target.getUTCFullYear()}`,
    monthsAhead: 1,
  };
}

describe('sales setup in Chromium', () => {
  it('adds a timed sale, fills both wizard steps with a new house location and fulfilment location, and finds the session on the calendar in its time zone', async () => {
    const suffix = Date.now().toString(36);
    const saleName = `E2E Timed Sale ${suffix}`;
    const sessionTitle = `E2E Timed Session ${suffix}`;
    const facility = `E2E Gallery ${suffix}`;
    const origin = `E2E Warehouse ${suffix}`;

    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });

    // The calendar.
    await page.goto(`${stack.gatewayUrl}/ar/my-auctions/current`);
    await page.getByRole('heading', { level: 1, name: 'Current Auctions' }).waitFor();
    await page.locator('section[aria-labelledby^="calendar-group-"]').first().waitFor();
    await shots('calendar-upcoming');
    await page.getByRole('radio', { name: 'Past' }).click();
    await page.waitForURL(/\/ar\/my-auctions\/past$/);
    await page.getByRole('heading', { level: 1, name: 'Past Auctions' }).waitFor();
    await shots('calendar-past', { viewportOnly: true });
    await page.getByRole('radio', { name: 'Upcoming' }).click();
    await page.waitForURL(/\/ar\/my-auctions\/current$/);

    // Add Sale: Continue only once name, terms, type and shipping terms are set.
    await page.getByRole('button', { name: 'Add Sale' }).click();
    const form = page.getByRole('region', { name: 'Add Sale' });
    const continueSale = form.getByRole('button', { name: 'Continue' });
    await field(form, 'Sale Name').fill(saleName);
    expect(await continueSale.isDisabled()).toBe(true);
    await field(form, 'Terms').click();
    // Greyed-out terms cannot be chosen.
    const greyed = page.locator('[role="option"][data-combobox-disabled]');
    expect(await greyed.count()).toBeGreaterThan(0);
    await shots('add-sale-terms-open');
    await page.locator('[role="option"]:not([data-combobox-disabled])').first().click();
    await form.getByRole('radio', { name: 'Timed' }).check();
    const shippingTerms = field(form, 'Shipping Terms');
    if (await shippingTerms.count()) {
      expect(await continueSale.isDisabled()).toBe(true);
      await choose(shippingTerms, /./);
    }
    expect(await continueSale.isDisabled()).toBe(false);
    await shots('add-sale-ready');
    await continueSale.click();
    await page.waitForURL(/\/ar\/session\/timed\/\d+\/0\/1$/);
    const groupId = /\/session\/timed\/(\d+)\//.exec(page.url())![1]!;

    // Step 1.
    await page.getByRole('heading', { name: 'Step 1: Create Session' }).waitFor();
    expect(await page.title()).toBe('DIY Session');
    const continueStep1 = page.getByRole('button', { name: 'Continue' });
    await field(page, 'Session Title').fill(sessionTitle);
    // Timed options: stagger on at 60 seconds, resell on.
    expect(await page.getByRole('switch', { name: 'Stagger lot end times' }).isChecked()).toBe(true);
    expect(await field(page, 'Time between lot end times').inputValue()).toBe('60 seconds');
    expect(
      await page.getByRole('switch', { name: 'Resell unsold live lots in a timed sale' }).isChecked(),
    ).toBe(true);
    await shots('step1-empty');

    // A new house location from the location select.
    await choose(field(page, 'Location'), '+ Add New Location');
    const locationModal = dialog('Add New Location');
    await locationModal.waitFor();
    const saveLocation = locationModal.getByRole('button', { name: 'Save' });
    await field(locationModal, 'Facility Name').fill(facility);
    await field(locationModal, 'Street Address 1').fill('1 Ferry Building');
    await field(locationModal, 'City').fill('San Francisco');
    await field(locationModal, 'Postal Code').fill('94111');
    await field(locationModal, 'Postal Code').blur();
    await locationModal.getByText('Please select a country first').waitFor();
    expect(await saveLocation.isDisabled()).toBe(true);
    await shots('modal-house-location-no-country');
    await choose(field(locationModal, 'Country'), 'United States');
    // Changing the country cleared the postal code; the US asks for a State and a Zip Code.
    expect(await field(locationModal, 'Zip Code').inputValue()).toBe('');
    await choose(field(locationModal, 'State'), 'California');
    await field(locationModal, 'Zip Code').fill('94111');
    await choose(field(locationModal, 'Time Zone'), new RegExp(SESSION_ZONE.city));
    expect(await saveLocation.isDisabled()).toBe(false);
    await shots('modal-house-location-filled');
    await saveLocation.click();
    await locationModal.waitFor({ state: 'detached' });
    await expect.poll(() => field(page, 'Location').inputValue()).toContain(facility);

    // A new fulfilment location: the modal highlights errors until they are fixed.
    await choose(field(page, 'Shipping Fulfillment Location'), '+ Add New Fulfillment Location');
    const originModal = dialog('Add Shipping Fulfillment Location');
    await originModal.waitFor();
    await originModal.getByRole('button', { name: 'Save' }).click();
    await originModal.getByText('Please fix the highlighted errors to save changes.').waitFor();
    await originModal.getByText('Facility Name is required.').waitFor();
    await originModal.getByText('Contact name is required.').waitFor();
    await shots('modal-fulfilment-errors');
    await field(originModal, 'Facility Name').fill(origin);
    await field(originModal, 'Street Address 1').fill('200 Shipping Way');
    await field(originModal, 'City').fill('Oakland');
    await choose(field(originModal, 'Country'), 'United States');
    await choose(field(originModal, 'State / Province'), 'California');
    await field(originModal, 'Postal code').fill('94607');
    await field(originModal, 'Contact name').fill('Alex Shipper');
    await field(originModal, 'Contact email').fill('not-an-email');
    await field(originModal, 'Contact phone number').fill('+1 510');
    await originModal.getByText('Invalid email format.').waitFor();
    await originModal.getByText('Invalid phone number.').waitFor();
    await field(originModal, 'Contact email').fill('alex@example.com');
    await field(originModal, 'Contact phone number').fill('+15105550123');
    await shots('modal-fulfilment-filled');
    await originModal.getByRole('button', { name: 'Save' }).click();
    await originModal.waitFor({ state: 'detached' });
    await page.getByText('Shipping fulfillment location saved successfully!').waitFor();
    await expect.poll(() => field(page, 'Shipping Fulfillment Location').inputValue()).toBe(origin);

    // Date (about five weeks ahead), 07:30 PM, in the location's time zone.
    const day = sessionDay();
    await page.getByRole('button', { name: 'First Lot End Date' }).click();
    for (let i = 0; i < day.monthsAhead; i++) await page.getByRole('button', { name: 'Next month' }).click();
    await page.getByRole('button', { name: day.label }).click();
    // The calendar closes on the pick; a click on Hour while it is still closing would only close it.
    await page.getByRole('button', { name: day.label }).waitFor({ state: 'detached' });
    await choose(field(page, 'Hour'), '07');
    await choose(field(page, 'Minute'), '30');
    expect(await continueStep1.isDisabled()).toBe(true);
    await choose(field(page, 'AM/PM'), 'PM');
    expect(await field(page, 'Time Zone').inputValue()).toContain(SESSION_ZONE.city);
    expect(await continueStep1.isDisabled()).toBe(false);
    await shots('step1-filled');
    await continueStep1.click();
    await page.waitForURL(new RegExp(`/ar/session/timed/${groupId}/(\\d+)/2$`));
    const catalogId = new RegExp(`/session/timed/${groupId}/(\\d+)/2$`).exec(page.url())![1]!;

    // Step 2.
    await page.getByRole('heading', { name: 'Step 2: Session Details' }).waitFor();
    await page.getByText("Buyer's Premium").waitFor();
    const categories = field(page, 'Categories');
    await choose(categories, 'Paintings');
    await choose(categories, 'Sculpture');
    await page.keyboard.press('Escape');
    // Viewing notes refuse markup.
    const notes = page.getByRole('textbox', { name: 'Viewing Notes' });
    await notes.fill('Preview <script>alert(1)</script>');
    await page.getByText('Viewing notes cannot contain HTML or script').waitFor();
    await notes.fill('Preview Thursday 10 AM - 5 PM at the gallery.');
    await shots('step2-filled');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(new RegExp(`/ar/session/timed/${groupId}/${catalogId}/3$`));
    await page.getByRole('heading', { name: 'Step 3: Upload Items' }).waitFor();

    // The calendar shows the new session in its own time zone (Pacific), not the house's.
    await page.goto(`${stack.gatewayUrl}/ar/my-auctions/current`);
    const group = page.getByRole('region', { name: saleName, exact: true });
    await group.waitFor();
    const row = group.locator(`tr[data-session-id="${catalogId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain(sessionTitle);
    expect(await row.textContent()).toContain(day.us);
    expect(await row.textContent()).toMatch(/07:30 PM P[DS]T/);
    await row.scrollIntoViewIfNeeded();
    await shots('calendar-with-new-session');

    // A session without lots can be deleted from the calendar after a confirmation.
    await row.getByRole('button', { name: `Delete ${sessionTitle}` }).click();
    const confirm = dialog('Confirm: Delete Session');
    await confirm.waitFor();
    await shots('modal-delete-session');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'detached' });
    expect(await row.count()).toBe(1);
  });

  it('shows the house locations with the primary badge, and the add form at both sizes', async () => {
    await page.goto(`${stack.gatewayUrl}/ar/settings/locations`);
    await page.getByRole('heading', { level: 1, name: 'Locations' }).waitFor();
    await page.getByText('Primary location').first().waitFor();
    await shots('locations-list');
    await page.getByRole('button', { name: 'Add Location' }).click();
    await dialog('Add New Location').waitFor();
    await shots('modal-locations-add');
    await page.keyboard.press('Escape');
  });

  it('shows fixed-price step 1 with its sections, the charge modal and the country order', async () => {
    const { auctionCalendar } = await graphql<{
      auctionCalendar: { buyNowSale: { wizardPath: string } | null };
    }>('{ auctionCalendar(period: UPCOMING) { buyNowSale { wizardPath } } }');
    const path = auctionCalendar.buyNowSale?.wizardPath;
    expect(path, 'the demo house has a Buy Now sale').toBeTruthy();
    await page.goto(`${stack.gatewayUrl}/ar${path}`);
    await page.getByRole('heading', { name: 'Step 1: Sale Details' }).waitFor();
    await page.getByRole('heading', { name: 'Geographic Shipping Rules' }).waitFor();
    const shipTo = page.getByRole('group', { name: 'Ship To' });
    expect(await shipTo.getByRole('checkbox').count()).toBeGreaterThan(6);
    await shots('fixed-price-step1');
    await page.getByRole('button', { name: 'Add Charge' }).click();
    const charge = dialog('Add Charge');
    await charge.waitFor();
    await field(charge, 'Rate %').fill('0');
    await field(charge, 'Rate %').blur();
    await charge.getByText('Rate % must be a number between 0-100%').waitFor();
    await shots('modal-charge');
    await page.keyboard.press('Escape');
  });
});
