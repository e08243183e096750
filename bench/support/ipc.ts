/**
 * The benchmark's processes (gateway, baseline) run forked with an IPC channel: they report their
 * URL once listening, answer memory probes (after a full GC) and stop on request.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { UpstreamCallPlan } from './screens.ts';

export interface BaselineScreen {
  operationName: string;
  calls: UpstreamCallPlan[];
  expected: unknown;
}

export interface MemorySample {
  rssMb: number;
  heapUsedMb: number;
}

type ToChild = { type: 'memory' } | { type: 'stop' } | { type: 'configure'; screens: BaselineScreen[] };
type FromChild =
  { type: 'listening'; url: string } | { type: 'memory'; sample: MemorySample } | { type: 'configured' };

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** In the child: answers the parent's messages. */
export function onBenchMessage(handlers: { configure?: (m: { screens: BaselineScreen[] }) => void }): void {
  // The benchmark died without stopping us: do not outlive it.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: ToChild) => {
    if (message.type === 'memory') {
      (globalThis as { gc?: () => void }).gc?.();
      const usage = process.memoryUsage();
      process.send?.({ type: 'memory', sample: { rssMb: mb(usage.rss), heapUsedMb: mb(usage.heapUsed) } });
    } else if (message.type === 'configure') {
      handlers.configure?.(message);
      process.send?.({ type: 'configured' });
    } else if (message.type === 'stop') {
      process.exit(0);
    }
  });
}

export interface BenchProcess {
  url: string;
  pid: number;
  memory(): Promise<MemorySample>;
  configure(screens: BaselineScreen[]): Promise<void>;
  stop(): Promise<void>;
}

/** Forks `entry` (a TypeScript file beside this one) under tsx with `env`; resolves once it listens. */
export function forkBenchProcess(
  entry: string,
  env: Record<string, string>,
  execArgv: string[] = [],
): Promise<BenchProcess> {
  const child: ChildProcess = fork(fileURLToPath(new URL(entry, import.meta.url)), [], {
    execArgv: ['--conditions=source', '--import', 'tsx', '--expose-gc', ...execArgv],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = (type: FromChild['type']) =>
    new Promise<FromChild>((resolve, reject) => {
      const onMessage = (m: FromChild) => {
        if (m.type !== type) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(m);
      };
      const onExit = (code: number | null) => reject(new Error(`${entry} exited with ${code}`));
      child.on('message', onMessage);
      child.once('exit', onExit);
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return next('listening').then((m) => ({
    url: (m as { url: string }).url,
    pid: child.pid ?? 0,
    memory: async () => {
      const reply = next('memory');
      child.send({ type: 'memory' } satisfies ToChild);
      return ((await reply) as { sample: MemorySample }).sample;
    },
    configure: async (screens) => {
      const reply = next('configured');
      child.send({ type: 'configure', screens } satisfies ToChild);
      await reply;
    },
    stop: async () => {
      if (child.exitCode === null) child.send({ type: 'stop' } satisfies ToChild);
      await exited;
    },
  }));
}
