import type { GatewayContext } from '../../../context.js';
import type DataLoader from 'dataloader';
import type { RestTimeZone } from '../../../rest/catalog/models.js';
import { CatalogApi } from '../../../rest/catalog/catalogApi.js';
import type { CountryItem, HouseAddressRest, StateItem } from '../../../rest/house/saleSetupModels.js';
import { SaleSetupApi } from '../../../rest/house/saleSetupApi.js';
import type { RestServices } from '../../../rest/services.js';
import type { ShippingAccount } from '../../../rest/shipping/models.js';
import { ShippingPolicyApi, type ShippingOriginRest, type ShippingPolicyRest } from './shippingPolicyApi.js';
import { ErrorCode } from '../../../errors.js';
import { UpstreamError } from '../../../rest/errors.js';
import { perKeyLoader } from '../../perKeyLoader.js';

/**
 * The locations' reads (sales §2 Locations settings): the house's locations, the shipping policy and
 * its fulfilment locations (shipping origins), and the reference lists their forms use.
 */
export interface LocationsLoaders {
  houseAddresses: DataLoader<'own', HouseAddressRest[]>;
  countries: DataLoader<'all', CountryItem[]>;
  states: DataLoader<string, StateItem[]>;
  timeZones: DataLoader<'all', RestTimeZone[]>;
  /** The house's shipping policy; null when it has none (POLICY_NOT_FOUND). */
  shippingPolicy: DataLoader<ShippingAccount, ShippingPolicyRest | null, string>;
  shippingOrigin: DataLoader<{ account: ShippingAccount; originId: string }, ShippingOriginRest, string>;
}

/** The locations module's loaders: each upstream call at most once per request and key. */
export function createLocationsLoaders(rest: RestServices): LocationsLoaders {
  const catalog = new CatalogApi(rest.catalog);
  const house = new SaleSetupApi(rest.house);
  const shipping = new ShippingPolicyApi(rest.shipping);
  return {
    houseAddresses: perKeyLoader(() => house.houseAddresses()),
    countries: perKeyLoader(() => house.countries()),
    states: perKeyLoader((countryCode: string) => house.states(countryCode)),
    timeZones: perKeyLoader(() => catalog.timeZones()),
    shippingPolicy: perKeyLoader(
      (account: ShippingAccount) =>
        shipping.policy(account).catch((error: unknown) => {
          if (
            error instanceof UpstreamError &&
            error.code === ErrorCode.NOT_FOUND &&
            error.upstreamCode === 'POLICY_NOT_FOUND'
          )
            return null;
          throw error;
        }),
      (account) => `${account.externalAccountID}/${account.externalAccountDomain}`,
    ),
    shippingOrigin: perKeyLoader(
      (k: { account: ShippingAccount; originId: string }) => shipping.origin(k.account, k.originId),
      (k) => `${k.account.externalAccountID}/${k.originId}`,
    ),
  };
}

/** This module's loaders for the modules above it (through index.ts: the import shows the dependency). */
export const locationsLoadersOf = (context: GatewayContext): LocationsLoaders => context.loaders.locations;

// This module's loaders on every request's context: context.loaders.<name> (context.ts ModuleLoaders).
declare module '../../../context.js' {
  interface ModuleLoaders {
    locations: LocationsLoaders;
  }
}
