import type { IncomingMessage } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../gatewayConfig.js';
import { createLogger } from '../logger.js';
import { gatewayModules } from '../modules/index.js';
import { createUpstreamClients } from '../rest/clients.js';
import { Telemetry } from '../telemetry/telemetry.js';
import { buildModuleRoutes } from './moduleRoutes.js';

/** The modules' routes as server.ts builds them; nothing here calls the (closed) upstream. */
const config = resolveConfig({ services: { catalog: 'http://127.0.0.1:9', house: 'http://127.0.0.1:9' } });
const telemetry = new Telemetry(config.tracing);
const clients = createUpstreamClients(config, telemetry);
const routes = buildModuleRoutes(gatewayModules, {
  config,
  clients,
  logger: createLogger('error'),
  allowsOrigin: () => false,
  observer: telemetry,
  contextFor: () => {
    throw new Error('no request reaches a route here');
  },
});
afterAll(async () => {
  await routes.close();
  await clients.close();
  await telemetry.shutdown();
});

const raw = (method: string, url: string) => ({ method, url }) as IncomingMessage;

describe("the modules' routes", () => {
  it('come from the modules that declare them, in the order of the list', () => {
    const declaring = gatewayModules.filter((m) => m.routes).map((m) => m.name);
    expect(declaring).toEqual([
      'lots',
      'lotImages',
      'realizedPrices',
      'saleResults',
      'salesTaxReports',
      'customers',
      'broadcast',
    ]);
    expect(routes.routers).toHaveLength(declaring.length);
  });

  it.each([
    ['POST', '/uploads/items/spreadsheet'],
    ['POST', '/uploads/items/lots?draft=1'],
    ['POST', '/uploads/realizedPrices'],
    ['PUT', '/images/upload/DEMO/12/0f8fad5b-d9cb-469f-a165-70867728950e.jpg?expires=1&signature=x'],
  ])('give %s %s the upload time-outs', (method, url) => {
    expect(routes.isUploadRequest(raw(method, url))).toBe(true);
  });

  it.each([
    ['GET', '/uploads/items/spreadsheet'],
    ['POST', '/graphql'],
    ['POST', '/uploads/items'],
    ['GET', '/images/upload/x'],
    ['PUT', '/images/file/x.jpg'],
    ['POST', '/broadcast/1/whip'],
  ])('give %s %s the ordinary request time-out', (method, url) => {
    expect(routes.isUploadRequest(raw(method, url))).toBe(false);
  });
});
