import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/**
 * Starts the REAL stack (reference upstream on an in-memory database with the demo seed, and the
 * gateway) once for the web tests, in a child process (`stackProcess.ts`), and hands its address and
 * request headers (a bearer token) per demo user to the tests. Unit tests do not need it; component tests read
 * `stackError` and fail loudly when the stack could not start.
 */
declare module 'vitest' {
  export interface ProvidedContext {
    gatewayUrl: string;
    authHeaders: Record<string, Record<string, string>>;
    stackError: string;
  }
}

/**
 * The stack announces itself when it is ready; this only gives up on one that never does. It starts
 * while every other project's tests start too, so on a busy two-core machine it can take minutes
 * (110 s was not enough under load: every component test then failed at once).
 */
const STARTUP_TIMEOUT_MS = 600_000;
const webRoot = fileURLToPath(new URL('../..', import.meta.url));
const script = fileURLToPath(new URL('./stackProcess.ts', import.meta.url));

interface StackInfo {
  gatewayUrl: string;
  authHeaders: Record<string, Record<string, string>>;
}

function startStackProcess(): { child: ChildProcess; ready: Promise<StackInfo> } {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', script], {
    cwd: webRoot,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8_000);
  });
  const ready = new Promise<StackInfo>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The stack did not start in ${STARTUP_TIMEOUT_MS} ms\n${stderr}`)),
      STARTUP_TIMEOUT_MS,
    );
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return;
      clearTimeout(timer);
      try {
        resolve(JSON.parse(line) as StackInfo);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The stack process exited with code ${code}\n${stderr}`));
    });
  });
  return { child, ready };
}

export default async function setup(project: TestProject) {
  project.provide('gatewayUrl', '');
  project.provide('authHeaders', {});
  project.provide('stackError', '');
  const { child, ready } = startStackProcess();
  try {
    const info = await ready;
    project.provide('gatewayUrl', info.gatewayUrl);
    project.provide('authHeaders', info.authHeaders);
  } catch (error) {
    project.provide('stackError', error instanceof Error ? error.message : String(error));
  }
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.stdin?.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
}
