import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The committed load balancer configuration (docker-compose.yml mounts the same file). */
export const HAPROXY_CFG = new URL('../../../deploy/haproxy.cfg', import.meta.url);

export interface LocalPorts {
  web: number;
  upstreamInternal: number;
  stats: number;
  /** The replicas' ports by the server-template prefix they replace (`gateway`, `upstream`). */
  servers: Record<string, number[]>;
}

/**
 * deploy/haproxy.cfg for processes on 127.0.0.1: each `bind *:<port>` on its local port, each
 * `server-template` (Docker's DNS) as one `server` line per local replica with the same options.
 */
export function localHaproxyConfig(cfg: string, ports: LocalPorts): string {
  const binds: Record<string, number> = {
    '8080': ports.web,
    '4001': ports.upstreamInternal,
    '8404': ports.stats,
  };
  return cfg
    .replace(/^(\s*)bind \*:(\d+)$/gm, (line, indent: string, port: string) => {
      const local = binds[port];
      if (local === undefined) throw new Error(`no local port for "${line.trim()}"`);
      return `${indent}bind 127.0.0.1:${local}`;
    })
    .replace(
      /^(\s*)server-template (\w+) \S+ \S+ (.*?) resolvers docker init-addr none$/gm,
      (_line, indent: string, prefix: string, options: string) => {
        const local = ports.servers[prefix];
        if (!local) throw new Error(`no local servers for "${prefix}"`);
        return local
          .map((port, i) => `${indent}server ${prefix}${i + 1} 127.0.0.1:${port} ${options}`)
          .join('\n');
      },
    )
    .replace(/^resolvers docker\n(?:[ \t]+.*\n)+/m, '');
}

export interface LocalHaproxy {
  url: string;
  upstreamUrl: string;
  /** Each server's status (`UP`, `DOWN`, `MAINT`, ...) per backend, from the stats page's CSV. */
  serverStatus(): Promise<Record<string, Record<string, string>>>;
  output(): string;
  stop(): Promise<void>;
}

export async function startHaproxy(folder: string, ports: LocalPorts): Promise<LocalHaproxy> {
  const cfgFile = join(folder, 'haproxy.cfg');
  writeFileSync(cfgFile, localHaproxyConfig(readFileSync(HAPROXY_CFG, 'utf8'), ports));
  // -db: in the foreground, logging to its stdout.
  const child = spawn('haproxy', ['-db', '-f', cfgFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-16_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const statsUrl = `http://127.0.0.1:${ports.stats}/stats;csv`;
  const serverStatus = async () => {
    const csv = await (await fetch(statsUrl, { signal: AbortSignal.timeout(2_000) })).text();
    const status: Record<string, Record<string, string>> = {};
    for (const row of csv.split('\n').slice(1)) {
      const [backend, server, ...fields] = row.split(',');
      if (!backend || !server || server === 'FRONTEND' || server === 'BACKEND') continue;
      (status[backend] ??= {})[server] = fields[15] ?? '';
    }
    return status;
  };
  // Listening once its stats page answers.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    try {
      await serverStatus();
      break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url: `http://127.0.0.1:${ports.web}`,
    upstreamUrl: `http://127.0.0.1:${ports.upstreamInternal}`,
    serverStatus,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
