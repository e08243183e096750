import type { GatewayConfig } from '../config.js';
import { GatewayContext } from '../context.js';
import { resolveConfig } from '../gatewayConfig.js';
import { MODULE_LOADERS } from '../modules/index.js';
import { createUpstreamClients, type UpstreamClients } from '../rest/clients.js';
import type { HouseUser } from '../rest/house/models.js';

/** A HouseUser as the upstream returns it; every access flag off unless overridden. */
export function houseUserFixture(overrides: Partial<HouseUser> = {}): HouseUser {
  return {
    houseInfo: {
      houseRef: 'HTEST',
      houseUserName: 'test',
      houseID: 1,
      houseName: 'Test House',
      isOnlineOnly: false,
      disableINVAInvoicing: false,
      paymentProcessingEnabled: true,
      paymentProcessingEligible: true,
      autoChargeEnabled: false,
      liveOrTimedEnabled: true,
      binEnabled: true,
      timeZone: 'America/New_York',
      providerShippingEnabled: false,
    },
    userRef: 'UTEST',
    userID: 7,
    userName: 'tester',
    firstName: 'Test',
    lastName: 'User',
    houseUserRef: 'HUTEST',
    accessCalendar: 0,
    accessCustomer: 0,
    accessReports: 0,
    accessSensitive: 0,
    accessConsole: 0,
    accessInvoices: 0,
    accessBulkbiding: 0,
    accessMessages: 0,
    accessInventory: 0,
    accessSettlement: 0,
    accessUsers: 0,
    accessPayments: 0,
    connectType: 'n',
    isInstant: false,
    isSuperUser: false,
    ...overrides,
  };
}

/** Clients pointed at a closed port: any upstream call a test did not expect fails loudly. */
export function unreachableClients(overrides: Partial<GatewayConfig> = {}): UpstreamClients {
  return createUpstreamClients(
    resolveConfig({
      services: {
        house: 'http://127.0.0.1:9',
        catalog: 'http://127.0.0.1:9',
        shipping: 'http://127.0.0.1:9',
        bidAdmin: 'http://127.0.0.1:9',
      },
      upstreamRetries: 0,
      ...overrides,
    }),
  );
}

/** A context whose viewer is fixed (no upstream call to learn who the caller is). */
export class FixedViewerContext extends GatewayContext {
  constructor(
    clients: UpstreamClients,
    private readonly fixedViewer: HouseUser | null,
  ) {
    super({
      clients,
      credentials: fixedViewer ? { kind: 'session', token: 'fixture' } : null,
      cookies: null,
      transport: 'http',
      development: false,
      modules: { loaders: MODULE_LOADERS, hubs: {} },
    });
  }

  override viewer(): Promise<HouseUser | null> {
    return Promise.resolve(this.fixedViewer);
  }
}
