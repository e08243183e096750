// What `npm test` runs, decided from its arguments: a pure function, tested row by row in
// test/testPlan.test.ts. The launcher (scripts/test.mjs) carries the plan out.
import { SERVER_SUITES } from './preflight.mjs';

/**
 * The fast lane (`npm run test:quick`): every unit, contract and component test, i.e. the projects
 * schema, web and repo, the gateway's unit tests (src/), and the upstream's unit and contract tests
 * (src/, where each domain keeps its contract test, and the contract files of test/); not the
 * browser tests (e2e), the script examples, the integration suites (the gateway's test/ and the
 * rest of the upstream's), the bundle budget (it weighs a production build) or the server-mode
 * suites (SERVER_SUITES of scripts/preflight.mjs).
 */
export const QUICK_LANE = {
  projects: ['schema', 'upstream', 'gateway', 'web', 'repo'],
  /** Folders under the repository root (Vitest keeps a file under any of them when given absolute). */
  folders: ['packages/schema/', 'packages/upstream/src/', 'packages/gateway/src/', 'packages/web/', 'test/'],
  /** Folders whose contract tests (a name with `contract`) join the lane, the rest of them left out. */
  contractsIn: ['packages/upstream/test/'],
  exclude: [
    '**/test/bundleBudget.test.ts',
    ...SERVER_SUITES.postgres,
    ...SERVER_SUITES.redis,
    ...SERVER_SUITES.fleet,
  ],
};

/** Test files that drive the built web app: the browser tests and the bundle budget. */
export function needsWebBuild(files) {
  return files.some(
    (file) => /(^|[\\/])e2e[\\/]/.test(file) || /(^|[\\/])test[\\/]bundleBudget\.test\.ts$/.test(file),
  );
}

/**
 * @typedef {object} TestPlan
 * @property {'full' | 'quick' | 'focused'} lane
 * @property {boolean} checks  lint and typecheck (beside the tests, not before them)
 * @property {boolean} machineCheck  the preflight: Chromium, and which server suites can run
 * @property {'always' | 'if-needed' | 'never'} webBuild  `if-needed`: when a matching file needs it
 * @property {string[]} vitestArgs  after `vitest run`, before the skipped suites' `--exclude`s
 */

/**
 * `npm test` runs everything; `npm test -- <path or name> [vitest flags]` only the matching files
 * (no lint or typecheck, the web app built only when a browser test is among them);
 * `npm run test:quick` (`--quick`) the fast lane, with lint and typecheck.
 * @param {string[]} argv  the arguments after `node scripts/test.mjs`
 * @param {string} root  the repository's folder, with a trailing slash
 * @param {(folder: string) => string[]} [listFolder]  the file names in a folder under root (quick lane)
 * @returns {TestPlan}
 */
export function planTestRun(argv, root, listFolder = () => []) {
  if (argv[0] === '--quick')
    return {
      lane: 'quick',
      checks: true,
      machineCheck: false,
      webBuild: 'never',
      vitestArgs: [
        ...QUICK_LANE.projects.flatMap((name) => ['--project', name]),
        ...QUICK_LANE.folders.map((folder) => `${root}${folder}`),
        ...QUICK_LANE.contractsIn.flatMap((folder) =>
          listFolder(folder)
            .filter((name) => /contract.*\.test\.ts$/.test(name))
            .map((name) => `${root}${folder}${name}`),
        ),
        ...QUICK_LANE.exclude.flatMap((glob) => ['--exclude', glob]),
        ...argv.slice(1),
      ],
    };
  if (argv.length > 0)
    return {
      lane: 'focused',
      checks: false,
      machineCheck: true,
      webBuild: 'if-needed',
      vitestArgs: [...argv],
    };
  return { lane: 'full', checks: true, machineCheck: true, webBuild: 'always', vitestArgs: [] };
}
