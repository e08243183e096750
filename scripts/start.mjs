// `npm start`: install, generate, build, then run the upstream and the gateway (which serves the web
// app under /ar and GraphQL on /graphql) on embedded PGlite under DATA_DIR, seeded on first start.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { build, elapsed, ensureInstalled, root } from './lib.mjs';

const started = Date.now();
const port = Number(process.env.PORT ?? 4000);
const upstreamPort = Number(process.env.UPSTREAM_PORT ?? port + 1);
const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');
const upstreamUrl = process.env.UPSTREAM_URL ?? `http://127.0.0.1:${upstreamPort}`;
const children = [];

function startChild(name, script, env, nodeFlags = []) {
  const child = spawn(process.execPath, ['--enable-source-maps', ...nodeFlags, script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    if (shuttingDown) return;
    console.error(`${name} stopped (${code ?? signal}); stopping the product.`);
    shutdown(1);
  });
  children.push(child);
  return child;
}

async function waitFor(url, what, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} did not become ready at ${url} within ${timeoutMs / 1000} s`);
}

let shuttingDown = false;
function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(
    () => process.exit(code),
  );
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

try {
  await ensureInstalled();
  await build();
  if (!process.env.UPSTREAM_URL) {
    startChild('upstream', 'packages/upstream/dist/main.js', {
      UPSTREAM_PORT: String(upstreamPort),
      DATA_DIR: dataDir,
    });
    await waitFor(`${upstreamUrl}/version.json`, 'The upstream');
  }
  // The gateway's own Node flags (packages/gateway/src/nodeFlags.ts), from the build just made.
  const { GATEWAY_NODE_FLAGS } = await import('../packages/gateway/dist/nodeFlags.js');
  startChild(
    'gateway',
    'packages/gateway/dist/main.js',
    {
      PORT: String(port),
      UPSTREAM_URL: upstreamUrl,
      NODE_ENV: process.env.NODE_ENV ?? 'production',
    },
    GATEWAY_NODE_FLAGS,
  );
  const host = process.env.HOST && process.env.HOST !== '0.0.0.0' ? process.env.HOST : '127.0.0.1';
  await waitFor(`http://${host}:${port}/readyz`, 'The gateway');
  console.info(`
  Auction-house back office is running (ready in ${elapsed(started)}).

    App:       http://${host}:${port}/ar/
    GraphQL:   http://${host}:${port}/graphql   (GraphiQL explorer in a signed-in browser)
    Data:      ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : dataDir}

  Demo logins (House ID / username / password):
    demo / staff / demo-password   every access flag
    demo / super / demo-password   super user
    demo / clerk / demo-password   invoices access only
    other / staff / demo-password  a second house (isolation)

  Press Ctrl+C to stop.
`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  shutdown(1);
}
