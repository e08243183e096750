import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const gatewayRoot = fileURLToPath(new URL('../..', import.meta.url));
const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** A gateway replica in its own Node process (src/main.ts from source), configured by environment. */
export interface GatewayProcess {
  url: string;
  pid: number;
  child: ChildProcess;
  /** SIGKILL: the replica dies without releasing anything (a crash). */
  kill(): Promise<void>;
  /** SIGTERM: a graceful stop. */
  stop(): Promise<void>;
}

export function startGatewayProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<GatewayProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', MAIN], {
    cwd: gatewayRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      SHUTDOWN_DELAY_MS: '0',
      LOG_LEVEL: 'info',
      // The tests post their own queries with a session cookie, as the web app's hashes would not
      // cover them (docs/API.md: Trusted documents); a test of the policy itself passes its own value.
      TRUSTED_DOCUMENTS: 'off',
      ...env,
    },
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-8_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return new Promise<GatewayProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the gateway did not start in ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const url = /Gateway listening on (http:\/\/[^\s"]+)/.exec(line)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({
        url,
        pid: child.pid ?? 0,
        child,
        kill: () => end('SIGKILL'),
        stop: () => end('SIGTERM'),
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the gateway exited with ${code}\n${stderr}`));
    });
  });
}
