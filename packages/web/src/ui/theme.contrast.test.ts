import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_THEME } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, theme } from './theme';

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = (hex.slice(1).match(/../g) ?? []).map((h) => {
    const v = parseInt(h, 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

function ratio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const light = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as typeof DEFAULT_THEME).light;
const gray = DEFAULT_THEME.colors.gray;
const red = DEFAULT_THEME.colors.red;

/** The surfaces status text sits on: white cards, the page and striped rows, hovered rows. */
const SURFACES: Record<string, string> = { white: '#ffffff', 'gray.0': gray[0], 'gray.1': gray[1] };
/** Error text also sits on error rows (red.0), error cells (red.1) and grey fieldsets (gray.2). */
const ERROR_SURFACES: Record<string, string> = {
  ...SURFACES,
  'gray.2': gray[2],
  'red.0': red[0],
  'red.1': red[1],
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

describe('status text contrast (WCAG 1.4.3)', () => {
  it.each(['red', 'orange', 'green'])(
    'c="%s" (the theme filled shade) is at least 4.5:1 on every surface',
    (color) => {
      const fg = light[`--mantine-color-${color}-filled`];
      expect(fg).toMatch(/^#[0-9a-f]{6}$/i);
      for (const [surface, bg] of Object.entries(color === 'red' ? ERROR_SURFACES : SURFACES))
        expect(ratio(fg ?? '', bg), `${color} on ${surface}`).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("Mantine's red.7 and red.8 are below 4.5:1 on the grey surfaces (why they are not used for text)", () => {
    expect(ratio(red[7], gray[0])).toBeLessThan(4.5);
    expect(ratio(red[8], gray[0])).toBeLessThan(4.5);
    expect(ratio(red[8], gray[1])).toBeLessThan(4.5);
  });

  it('no component writes text in shades 5-8 of red, orange or green', () => {
    const root = join(__dirname, '..');
    const offending = sources(root).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${file.slice(root.length + 1)}:${i + 1}` }))
        // `c=` is text colour (and `color=` of the upload summary's counts); `color=` elsewhere
        // (a Badge, Button, Progress or icon) is a fill, under other rules.
        .filter(({ line }) => /(\bc=|<Count\b.*\bcolor=).*["'](red|orange|green)\.[5-8]["']/.test(line))
        .map(({ at }) => at),
    );
    expect(offending).toEqual([]);
  });
});
