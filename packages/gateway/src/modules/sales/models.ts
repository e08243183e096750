import type { BuyPremSchedule, GroupInfo, SessionDefinitionRest } from '../../rest/catalog/models.js';
import type {
  BinSaleRest,
  CalendarCatalogRest,
  CalendarGroupRest,
  HouseAddressRest,
} from '../../rest/house/salesHouseModels.js';
import type { ShippingOriginRest, ShippingPolicyRest } from '../../rest/shipping/shippingPolicyApi.js';

/**
 * Codegen mappers of the sales setup types (codegen.ts): the REST models they resolve from, or a
 * small record for the types whose fields load lazily (each field only when a client selects it).
 */
export type CalendarGroupModel = CalendarGroupRest;
export type CalendarSessionModel = CalendarCatalogRest;
export type BuyNowSaleModel = BinSaleRest;
export type SessionDefinitionModel = SessionDefinitionRest;
export type HouseLocationModel = HouseAddressRest;
export type FulfilmentLocationModel = ShippingOriginRest;
export type ShippingPolicyModel = ShippingPolicyRest;
export type BuyerPremiumScheduleModel = BuyPremSchedule;

export interface SessionWizardModel {
  groupId: string;
  /** "0" for a new session. */
  catalogId: string;
  group: GroupInfo;
}

export interface CountryModel {
  code: string;
  name: string;
}

export interface FixedPriceSaleDetailsModel {
  groupId: string;
  catalogId: string;
  session: SessionDefinitionRest;
}
