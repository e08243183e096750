import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { startStack } from './support/stack.js';
import { apiToken, graphqlClient, newSession } from './support/api.js';
import { artifactsDir, launchBrowser, screenshot, settled, signIn } from './support/browser.js';

/**
 * Sales §2 in Chromium against the whole stack: on a sale made for this test, upload real JPEGs for
 * three lots on the Upload Images step (named {lotNumber}.1.jpg) and rotate one, continue to the
 * preview, continue to Review & Publish, choose 5 featured items (a 6th is refused), publish all and
 * see the success banner. Three more lots get their image through the API first, so that 6 lots can
 * be featured. Screenshots of each screen at 1366x768 and 768x1024 go to e2e/artifacts.
 */

type Stack = Awaited<ReturnType<typeof startStack>>;

let stack: Stack;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

const DESKTOP = { width: 1366, height: 768 };
const TABLET = { width: 768, height: 1024 };
const files = join(tmpdir(), `lot-images-e2e-${process.pid}`);

/**
 * A real 64x40 JPEG (606 bytes): small, but a true image for the image service's content and
 * dimension checks; not square, so a quarter turn shows in the stored size (40x64).
 */
const JPEG_64x40 = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAoAEADASIAAhEBAxEB/8QAGgAAAgMBAQAAAAAAAAAAAAAAAAUDBAYBB//EACsQAAEDAgANBQAAAAAAAAAAAAEAAgMEEQUGEhUhNUFRVIKjstETFDEyof/EABgBAAMBAQAAAAAAAAAAAAAAAAACBAED/8QAHBEAAgIDAQEAAAAAAAAAAAAAAAECAwQRMRIh/9oADAMBAAIRAxEAPwCnTwS1M7YYG5Ujr2FwL6L7VdzFhPhuo3yjF/XVPzdpW1UaRZKTTMVmLCfDdRvlR1GCa6mgdNPBkxttc5bTbTbYVuUtxg1LUcvcEaMU22YtCgqZ/SAa37H8VFznON3EkrrXS5LYlmQoPXRqhLoZ3xkXJLdxTAEEAj4KWytw6PXarF8GWL+uqfm7StqsVi/rqn5u0rapUZZ0Etxg1LUcvcEyS3GDUtRy9wQxV087q7+4N9wUKv1MHqgOb9h+qi5rmmzgQVbVNOKRLdBxk2cTGmv7dl9ypw075CLghu8pgAAAB8Bcsiaa8o7Y0Gm5Mlp55aads0DsmRt7GwNtFtqu59wnxPTb4QhSlekwz7hPiem3wo6jC1dUwOhnnyo3WuMhovpvsCEIM0ikhCEGghCEAf/Z',
  'base64',
);

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser()]);
  token = await apiToken(stack, 'demo', 'staff');
  context = await browser.newContext({ viewport: DESKTOP });
  page = await context.newPage();
  mkdirSync(files, { recursive: true });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await stack?.close();
});

/** GraphQL with the staff user's API token (test set-up and checks, not what the browser does). */
const graphql = graphqlClient(
  () => stack.gatewayUrl,
  () => token,
);

const LOT_TITLES = ['Blue vase', 'Oak table', 'Brass lamp', 'Silver teapot', 'Walnut chair', 'Oil painting'];

/** Lots 1..6 with estimates. */
async function addLots(sale: { groupId: string; catalogId: string }): Promise<string[]> {
  const ids: string[] = [];
  for (const [i, title] of LOT_TITLES.entries()) {
    const n = i + 1;
    const { saveLot } = await graphql<{ saveLot: { lot: { id: string } } }>(
      `
        mutation ($g: ID!, $c: ID!, $input: LotInput!) {
          saveLot(groupId: $g, catalogId: $c, input: $input) {
            lot {
              id
            }
          }
        }
      `,
      {
        g: sale.groupId,
        c: sale.catalogId,
        input: {
          lotNumber: String(n),
          title,
          description: `${title}, lot ${n}.`,
          lowEstimate: String(100 * n),
          highEstimate: String(200 * n),
          startingBid: '50',
        },
      },
    );
    ids.push(saveLot.lot.id);
  }
  return ids;
}

/** Images for some lots through the API (signed upload address, PUT of the bytes, registration). */
async function attachImagesByApi(catalogId: string, lotNumbers: readonly string[]) {
  const { requestImageUploads } = await graphql<{
    requestImageUploads: { putUrl: string; imageUrl: string; contentType: string }[];
  }>(
    'mutation ($c: ID!, $n: Int!) { requestImageUploads(catalogId: $c, count: $n, fileType: JPG) { putUrl imageUrl contentType } }',
    { c: catalogId, n: lotNumbers.length },
  );
  for (const target of requestImageUploads) {
    const res = await fetch(new URL(target.putUrl, stack.gatewayUrl), {
      method: 'PUT',
      headers: { 'content-type': target.contentType },
      body: JPEG_64x40,
    });
    if (!res.ok) throw new Error(`Image PUT answered ${res.status}`);
  }
  const { registerImages } = await graphql<{ registerImages: { error: { message: string } | null }[] }>(
    `
      mutation ($c: ID!, $images: [ImageRegistrationInput!]!) {
        registerImages(catalogId: $c, numberFormat: LOT_NUMBER, images: $images) {
          error {
            message
          }
        }
      }
    `,
    {
      c: catalogId,
      images: lotNumbers.map((n, i) => ({
        fileName: `${n}.1.jpg`,
        imageUrl: requestImageUploads[i]!.imageUrl,
      })),
    },
  );
  const failed = registerImages.filter((r) => r.error);
  if (failed.length) throw new Error(`registerImages failed: ${JSON.stringify(failed)}`);
}

/** Screenshots at 1366x768 and 768x1024; a dialog is shot as the viewport shows it. */
async function shots(name: string) {
  const dialogOpen = (await page.getByRole('dialog').count()) > 0;
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

/** An image card of the Upload Images step, optionally in a given state (data-status, data-rotation). */
function imageCard(fileName: string, state = ''): Locator {
  return page.locator(`[data-testid="image-card"][data-file-name="${fileName}"]${state}`);
}

describe('images, preview, review and publish in Chromium', () => {
  it('uploads three images and rotates one, previews, features 5 items and publishes', async () => {
    const sale = await newSession(graphql, `E2E Publish ${Date.now().toString(36)}`, 'TIMED');
    const lotIds = await addLots(sale);
    await attachImagesByApi(sale.catalogId, ['4', '5', '6']);
    const stepPath = `/ar/session/timed/${sale.groupId}/${sale.catalogId}`;
    await signIn(page, stack.gatewayUrl, { house: 'demo', user: 'staff', password: 'demo-password' });

    // Step 4, Upload Images: three real JPEGs named by lot number, each uploaded to its lot.
    await page.goto(`${stack.gatewayUrl}${stepPath}/4`);
    await page.getByRole('heading', { name: 'Step 4: Upload Images' }).waitFor();
    const names = ['1.1.jpg', '2.1.jpg', '3.1.jpg'];
    const paths = names.map((name) => {
      const path = join(files, name);
      writeFileSync(path, JPEG_64x40);
      return path;
    });
    await page.getByLabel('Drag Images Here or choose image(s) from your computer').setInputFiles(paths);
    for (const name of names) await imageCard(name, '[data-status="complete"]').waitFor({ timeout: 60_000 });

    // Rotate lot 2's image a quarter turn and save the turn: the stored image becomes 40x64.
    await page.getByRole('button', { name: 'Rotate 2.1.jpg right' }).click();
    await imageCard('2.1.jpg', '[data-rotation="90"]').waitFor();
    await page.getByRole('button', { name: 'Save 2.1.jpg' }).click();
    await expect
      .poll(
        async () => {
          const { lotImages } = await graphql<{ lotImages: { width: number; height: number }[] }>(
            'query ($c: ID!, $l: ID!) { lotImages(catalogId: $c, lotId: $l) { width height } }',
            { c: sale.catalogId, l: lotIds[1] },
          );
          return lotImages.map((i) => [i.width, i.height]);
        },
        { timeout: 30_000 },
      )
      .toEqual([[40, 64]]);
    await shots('images-uploaded');

    // Continue: the preview with every lot, its picture, number, title and estimate.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(new RegExp(`${stepPath}/5$`));
    await page.getByRole('heading', { name: 'Step 5: Preview Session' }).waitFor();
    await page.getByTestId('preview-header').waitFor();
    // The grid asks its page beside the header.
    await page.getByRole('article').nth(5).waitFor();
    expect(await page.getByRole('article').count()).toBe(6);
    const lotTwo = page.getByRole('article', { name: 'Lot 2' });
    await lotTwo.getByText('Oak table').waitFor();
    await lotTwo.getByText('Estimate: $200 - $400').waitFor();
    expect(await lotTwo.getByRole('img').count()).toBe(1);
    expect(await page.getByRole('link', { name: /^Edit Lot / }).count()).toBe(6);
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('article img')).every((img) => (img as HTMLImageElement).complete),
    );
    await shots('preview');
    await page.getByRole('searchbox', { name: 'Search items' }).fill('teapot');
    await page.waitForFunction(() => document.querySelectorAll('article').length === 1);
    await page.getByRole('article', { name: 'Lot 4' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search items' }).fill('');
    await page.waitForFunction(() => document.querySelectorAll('article').length === 6);

    // Continue: Review & Publish.
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(new RegExp(`${stepPath}/6$`));
    await page.getByRole('heading', { name: 'Step 6: Review & Publish' }).waitFor();
    const featured = page.getByRole('region', { name: 'Featured Items' });
    await featured.waitFor();
    await featured.getByText('Feature your lots for $249 per lot/item.').waitFor();
    await shots('review');

    // Featured items: exactly 5; a 6th is refused until one is deselected.
    await featured.getByRole('button', { name: 'Select Featured Items' }).click();
    const picker = page.getByRole('dialog', { name: 'Select Featured Items' });
    await picker.waitFor();
    // The picker asks its page of lots when it opens.
    await picker.getByRole('checkbox', { name: 'Lot 6' }).waitFor();
    expect(await picker.getByRole('checkbox').count()).toBe(6);
    const save = picker.getByRole('button', { name: 'Save' });
    for (const n of [1, 2, 3, 4, 5]) await picker.getByRole('checkbox', { name: `Lot ${n}` }).click();
    expect(await save.isDisabled()).toBe(false);
    await picker.getByRole('checkbox', { name: 'Lot 6' }).click();
    await picker.getByText('You must deselect an item before selecting a new one').waitFor();
    expect(await picker.getByRole('checkbox', { name: 'Lot 6' }).getAttribute('aria-checked')).toBe('false');
    await shots('review-featured-picker');
    await picker.getByRole('checkbox', { name: 'Lot 1' }).click();
    expect(await save.isDisabled()).toBe(true);
    await picker.getByRole('checkbox', { name: 'Lot 6' }).click();
    await save.click();
    await picker.waitFor({ state: 'detached' });
    const chosen = featured.getByRole('list', { name: 'Featured Items' }).getByRole('listitem');
    expect(await chosen.evaluateAll((items) => items.map((i) => i.getAttribute('aria-label')))).toEqual([
      'Lot 2',
      'Lot 3',
      'Lot 4',
      'Lot 5',
      'Lot 6',
    ]);
    const saved = await graphql<{ saleReview: { featured: { lotIds: string[] } } }>(
      'query ($g: ID!, $c: ID!) { saleReview(groupId: $g, catalogId: $c) { featured { lotIds } } }',
      { g: sale.groupId, c: sale.catalogId },
    );
    expect(saved.saleReview.featured.lotIds).toEqual(lotIds.slice(1));
    await shots('review-featured-saved');

    // Publish All, confirmed: the success banner, scrolled into view at the top.
    await page.getByRole('button', { name: 'Publish All' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm: Publish Items' });
    await confirm.waitFor();
    await shots('review-publish-confirm');
    await confirm.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Your items were successfully published!').waitFor({ timeout: 30_000 });
    await page.waitForFunction(() => window.scrollY < 200);
    await shots('review-published');
    // The cover photo modal: the lots' images in a grid of 4 columns, one to choose.
    await page.getByRole('button', { name: /^(Change|Select) Cover Photo$/ }).click();
    const cover = page.getByRole('dialog', { name: 'Select Cover Photo' });
    await cover.waitFor();
    await cover.getByRole('radio', { name: /^Lot 6/ }).waitFor();
    expect(await cover.getByRole('radio').count()).toBe(6);
    expect(await cover.getByTestId('cover-grid').getAttribute('data-columns')).toBe('4');
    await shots('review-cover-modal');
    await cover.getByRole('button', { name: 'Cancel' }).click();
    await cover.waitFor({ state: 'detached' });

    const after = await graphql<{ catalogItems: { items: { nodes: { published: boolean }[] } } }>(
      'query ($c: ID!) { catalogItems(catalogId: $c) { items(pageSize: 200) { nodes { published } } } }',
      { c: sale.catalogId },
    );
    expect(after.catalogItems.items.nodes.every((l) => l.published)).toBe(true);
  });
});
