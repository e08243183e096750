import { ViewerCache } from '../auth/viewerCache.js';
import type { GatewayConfig } from '../config.js';
import type { UpstreamObserver } from '../telemetry/upstreamObserver.js';
import { RestClient } from './restClient.js';

/**
 * The process-wide REST clients, one per upstream service (each with its own keep-alive pool and
 * circuit breaker); requests reach them through their typed facades (services.ts).
 */
export interface UpstreamClients {
  house: RestClient;
  /** The catalog service (`/cps/app/...`). */
  catalog: RestClient;
  /** The shipping service (`/api/shipping/...`). */
  shipping: RestClient;
  /** The bid-admin service (`/auctions/bidAdmin/...`). */
  bidAdmin: RestClient;
  /** The house service's user lookups per session, reused for a few seconds (auth/viewerCache.ts). */
  viewerCache: ViewerCache;
  /** Every client, for readiness probes and shutdown. */
  all(): RestClient[];
  close(): Promise<void>;
}

export function createUpstreamClients(config: GatewayConfig, observer?: UpstreamObserver): UpstreamClients {
  const options = {
    timeoutMs: config.upstreamTimeoutMs,
    retries: config.upstreamRetries,
    retryBaseDelayMs: config.upstreamRetryBaseDelayMs,
    circuitBreaker: config.circuitBreaker,
    observer,
  };
  const house = new RestClient('house', config.services.house, options);
  const catalog = new RestClient('catalog', config.services.catalog, options);
  const shipping = new RestClient('shipping', config.services.shipping, options);
  const bidAdmin = new RestClient('bidAdmin', config.services.bidAdmin, options);
  const all = () => [house, catalog, shipping, bidAdmin];
  return {
    house,
    catalog,
    shipping,
    bidAdmin,
    viewerCache: new ViewerCache({ ttlMs: config.viewerCacheTtlMs }),
    all,
    close: async () => {
      await Promise.all(all().map((c) => c.close()));
    },
  };
}
