// `npm run <task>` for the workspace: installs when needed, then runs the task.
import { build, codegen, ensureInstalled, run, runPnpm } from './lib.mjs';

const [task, ...rest] = process.argv.slice(2);
const tasks = {
  codegen,
  build,
  typecheck: async () => {
    await codegen();
    await runPnpm(['-r', '--filter', './packages/*', '--filter', './e2e', 'run', 'typecheck']);
    await runPnpm(['exec', 'tsc', '-p', 'tsconfig.json']);
  },
  lint: () => runPnpm(['exec', 'eslint', '--max-warnings=0', '.']),
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
