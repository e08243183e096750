import { CatalogApi } from './catalog/catalogApi.js';
import type { UpstreamClients } from './clients.js';
import { SalesHouseApi } from './house/salesHouseApi.js';
import type { CallContext } from './restClient.js';
import { ShippingPolicyApi } from './shipping/shippingPolicyApi.js';

/** The typed clients the sales setup module uses (catalog, house and shipping services), per request. */
export class SalesApis {
  readonly catalog: CatalogApi;
  readonly house: SalesHouseApi;
  readonly shipping: ShippingPolicyApi;

  constructor(clients: Pick<UpstreamClients, 'house' | 'catalog' | 'shipping'>, call: () => CallContext) {
    this.catalog = new CatalogApi(clients.catalog, call);
    this.house = new SalesHouseApi(clients.house, call);
    this.shipping = new ShippingPolicyApi(clients.shipping, call);
  }
}
