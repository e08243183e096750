// `npm test`: every test — unit, contract, integration (PGlite and PostgreSQL), component and browser —
// after lint and typecheck. Installs and builds what the tests need first.
import { build, elapsed, ensureInstalled, runPnpm } from './lib.mjs';

const started = Date.now();
try {
  await ensureInstalled();
  await build(); // the browser tests drive the built web app served by the gateway
  await runPnpm(['exec', 'eslint', '--max-warnings=0', '.']);
  await runPnpm(['-r', '--filter', './packages/*', '--filter', './e2e', 'run', 'typecheck']);
  await runPnpm(['exec', 'tsc', '-p', 'tsconfig.json']);
  await runPnpm(['exec', 'vitest', 'run', ...process.argv.slice(2)]);
  console.info(`npm test finished in ${elapsed(started)}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
