import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { benchNeedsWebBuild, webBuildIsCurrent } from '../scripts/webBuild.mjs';

/** Which benchmarks get packages/web/dist built before they start (scripts/webBuild.mjs). */
describe('benchNeedsWebBuild', () => {
  it.each([
    ['web', [], true],
    ['web', ['--samples=1', '--only=bulk'], true],
    ['web', ['--baseline-dist=/tmp/main-dist', '--baseline-label=main'], true],
    ['broadcast-latency', ['--samples=600'], true],
    // A build of the caller's own is measured as given, never rebuilt.
    ['web', ['--web-dist=/tmp/other-dist'], false],
    ['gateway-overhead', ['--quick'], false],
    ['shipping-fanout', [], false],
  ] as const)('%s %j: %s', (name, args, expected) => {
    expect(benchNeedsWebBuild(name, args)).toBe(expected);
  });
});

/** The build is current only when it exists and is newer than every source it comes from. */
describe('webBuildIsCurrent', () => {
  let root: string;
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds));
  const write = (path: string, seconds: number) => {
    const file = join(root, path);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, '');
    utimesSync(file, at(seconds), at(seconds));
  };

  beforeEach(() => {
    root = `${mkdtempSync(join(tmpdir(), 'ah-web-build-'))}/`;
    write('packages/web/src/main.tsx', 10);
    write('packages/web/index.html', 10);
    write('packages/schema/src/index.ts', 10);
    write('pnpm-lock.yaml', 10);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('is missing on a clean clone', () => {
    expect(webBuildIsCurrent(root)).toBe(false);
  });

  it('is current when built after every source', () => {
    write('packages/web/dist/index.html', 20);
    expect(webBuildIsCurrent(root)).toBe(true);
  });

  it.each([
    'packages/web/src/features/x/deep/Page.tsx',
    'packages/web/vite.config.ts',
    'packages/schema/src/rules/rule.ts',
    'pnpm-lock.yaml',
  ])('is stale once %s changes after the build', (source) => {
    write('packages/web/dist/index.html', 20);
    write(source, 30);
    expect(webBuildIsCurrent(root)).toBe(false);
  });
});
