/**
 * The benchmark's processes (gateway, baseline, upstream) run forked with an IPC channel: they report
 * their URL once listening, answer memory and CPU probes, run the named calls they offer (e.g. the
 * upstream's "add a session of N lots") and stop on request.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
export interface MemorySample {
  rssMb: number;
  heapUsedMb: number;
  /** V8's committed heap (what RSS holds for it, used or not). */
  heapTotalMb: number;
  /** Memory outside V8's heap that V8 tracks (Buffers among it). */
  externalMb: number;
}

/** CPU time the process has used so far (user + system), in ms. */
export interface CpuSample {
  cpuMs: number;
}

type ToChild =
  { type: 'memory' } | { type: 'cpu' } | { type: 'stop' } | { type: 'call'; name: string; args: unknown[] };
type FromChild =
  | { type: 'listening'; url: string }
  | { type: 'memory'; sample: MemorySample }
  | { type: 'cpu'; sample: CpuSample }
  | { type: 'called'; value?: unknown; error?: string };

/** What a child offers to the parent's `call(name, ...args)`: one call at a time. */
export type BenchCalls = Record<string, (...args: never[]) => Promise<unknown>>;

const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

/** In the child: answers the parent's messages, and runs `calls` by name. */
export function onBenchMessage(calls: BenchCalls = {}): void {
  // The benchmark died without stopping us: do not outlive it.
  process.on('disconnect', () => process.exit(0));
  process.on('message', (message: ToChild) => {
    if (message.type === 'memory') {
      (globalThis as { gc?: () => void }).gc?.();
      const usage = process.memoryUsage();
      process.send?.({
        type: 'memory',
        sample: {
          rssMb: mb(usage.rss),
          heapUsedMb: mb(usage.heapUsed),
          heapTotalMb: mb(usage.heapTotal),
          externalMb: mb(usage.external),
        },
      });
    } else if (message.type === 'cpu') {
      const usage = process.cpuUsage();
      process.send?.({ type: 'cpu', sample: { cpuMs: (usage.user + usage.system) / 1000 } });
    } else if (message.type === 'call') {
      const call = calls[message.name] as ((...args: unknown[]) => Promise<unknown>) | undefined;
      (call ? call(...message.args) : Promise.reject(new Error(`no call named ${message.name}`))).then(
        (value) => process.send?.({ type: 'called', value }),
        (error: unknown) => process.send?.({ type: 'called', error: String(error) }),
      );
    } else if (message.type === 'stop') {
      process.exit(0);
    }
  });
}

export interface BenchProcess {
  url: string;
  pid: number;
  memory(): Promise<MemorySample>;
  cpu(): Promise<CpuSample>;
  /** Runs a call the child offers (onBenchMessage's `calls`) and resolves with its value. */
  call<T>(name: string, ...args: unknown[]): Promise<T>;
  stop(): Promise<void>;
}

/** Forks `entry` (a TypeScript file beside this one) under tsx with `env`; resolves once it listens. */
/**
 * `--compiled` (or BENCH_COMPILED=1): the processes run the gateway's and the schema's tsc builds
 * (`npm run build` first), as production does; otherwise their sources through tsx.
 */
export const COMPILED = process.argv.includes('--compiled') || process.env['BENCH_COMPILED'] === '1';
const SOURCE_LOADER = ['--conditions=source', '--import', 'tsx'];
const COMPILED_LOADER = ['--import', 'tsx', '--import', fileURLToPath(new URL('./compiled.mjs', import.meta.url))];

export function forkBenchProcess(
  entry: string,
  env: Record<string, string>,
  execArgv: string[] = [],
): Promise<BenchProcess> {
  const child: ChildProcess = fork(fileURLToPath(new URL(entry, import.meta.url)), [], {
    execArgv: [...(COMPILED ? COMPILED_LOADER : SOURCE_LOADER), '--expose-gc', ...execArgv],
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
    cpu: async () => {
      const reply = next('cpu');
      child.send({ type: 'cpu' } satisfies ToChild);
      return ((await reply) as { sample: CpuSample }).sample;
    },
    call: async <T>(name: string, ...args: unknown[]) => {
      const reply = next('called');
      child.send({ type: 'call', name, args } satisfies ToChild);
      const { value, error } = (await reply) as { value?: unknown; error?: string };
      if (error !== undefined) throw new Error(`${entry} ${name}: ${error}`);
      return value as T;
    },
    stop: async () => {
      if (child.exitCode === null) child.send({ type: 'stop' } satisfies ToChild);
      await exited;
    },
  }));
}

/**
 * The environment of a gateway under load in a benchmark: production mode, quiet logs, no shutdown
 * delay, and no session rate limit (thousands of requests a second on one session would hit it).
 */
export function loadTestGatewayEnv(upstreamUrl: string): Record<string, string> {
  return {
    UPSTREAM_URL: upstreamUrl,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    SHUTDOWN_DELAY_MS: '0',
    RATE_LIMIT_SESSION: '0',
  };
}
