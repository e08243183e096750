import { describe, expect, it } from 'vitest';
import { SERVER_SUITES } from '../scripts/preflight.mjs';
import { QUICK_LANE, needsWebBuild, planTestRun } from '../scripts/testPlan.mjs';

const ROOT = '/repo/';

/** What `npm test` runs for its arguments (scripts/testPlan.mjs), row by row. */
describe('planTestRun', () => {
  it('runs everything, with lint, typecheck and the web build, when given nothing', () => {
    expect(planTestRun([], ROOT)).toEqual({
      lane: 'full',
      checks: true,
      machineCheck: true,
      webBuild: 'always',
      vitestArgs: [],
    });
  });

  it('runs just the matching files, building the web app only if one needs it, for a path or name', () => {
    expect(planTestRun(['e2e/account.e2e.ts', '-t', 'sign in'], ROOT)).toEqual({
      lane: 'focused',
      checks: false,
      machineCheck: true,
      webBuild: 'if-needed',
      vitestArgs: ['e2e/account.e2e.ts', '-t', 'sign in'],
    });
  });

  it('runs the fast lane with lint and typecheck, without browsers, integration or server suites', () => {
    const plan = planTestRun(['--quick'], ROOT, (folder) =>
      folder === 'packages/upstream/test/'
        ? ['contract.test.ts', 'lots.contract.test.ts', 'restart.test.ts', 'lots.support.ts']
        : [],
    );
    expect(plan).toMatchObject({ lane: 'quick', checks: true, machineCheck: false, webBuild: 'never' });
    const projects = plan.vitestArgs.flatMap((arg, i) =>
      plan.vitestArgs[i - 1] === '--project' ? [arg] : [],
    );
    const excluded = plan.vitestArgs.flatMap((arg, i) =>
      plan.vitestArgs[i - 1] === '--exclude' ? [arg] : [],
    );
    expect(projects).toEqual(QUICK_LANE.projects);
    expect(projects).not.toContain('e2e');
    expect(projects).not.toContain('examples');
    expect(excluded).toEqual(expect.arrayContaining([...SERVER_SUITES.postgres, ...SERVER_SUITES.redis]));
    // The gateway's unit tests (src/), not its integration suites (test/); the repo checks by folder.
    expect(plan.vitestArgs).toContain('/repo/packages/gateway/src/');
    expect(plan.vitestArgs).not.toContain('/repo/packages/gateway/');
    expect(plan.vitestArgs).toContain('/repo/test/');
    // The upstream's unit tests and its contract tests, not its other suites in test/.
    expect(plan.vitestArgs).toContain('/repo/packages/upstream/src/');
    expect(plan.vitestArgs).toContain('/repo/packages/upstream/test/contract.test.ts');
    expect(plan.vitestArgs).toContain('/repo/packages/upstream/test/lots.contract.test.ts');
    expect(plan.vitestArgs.filter((arg) => arg.includes('restart') || arg.includes('support'))).toEqual([]);
    expect(plan.vitestArgs).not.toContain('/repo/packages/upstream/');
    expect(excluded).toContain('**/test/bundleBudget.test.ts');
  });

  it('passes the flags that follow --quick on to Vitest', () => {
    expect(planTestRun(['--quick', '--reporter=dot'], ROOT).vitestArgs.at(-1)).toBe('--reporter=dot');
  });
});

describe('needsWebBuild', () => {
  it.each([
    [['/repo/e2e/account.e2e.ts'], true],
    [['/repo/test/bundleBudget.test.ts'], true],
    [['/repo/packages/web/src/features/calendar/pages/Calendar.test.tsx'], false],
    [['/repo/packages/gateway/test/lots.integration.test.ts', '/repo/e2e/disputes.e2e.ts'], true],
    [[], false],
  ])('%j → %s', (files, expected) => {
    expect(needsWebBuild(files)).toBe(expected);
  });
});
