// Helpers for the root scripts: they run on a fresh machine with only Node 20 and npm, so they find
// (or fetch) pnpm themselves and install the workspace when it is missing or out of date.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

let pnpmCommand;
/** The command that runs pnpm 10: the one on PATH, else `npx -y pnpm@10` (corepack fails here). */
export function pnpm() {
  if (pnpmCommand) return pnpmCommand;
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  pnpmCommand =
    probe.status === 0 && probe.stdout.trim().startsWith('10.') ? ['pnpm'] : ['npx', '-y', 'pnpm@10'];
  return pnpmCommand;
}

/** Runs a command in the repo root, inheriting stdio; rejects on a non-zero exit. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code ?? signal}`)),
    );
  });
}

export function runPnpm(args, options) {
  const [cmd, ...pre] = pnpm();
  return run(cmd, [...pre, ...args], options);
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export async function ensureInstalled() {
  const marker = `${root}node_modules/.modules.yaml`;
  const lock = `${root}pnpm-lock.yaml`;
  const stale = !existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs;
  if (!stale) return;
  console.info('Installing dependencies (pnpm install --frozen-lockfile) ...');
  await runPnpm(['install', '--frozen-lockfile']);
}

export const codegen = () => run(process.execPath, ['scripts/codegen.mjs']);

/** Builds every package in dependency order (schema before gateway and web). */
export async function build() {
  await codegen();
  await runPnpm(['-r', '--filter', './packages/*', 'run', 'build']);
}

export function elapsed(since) {
  return `${((Date.now() - since) / 1000).toFixed(1)} s`;
}

/**
 * Lint and typecheck, as `npm run lint`, `npm run typecheck` and `npm test` run them (pnpm arguments).
 * Both keep a cache in node_modules/.cache, so a second run checks only what changed (the lint has
 * no type-aware rules, so a file's result depends on that file alone).
 */
export const LINT = [
  'exec',
  'eslint',
  '--max-warnings=0',
  '--cache',
  '--cache-location',
  'node_modules/.cache/eslint/',
  '.',
];
export const TYPECHECK = {
  packages: [
    '-r',
    '--workspace-concurrency=1',
    '--filter',
    './packages/*',
    '--filter',
    './e2e',
    'run',
    'typecheck',
  ],
  repo: [
    'exec',
    'tsc',
    '-p',
    'tsconfig.json',
    '--incremental',
    '--tsBuildInfoFile',
    'node_modules/.cache/typecheck-repo.tsbuildinfo',
  ],
};
