// Types of testPlan.mjs for the repo tests (test/testPlan.test.ts).
export interface TestPlan {
  lane: 'full' | 'quick' | 'focused';
  checks: boolean;
  machineCheck: boolean;
  webBuild: 'always' | 'if-needed' | 'never';
  vitestArgs: string[];
}
export const QUICK_LANE: { projects: string[]; folders: string[]; contractsIn: string[]; exclude: string[] };
export function needsWebBuild(files: readonly string[]): boolean;
export function planTestRun(
  argv: readonly string[],
  root: string,
  listFolder?: (folder: string) => string[],
): TestPlan;
