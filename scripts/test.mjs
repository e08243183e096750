// `npm test`: every test (unit, contract, integration on PGlite and PostgreSQL, component, browser),
// with lint and typecheck running beside them. `npm test -- <path or name>` runs just the matching
// files with what they need; `npm run test:quick` the fast lane (scripts/testPlan.mjs says which).
// Checks the machine first (scripts/preflight.mjs), then installs and builds what the tests need.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codegen, elapsed, ensureInstalled, LINT, pnpm, root, run, runPnpm, TYPECHECK } from './lib.mjs';
import { inspectMachine, planPreflight } from './preflight.mjs';
import { needsWebBuild, planTestRun } from './testPlan.mjs';
import { buildWebAppIfStale } from './webBuild.mjs';

const started = Date.now();
const plan = planTestRun(process.argv.slice(2), root, (folder) => readdirSync(join(root, folder)));
try {
  const exclude = plan.machineCheck ? await checkMachine() : [];
  await ensureInstalled();
  await codegen(); // generated types and documents: the web tests, lint and typecheck read them
  const vitestArgs = [...plan.vitestArgs, ...exclude.flatMap((glob) => ['--exclude', glob])];
  if (
    plan.webBuild === 'always' ||
    (plan.webBuild === 'if-needed' && needsWebBuild(await listFiles(vitestArgs)))
  )
    await buildWebAppIfStale();
  // Lint and typecheck take one core beside the tests instead of minutes before them; their output
  // is held and printed after the tests', so neither interleaves with the other.
  const checks = plan.checks ? runChecks(plan.lane === 'full') : Promise.resolve([]);
  const tests = runPnpm(['exec', 'vitest', 'run', ...vitestArgs]).then(
    () => null,
    (error) => error,
  );
  const [testError, failedChecks] = await Promise.all([tests, checks]);
  if (failedChecks.length > 0 || testError) {
    for (const failed of failedChecks) console.error(`\n${failed.name} failed:\n${failed.output}`);
    throw new Error(
      [testError ? 'tests failed' : '', ...failedChecks.map((failed) => `${failed.name} failed`)]
        .filter(Boolean)
        .join('; '),
    );
  }
  if (plan.checks) console.info('lint and typecheck passed');
  console.info(`npm test (${plan.lane}) finished in ${elapsed(started)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** Installs Chromium and HAProxy when missing and allowed, stops with one line otherwise; the globs to skip. */
async function checkMachine() {
  let preflight = planPreflight(await inspectMachine());
  if (preflight.install.length > 0) {
    console.info(
      `Installing ${preflight.install
        .at(-1)
        ?.filter((a) => !a.startsWith('-'))
        .slice(2)
        .join(', ')} from Debian packages ...`,
    );
    for (const [cmd, ...args] of preflight.install)
      await run(cmd, args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    preflight = planPreflight(await inspectMachine());
    if (preflight.install.length > 0)
      preflight.stop ??= 'Installing Debian packages did not put them in place; see the apt output above.';
  }
  if (preflight.stop) {
    console.error(preflight.stop);
    process.exit(1);
  }
  for (const note of preflight.notes) console.warn(note);
  return preflight.exclude;
}

/** The test files Vitest would run with these arguments. */
async function listFiles(vitestArgs) {
  const dir = mkdtempSync(join(tmpdir(), 'ah-test-list-'));
  try {
    const file = join(dir, 'files.json');
    const [cmd, ...pre] = pnpm();
    const listed = await capture(cmd, [
      ...pre,
      'exec',
      'vitest',
      'list',
      '--filesOnly',
      `--json=${file}`,
      ...vitestArgs,
    ]);
    if (listed.code !== 0) throw new Error(`vitest list failed:\n${listed.output}`);
    return /** @type {{ file: string }[]} */ (JSON.parse(readFileSync(file, 'utf8'))).map(
      (entry) => entry.file,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Lint, typecheck and (full lane) the packages' production builds, one after another; the failed ones. */
async function runChecks(withBuilds) {
  const [cmd, ...pre] = pnpm();
  const steps = [
    ['lint', [...pre, ...LINT]],
    ['typecheck (packages)', [...pre, ...TYPECHECK.packages]],
    ['typecheck (repo)', [...pre, ...TYPECHECK.repo]],
    ...(withBuilds
      ? [
          [
            'build (schema, upstream, gateway)',
            [
              ...pre,
              '-r',
              '--workspace-concurrency=1',
              '--filter',
              '@ah/schema',
              '--filter',
              '@ah/upstream',
              '--filter',
              '@ah/gateway',
              'run',
              'build',
            ],
          ],
        ]
      : []),
  ];
  const failed = [];
  for (const [name, args] of steps) {
    const result = await capture(cmd, args);
    if (result.code !== 0) failed.push({ name, output: result.output });
  }
  return failed;
}

/** Runs a command in the repo root with its output held; resolves with the exit code and the output. */
function capture(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', (error) => resolve({ code: 1, output: `${output}${error.message}` }));
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}
