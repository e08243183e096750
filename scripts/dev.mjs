// `npm run dev`: the upstream and the gateway in watch mode, and the web app with hot reload
// (Vite on http://127.0.0.1:5173/ar/, proxying /graphql, the file routes and /broadcast/ to the gateway).
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { codegen, ensureInstalled, pnpm, root } from './lib.mjs';

await ensureInstalled();
await codegen();
const port = Number(process.env.PORT ?? 4000);
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? port + 1);
const env = {
  ...process.env,
  PORT: String(port),
  UPSTREAM_PORT: String(upstreamPort),
  UPSTREAM_URL: process.env.UPSTREAM_URL ?? `http://127.0.0.1:${upstreamPort}`,
  DATA_DIR: resolve(root, process.env.DATA_DIR ?? '.data'),
  GATEWAY_URL: `http://127.0.0.1:${port}`,
  NODE_ENV: 'development',
};
const [cmd, ...pre] = pnpm();
const procs = [
  ['upstream', ['--filter', '@ah/upstream', 'run', 'dev']],
  ['gateway', ['--filter', '@ah/gateway', 'run', 'dev']],
  ['web', ['--filter', '@ah/web', 'run', 'dev', '--host', '127.0.0.1']],
].map(([name, args]) => {
  const child = spawn(cmd, [...pre, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `[${name}] ${line}`)
      .join('\n') + '\n';
  child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
  child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
  return child;
});
const stop = () => procs.forEach((p) => p.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
