import type DataLoader from 'dataloader';
import type {
  AddressDefaults,
  BuyPremSchedule,
  GroupInfo,
  RestCategory,
  RestChannel,
  RestContactType,
} from '../../../rest/catalog/models.js';
import type { BinPaymentRest, BinTermRest, ShipToRest } from '../../../rest/house/saleSetupModels.js';
import { CatalogApi } from '../../../rest/catalog/catalogApi.js';
import { SaleSetupApi } from '../../../rest/house/saleSetupApi.js';
import type { RestServices } from '../../../rest/services.js';
import { perKeyLoader } from '../../perKeyLoader.js';

/** A key of a house-scoped call: the house (from the session) and, for bin parts, a group. */
export interface HouseGroupKey {
  houseRef: string;
  groupId: string;
}

/**
 * The sale wizard's reads (sales §2 Step titles): the sale definition, the session's contacts,
 * categories, channels, premium steps and step tracker, and the fixed-price sale's parts.
 */
export interface SaleWizardLoaders {
  houseContacts: DataLoader<number, RestContactType[]>;
  categories: DataLoader<number, RestCategory[]>;
  addressDefaults: DataLoader<{ houseId: number; addressId: string }, AddressDefaults, string>;
  groupInfo: DataLoader<string, GroupInfo>;
  buyPremSteps: DataLoader<string, BuyPremSchedule>;
  stepTracker: DataLoader<string, number | null>;
  channels: DataLoader<string, RestChannel[]>;
  binPayments: DataLoader<HouseGroupKey, BinPaymentRest[], string>;
  binShipTo: DataLoader<HouseGroupKey, ShipToRest[], string>;
  binTerms: DataLoader<HouseGroupKey, BinTermRest[], string>;
}

const houseGroupKey = (k: HouseGroupKey) => `${k.houseRef}/${k.groupId}`;

/** The sale wizard module's loaders: each upstream call at most once per request and key. */
export function createSaleWizardLoaders(rest: RestServices): SaleWizardLoaders {
  const catalog = new CatalogApi(rest.catalog);
  const house = new SaleSetupApi(rest.house);
  return {
    houseContacts: perKeyLoader((houseId: number) => catalog.contacts(houseId)),
    categories: perKeyLoader((houseId: number) => catalog.categories(houseId)),
    addressDefaults: perKeyLoader(
      (k: { houseId: number; addressId: string }) => catalog.addressDefaults(k.houseId, k.addressId),
      (k) => `${k.houseId}/${k.addressId}`,
    ),
    groupInfo: perKeyLoader((groupId: string) => catalog.groupInfo(groupId)),
    buyPremSteps: perKeyLoader((groupId: string) => catalog.buyPremSteps(groupId)),
    stepTracker: perKeyLoader((catalogId: string) => catalog.stepTracker(catalogId)),
    channels: perKeyLoader((catalogId: string) => catalog.channels(catalogId)),
    binPayments: perKeyLoader((k: HouseGroupKey) => house.binPayments(k.houseRef, k.groupId), houseGroupKey),
    binShipTo: perKeyLoader(
      (k: HouseGroupKey) => house.binShipToExclusions(k.houseRef, k.groupId),
      houseGroupKey,
    ),
    binTerms: perKeyLoader((k: HouseGroupKey) => house.binTerms(k.houseRef, k.groupId), houseGroupKey),
  };
}

// This module's loaders on every request's context: context.loaders.<name> (context.ts ModuleLoaders).
declare module '../../../context.js' {
  interface ModuleLoaders {
    saleWizard: SaleWizardLoaders;
  }
}
