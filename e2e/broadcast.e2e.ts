import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startStack } from './support/stack.js';
import { launchBrowser, screenshot, signIn } from './support/browser.js';

type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * Video broadcast in Chromium (sales §2 Video Broadcast, §4 Broadcast, §8): publish the fake camera
 * over WHIP through the gateway to the upstream's relay; a second page on the preview link decodes
 * the frames (requestVideoFrameCallback counts them); pause stops them; a denied permission shows
 * the §8 text. Chromium's fake devices stand in for a camera: `--use-fake-device-for-media-stream`
 * (a generated test pattern and tone) and `--use-fake-ui-for-media-stream` (the prompt accepted).
 * No mDNS or ICE flag is needed: the relay learns the browser's address from its checks.
 */
const LOGIN = { house: 'demo', user: 'staff', password: 'demo-password' };
const FAKE_MEDIA = ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'];

let stack: Stack;
let browser: Browser;
let eventId: number;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startStack(), launchBrowser(FAKE_MEDIA)]);
  const event = await stack.upstream.db
    .selectFrom('catalogs')
    .innerJoin('houses', 'houses.id', 'catalogs.house_id')
    .where('houses.user_name', '=', 'demo')
    .select('catalogs.id')
    .orderBy('catalogs.id')
    .executeTakeFirstOrThrow();
  eventId = event.id;
});

afterAll(async () => {
  await browser?.close();
  await stack?.close();
});

/** Counts the frames the page's live video has decoded and presented (requestVideoFrameCallback). */
async function countFrames(page: Page): Promise<void> {
  await page.evaluate(() => {
    const video = document.querySelector<HTMLVideoElement>('video[aria-label="Live broadcast"]');
    if (!video) throw new Error('no live video');
    const counter = window as unknown as { framesShown: number };
    counter.framesShown = 0;
    const tick = () => {
      counter.framesShown += 1;
      video.requestVideoFrameCallback(tick);
    };
    video.requestVideoFrameCallback(tick);
  });
}
const framesShown = (page: Page) =>
  page.evaluate(() => (window as unknown as { framesShown: number }).framesShown);

describe('video broadcast in Chromium', () => {
  it('publishes, the preview decodes the frames, pause stops them', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 900 } });
    const page = await context.newPage();
    await signIn(page, stack.gatewayUrl, LOGIN);
    await page.goto(`${stack.gatewayUrl}/ar/broadcast/${eventId}?isWebRtc=1`);
    await expect
      .poll(
        () =>
          page
            .locator('input')
            .and(page.getByLabel('Camera', { exact: true }))
            .count(),
        { timeout: 30_000 },
      )
      .toBe(1);
    await expect
      .poll(() =>
        page
          .locator('input')
          .and(page.getByLabel('Resolution', { exact: true }))
          .inputValue(),
      )
      .toBe('Standard (426x240)');
    const start = page.getByRole('button', { name: 'Start broadcast' });
    await expect.poll(() => start.isEnabled(), { timeout: 30_000 }).toBe(true);
    await start.click();
    await expect.poll(() => page.getByText('Live', { exact: true }).count(), { timeout: 30_000 }).toBe(1);
    // Once publishing the settings hide (sales §4 Broadcast).
    expect(
      await page
        .locator('input')
        .and(page.getByLabel('Camera', { exact: true }))
        .count(),
    ).toBe(0);

    // The preview link opens the viewer page in another tab.
    const [preview] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Open the preview (new tab)' }).click(),
    ]);
    await preview.waitForURL(new RegExp(`/ar/broadcast/${eventId}/preview$`));
    await expect
      .poll(() => preview.locator('video[aria-label="Live broadcast"]').count(), { timeout: 30_000 })
      .toBe(1);
    await countFrames(preview);
    await expect.poll(() => framesShown(preview), { timeout: 60_000 }).toBeGreaterThan(30);
    await screenshot(preview, 'broadcast-preview');

    // Pause: no frame arrives any more (the count stops between two polls a second apart).
    await page.getByRole('button', { name: 'Pause' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Resume' }).count()).toBe(1);
    let last = -1;
    await expect
      .poll(
        async () => {
          const now = await framesShown(preview);
          const moved = now !== last;
          last = now;
          return moved;
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(false);

    // Resume re-acquires the camera and the frames flow again.
    const paused = await framesShown(preview);
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect.poll(() => framesShown(preview), { timeout: 60_000 }).toBeGreaterThan(paused + 30);

    await page.getByRole('button', { name: 'Stop broadcast' }).click();
    await expect
      .poll(
        () =>
          page
            .locator('input')
            .and(page.getByLabel('Camera', { exact: true }))
            .count(),
        { timeout: 30_000 },
      )
      .toBe(1);
    await context.close();
  }, 240_000);

  it('shows the permissions text when the camera is refused', async () => {
    // A browser whose permission prompts are refused (no fake UI to accept them).
    const denying = await launchBrowser(['--use-fake-device-for-media-stream', '--deny-permission-prompts']);
    try {
      const page = await denying.newPage();
      await signIn(page, stack.gatewayUrl, LOGIN);
      await page.goto(`${stack.gatewayUrl}/ar/broadcast/${eventId}`);
      await expect
        .poll(
          () =>
            page
              .getByRole('alert')
              .filter({ hasText: 'Unable to connect to media, please check permissions' })
              .count(),
          {
            timeout: 30_000,
          },
        )
        .toBe(1);
      expect(await page.getByRole('button', { name: 'Start broadcast' }).isDisabled()).toBe(true);
    } finally {
      await denying.close();
    }
  }, 120_000);
});
