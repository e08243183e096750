// Types of preflight.mjs for the repo tests (test/preflight.test.ts).
export interface Machine {
  chromiumPath: string;
  chromiumFound: boolean;
  chromiumPathSet: boolean;
  root: boolean;
  apt: boolean;
  postgres: { url: string; reachable: boolean };
  redis: { url: string; reachable: boolean };
  fleet: { haproxy: boolean; postgresBinDir: string | null; redisServer: boolean };
}
export interface Plan {
  install: string[][];
  stop: string | null;
  notes: string[];
  exclude: string[];
}
export const DEFAULT_CHROMIUM: string;
export const DEFAULT_POSTGRES_URL: string;
export const DEFAULT_REDIS_URL: string;
export const CHROMIUM_PACKAGES: string[];
export const HAPROXY_PACKAGES: string[];
export const DEFAULT_HAPROXY: string;
export const DEFAULT_REDIS_SERVER: string;
export const SERVER_SUITES: { postgres: string[]; redis: string[]; fleet: string[] };
export function findPostgresBinDir(candidates?: string[]): string | null;
export function planPreflight(machine: Machine): Plan;
export function canConnect(url: string, defaultPort: number, timeoutMs?: number): Promise<boolean>;
export function inspectMachine(env?: NodeJS.ProcessEnv): Promise<Machine>;
