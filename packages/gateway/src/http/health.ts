import { Router } from 'express';
import type { UpstreamClients } from '../rest/clients.js';

export interface HealthState {
  /** True once shutdown has begun: readiness fails first, then connections drain. */
  shuttingDown: boolean;
}

/** Whether Redis (when configured) answers on every connection the gateway holds to it. */
export type RedisProbe = (timeoutMs: number) => Promise<boolean>;

/**
 * `/healthz`: the process is up. `/readyz`: not shutting down, every upstream service answers
 * GET /version.json (probed directly, bypassing retries and circuit breakers) and, with
 * `REDIS_URL`, Redis answers: a replica without it counts its rate limits alone and drops live
 * events, so the load balancer should prefer the others. It becomes ready again by itself once
 * Redis is back.
 */
export function healthRoutes(
  state: HealthState,
  clients: UpstreamClients,
  probeTimeoutMs: number,
  redisReady: RedisProbe = () => Promise.resolve(true),
): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (state.shuttingDown) {
      res.status(503).json({ status: 'unavailable', reason: 'shutting down' });
      return;
    }
    const [results, redisUp] = await Promise.all([
      Promise.all(clients.all().map(async (c) => [c.service, await c.ping(probeTimeoutMs)] as const)),
      redisReady(probeTimeoutMs),
    ]);
    const down = results.filter(([, ok]) => !ok).map(([service]) => service);
    if (down.length > 0)
      res.status(503).json({ status: 'unavailable', reason: 'upstream unreachable', services: down });
    else if (!redisUp) res.status(503).json({ status: 'unavailable', reason: 'redis unreachable' });
    else res.json({ status: 'ready' });
  });
  return router;
}
