import type DataLoader from 'dataloader';
import type {
  AddressDefaults,
  BuyPremSchedule,
  CatalogHouseInfo,
  GroupInfo,
  RestCategory,
  RestChannel,
  RestContactType,
  RestTimeZone,
  SessionDefinitionRest,
  TermsEntry,
} from '../../../rest/catalog/models.js';
import type {
  BinPaymentRest,
  BinSaleRest,
  BinTermRest,
  CalendarGroupRest,
  CountryItem,
  HouseAddressRest,
  InvoiceGroupSettingsRest,
  PaymentRequiredActivation,
  ShipToRest,
  StateItem,
} from '../../../rest/house/salesHouseModels.js';
import { CatalogApi } from '../../../rest/catalog/catalogApi.js';
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

/** A key of a house-scoped call: the house (from the session) and, for bin parts, a group. */
export interface HouseGroupKey {
  houseRef: string;
  groupId: string;
}

export interface SalesLoaders {
  auctionCalendar: DataLoader<{ houseRef: string; upcoming: boolean }, CalendarGroupRest[], string>;
  binSale: DataLoader<string, BinSaleRest | null>;
  auctionTypeEnabled: DataLoader<string, { liveOrTimedEnabled: boolean; binEnabled: boolean }>;
  paymentActivation: DataLoader<string, PaymentRequiredActivation>;
  catalogHouseInfo: DataLoader<number, CatalogHouseInfo>;
  terms: DataLoader<number, TermsEntry[]>;
  houseContacts: DataLoader<number, RestContactType[]>;
  categories: DataLoader<number, RestCategory[]>;
  addressDefaults: DataLoader<{ houseId: number; addressId: string }, AddressDefaults, string>;
  groupInfo: DataLoader<string, GroupInfo>;
  buyPremSteps: DataLoader<string, BuyPremSchedule>;
  sessionDefinition: DataLoader<string, SessionDefinitionRest>;
  stepTracker: DataLoader<string, number | null>;
  channels: DataLoader<string, RestChannel[]>;
  timeZones: DataLoader<'all', RestTimeZone[]>;
  houseAddresses: DataLoader<'own', HouseAddressRest[]>;
  countries: DataLoader<'all', CountryItem[]>;
  states: DataLoader<string, StateItem[]>;
  invoiceGroupSettings: DataLoader<
    { houseRef: string; groupSettingsId: string },
    InvoiceGroupSettingsRest,
    string
  >;
  binPayments: DataLoader<HouseGroupKey, BinPaymentRest[], string>;
  binShipTo: DataLoader<HouseGroupKey, ShipToRest[], string>;
  binTerms: DataLoader<HouseGroupKey, BinTermRest[], string>;
  /** The house's shipping policy; null when it has none (POLICY_NOT_FOUND). */
  shippingPolicy: DataLoader<ShippingAccount, ShippingPolicyRest | null, string>;
  shippingOrigin: DataLoader<{ account: ShippingAccount; originId: string }, ShippingOriginRest, string>;
}

const houseGroupKey = (k: HouseGroupKey) => `${k.houseRef}/${k.groupId}`;

/** The sales setup module's loaders: each upstream call at most once per request and key. */
export function createSalesLoaders(rest: RestServices): SalesLoaders {
  const catalog = new CatalogApi(rest.catalog);
  const house = new SalesHouseApi(rest.house);
  const shipping = new ShippingPolicyApi(rest.shipping);
  return {
    auctionCalendar: perKeyLoader(
      (k: { houseRef: string; upcoming: boolean }) => house.auctionCalendar(k.houseRef, k.upcoming),
      (k) => `${k.houseRef}/${k.upcoming}`,
    ),
    binSale: perKeyLoader((houseRef: string) => house.binSale(houseRef)),
    auctionTypeEnabled: perKeyLoader((houseRef: string) => house.auctionTypeEnabled(houseRef)),
    paymentActivation: perKeyLoader((houseRef: string) => house.paymentRequiredActivation(houseRef)),
    catalogHouseInfo: perKeyLoader((houseId: number) => catalog.houseInfo(houseId)),
    terms: perKeyLoader((houseId: number) => catalog.terms(houseId)),
    houseContacts: perKeyLoader((houseId: number) => catalog.contacts(houseId)),
    categories: perKeyLoader((houseId: number) => catalog.categories(houseId)),
    addressDefaults: perKeyLoader(
      (k: { houseId: number; addressId: string }) => catalog.addressDefaults(k.houseId, k.addressId),
      (k) => `${k.houseId}/${k.addressId}`,
    ),
    groupInfo: perKeyLoader((groupId: string) => catalog.groupInfo(groupId)),
    buyPremSteps: perKeyLoader((groupId: string) => catalog.buyPremSteps(groupId)),
    sessionDefinition: perKeyLoader((catalogId: string) => catalog.sessionDefinition(catalogId)),
    stepTracker: perKeyLoader((catalogId: string) => catalog.stepTracker(catalogId)),
    channels: perKeyLoader((catalogId: string) => catalog.channels(catalogId)),
    timeZones: perKeyLoader(() => catalog.timeZones()),
    houseAddresses: perKeyLoader(() => house.houseAddresses()),
    countries: perKeyLoader(() => house.countries()),
    states: perKeyLoader((countryCode: string) => house.states(countryCode)),
    invoiceGroupSettings: perKeyLoader(
      (k: { houseRef: string; groupSettingsId: string }) =>
        house.invoiceGroupSettings(k.houseRef, k.groupSettingsId),
      (k) => `${k.houseRef}/${k.groupSettingsId}`,
    ),
    binPayments: perKeyLoader((k: HouseGroupKey) => house.binPayments(k.houseRef, k.groupId), houseGroupKey),
    binShipTo: perKeyLoader(
      (k: HouseGroupKey) => house.binShipToExclusions(k.houseRef, k.groupId),
      houseGroupKey,
    ),
    binTerms: perKeyLoader((k: HouseGroupKey) => house.binTerms(k.houseRef, k.groupId), houseGroupKey),
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
