// `npm test`: every test — unit, contract, integration (PGlite and PostgreSQL), component and browser —
// after lint and typecheck. Checks the machine first (scripts/preflight.mjs), then installs and builds
// what the tests need.
import { build, elapsed, ensureInstalled, run, runPnpm } from './lib.mjs';
import { inspectMachine, planPreflight } from './preflight.mjs';

const started = Date.now();
try {
  const exclude = await preflight();
  await ensureInstalled();
  await build(); // the browser tests drive the built web app served by the gateway
  await runPnpm(['exec', 'eslint', '--max-warnings=0', '.']);
  await runPnpm(['-r', '--filter', './packages/*', '--filter', './e2e', 'run', 'typecheck']);
  await runPnpm(['exec', 'tsc', '-p', 'tsconfig.json']);
  const skipped = exclude.flatMap((glob) => ['--exclude', glob]);
  await runPnpm(['exec', 'vitest', 'run', ...skipped, ...process.argv.slice(2)]);
  console.info(`npm test finished in ${elapsed(started)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

/** Installs what is missing and may be installed, stops with one line otherwise; the globs to skip. */
async function preflight() {
  let plan = planPreflight(await inspectMachine());
  if (plan.install.length > 0) {
    console.info('Chromium is missing: installing it from Debian packages ...');
    for (const [cmd, ...args] of plan.install)
      await run(cmd, args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    plan = planPreflight(await inspectMachine());
    if (plan.install.length > 0)
      plan.stop ??= 'Installing Chromium did not put it in place; see the apt output above.';
  }
  if (plan.stop) {
    console.error(plan.stop);
    process.exit(1);
  }
  for (const note of plan.notes) console.warn(note);
  return plan.exclude;
}
