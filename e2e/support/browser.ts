import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium (npm test installs it when missing); tests never download a browser of their own. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export const artifactsDir = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** `extraArgs`: flags one test needs on top (e.g. the fake camera of the broadcast test). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: [...ARGS, ...extraArgs], headless: true });
}

/**
 * Waits until the page has laid itself out (two animation frames) and every finite transition and
 * animation has finished, e.g. after a resize or a dialog opening: a screenshot then shows the
 * settled page, however slow the machine. Endless ones (a spinner) are not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** Saves a full-page screenshot under e2e/artifacts/ for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: `${artifactsDir}${name}.png`, fullPage: true });
}

/** Signs in through the login form, as a person would. */
export async function signIn(
  page: Page,
  baseUrl: string,
  login: { house: string; user: string; password: string },
) {
  await page.goto(`${baseUrl}/ar/`);
  await page.getByLabel('House ID').fill(login.house);
  await page.getByLabel('Username').fill(login.user);
  await page.getByRole('textbox', { name: 'Password' }).fill(login.password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL(/\/ar\/my-auctions\/current/);
}
