import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const UPSTREAM_DIR = fileURLToPath(new URL('../../../packages/upstream/', import.meta.url));

/** An upstream replica in its own Node process (`src/main.ts` from source), as a deployment runs it. */
export interface UpstreamProcess {
  output(): string;
  /** Still running (not exited by itself or killed). */
  running(): boolean;
  /** SIGKILL: a crash; nothing is released but what the OS and PostgreSQL release. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startUpstreamProcess(env: Record<string, string>): Promise<UpstreamProcess> {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/main.ts'], {
    cwd: UPSTREAM_DIR,
    env: { ...process.env, UPSTREAM_HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-16_000);
      if (/listening on http/.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => reject(new Error(`the upstream exited before listening:\n${output}`)));
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    output: () => output,
    running: () => child.exitCode === null && child.signalCode === null,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
