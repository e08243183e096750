import type { paths as BidAdminContract } from '../__generated__/upstream/bidAdmin.js';
import type { paths as CatalogContract } from '../__generated__/upstream/catalog.js';
import type { paths as HouseContract } from '../__generated__/upstream/house.js';
import type { paths as ShippingContract } from '../__generated__/upstream/shipping.js';
import type { UpstreamClients } from './clients.js';
import { restFacade, type RestFacade } from './facade.js';
import type { CallContext } from './restClient.js';

/** The paths of `Paths` that start with `Prefix`. */
type Under<Paths, Prefix extends string> = {
  [P in keyof Paths as P extends `${Prefix}${string}` ? P : never]: Paths[P];
};

/**
 * Each service's paths. openapi/shipping.yaml also describes the catalog service's step-7 calls
 * (`/cps/app/catalog/{catalogID}/shipping-review`), so they belong to the catalog facade: a path
 * sent to the wrong service does not compile.
 */
export type HousePaths = HouseContract;
export type CatalogPaths = CatalogContract & Under<ShippingContract, '/cps/'>;
export type ShippingPaths = Under<ShippingContract, '/api/shipping/'>;
export type BidAdminPaths = BidAdminContract;

/**
 * The REST services a request reaches (`context.rest.<service>`), bound to its credentials and
 * call log.
 */
export interface RestServices {
  /** The house app service (`/app/...`). */
  house: RestFacade<HousePaths>;
  /** The catalog service (`/cps/app/...`). */
  catalog: RestFacade<CatalogPaths>;
  /** The shipping service (`/api/shipping/...`); every call carries the account headers. */
  shipping: RestFacade<ShippingPaths>;
  /** The bid-admin service (`/auctions/bidAdmin/...`, `/app/external/.../bidAdmin`, sales §7). */
  bidAdmin: RestFacade<BidAdminPaths>;
}

export function restServices(
  clients: Pick<UpstreamClients, 'house' | 'catalog' | 'shipping' | 'bidAdmin'>,
  call: () => CallContext,
): RestServices {
  return {
    house: restFacade<HousePaths>(clients.house, call),
    catalog: restFacade<CatalogPaths>(clients.catalog, call),
    shipping: restFacade<ShippingPaths>(clients.shipping, call),
    bidAdmin: restFacade<BidAdminPaths>(clients.bidAdmin, call),
  };
}
