import type { GatewayConfig } from './config.js';
import type { Hubs } from './context.js';
import type { Logger } from './logger.js';
import type { UpstreamClients } from './rest/clients.js';
import type { LiveBackend } from './live/liveBackend.js';

/** What a module's live part is built from: one per gateway. */
export interface LiveDeps {
  /** Pub/sub and poll leases: in-process, or through Redis across replicas. */
  readonly backend: LiveBackend;
  readonly clients: UpstreamClients;
  /** The module reads its own settings here (settings.ts ModuleSettings). */
  readonly config: GatewayConfig;
  readonly logger: Logger;
}

/** A module's live part (GatewayModule.live), built once per gateway. */
export interface ModuleLive<H extends object = object> {
  /** The hub resolvers reach as `context.hubs.<module name>` (context.ts ModuleHubs). */
  readonly hub: H;
  /** The poll loops running on this replica, by kind (the ah_gateway_pollers_active gauge). */
  pollers(): Record<string, number>;
  /** Ends the module's subscriptions and hands this replica's poll leases back (on stop). */
  close(): Promise<void>;
}

/** What a polling hub is built from: the live deps and the module's poll interval. */
export interface PollingHubOptions {
  backend: LiveBackend;
  clients: UpstreamClients;
  pollIntervalMs: number;
  logger: Logger;
}

/** How a module's hub polls: built from the deps, its interval a setting, its watched things counted. */
export interface PollingHubSpec<H extends { close(): Promise<void> }> {
  readonly hub: (options: PollingHubOptions) => H;
  readonly pollIntervalMs: (config: GatewayConfig) => number;
  /** The gauge's `kind` label. */
  readonly poller: string;
  /** The things this replica polls for (sales, groups, catalogs). */
  readonly watched: (hub: H) => number;
}

/** A module's live part made of one polling hub: one poll per watched thing, however many watch it. */
export function pollingLive<H extends { close(): Promise<void> }>(
  spec: PollingHubSpec<H>,
): (deps: LiveDeps) => ModuleLive<H> {
  return (deps) => {
    const hub = spec.hub({
      backend: deps.backend,
      clients: deps.clients,
      pollIntervalMs: spec.pollIntervalMs(deps.config),
      logger: deps.logger,
    });
    return {
      hub,
      pollers: () => ({ [spec.poller]: spec.watched(hub) }),
      close: () => hub.close(),
    };
  };
}

/** Where the modules' live parts come from: GatewayModule has a name and `live`. */
export interface LiveSource {
  readonly name: string;
  readonly live?: ((deps: LiveDeps) => ModuleLive) | undefined;
}

/** Every module's live part as one: the hubs by module name, the pollers summed up, one close. */
export interface ModuleLives {
  readonly hubs: Hubs;
  pollers(): Record<string, number>;
  close(): Promise<void>;
}

/**
 * Starts every module's live part. Two modules of one name, or two poller kinds of one name, stop the
 * boot: the second would hide the first's hub or gauge.
 */
export function startModuleLives(modules: readonly LiveSource[], deps: LiveDeps): ModuleLives {
  const hubs = new Map<string, object>();
  const lives: ModuleLive[] = [];
  const pollerKinds = new Set<string>();
  for (const module of modules) {
    if (!module.live) continue;
    if (hubs.has(module.name)) throw new Error(`two modules named ${module.name} declare a live hub`);
    const live = module.live(deps);
    for (const kind of Object.keys(live.pollers())) {
      if (pollerKinds.has(kind)) throw new Error(`two modules count the poller ${kind}`);
      pollerKinds.add(kind);
    }
    hubs.set(module.name, live.hub);
    lives.push(live);
  }
  return {
    // Each entry is the hub of the module ModuleHubs declares under that name (modules/index.ts checks).
    hubs: Object.fromEntries(hubs) as Hubs,
    pollers: () => Object.assign({}, ...lives.map((live) => live.pollers())),
    close: async () => {
      for (const live of lives) await live.close();
    },
  };
}
