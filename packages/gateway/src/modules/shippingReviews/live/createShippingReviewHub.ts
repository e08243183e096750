import type { LiveBackend } from '../../../live/liveBackend.js';
import type { Logger } from '../../../logger.js';
import type { UpstreamClients } from '../../../rest/clients.js';
import { InMemoryReviewStateStore, RedisReviewStateStore } from './shippingReviewStateStore.js';
import { ShippingReviewHub } from './shippingReviewHub.js';

/** The hub on the live backend: its shared state in Redis when the backend has Redis. */
export function createShippingReviewHub(options: {
  backend: LiveBackend;
  clients: UpstreamClients;
  pollIntervalMs: number;
  logger: Logger;
}): ShippingReviewHub {
  return new ShippingReviewHub({
    ...options,
    store: options.backend.redis
      ? new RedisReviewStateStore(options.backend.redis)
      : new InMemoryReviewStateStore(),
  });
}
