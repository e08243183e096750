import { Router } from 'express';
import type { UpstreamClients } from '../rest/clients.js';

export interface HealthState {
  /** True once shutdown has begun: readiness fails first, then connections drain. */
  shuttingDown: boolean;
}

/**
 * `/healthz`: the process is up. `/readyz`: not shutting down and every upstream service answers
 * GET /version.json (probed directly, bypassing retries and circuit breakers).
 */
export function healthRoutes(state: HealthState, clients: UpstreamClients, probeTimeoutMs: number): Router {
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
    const results = await Promise.all(
      clients.all().map(async (c) => [c.service, await c.ping(probeTimeoutMs)] as const),
    );
    const down = results.filter(([, ok]) => !ok).map(([service]) => service);
    if (down.length > 0)
      res.status(503).json({ status: 'unavailable', reason: 'upstream unreachable', services: down });
    else res.json({ status: 'ready' });
  });
  return router;
}
