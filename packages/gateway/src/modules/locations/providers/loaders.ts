import type DataLoader from 'dataloader';
import type { RestTimeZone } from '../../../rest/catalog/models.js';
import { CatalogApi } from '../../../rest/catalog/catalogApi.js';
import type { CountryItem, HouseAddressRest, StateItem } from '../../../rest/house/salesHouseModels.js';
import { SalesHouseApi } from '../../../rest/house/salesHouseApi.js';
import type { RestServices } from '../../../rest/services.js';
import type { ShippingAccount } from '../../../rest/shipping/models.js';
import {
  ShippingPolicyApi,
  type ShippingOriginRest,
  type ShippingPolicyRest,
} from '../../../rest/shipping/shippingPolicyApi.js';
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
  const house = new SalesHouseApi(rest.house);
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
