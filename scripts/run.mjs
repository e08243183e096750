// `npm run <task>` for the workspace: installs when needed, then runs the task.
import { build, codegen, ensureInstalled, LINT, run, runPnpm, TYPECHECK } from './lib.mjs';

const [task, ...rest] = process.argv.slice(2);
const tasks = {
  codegen,
  build,
  typecheck: async () => {
    await codegen();
    await runPnpm(TYPECHECK.packages);
    await runPnpm(TYPECHECK.repo);
  },
  lint: () => runPnpm(LINT),
  format: () => runPnpm(['exec', 'prettier', '--write', '.']),
  seed: () => runPnpm(['--filter', '@ah/upstream', 'exec', 'tsx', 'src/seed/cli.ts', ...rest]),
  bench: () => run(process.execPath, ['bench/run.mjs', ...rest]),
  schema: () => run(process.execPath, ['scripts/schema.mjs']),
};

if (!task || !(task in tasks)) {
  console.error(`Usage: node scripts/run.mjs <${Object.keys(tasks).join('|')}>`);
  process.exit(2);
}
try {
  await ensureInstalled();
  await tasks[task]();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
