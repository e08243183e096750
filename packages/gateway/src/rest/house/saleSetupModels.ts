import type { components } from '../../__generated__/upstream/house.js';

/** The house service's sales setup models (generated from packages/upstream/openapi/house.yaml). */
type Schemas = components['schemas'];

export type CalendarGroupRest = Schemas['CalendarGroup'];
export type CalendarCatalogRest = Schemas['CalendarCatalog'];
export type PaymentRequiredActivation = Schemas['PaymentRequiredActivation'];
export type BinSaleRest = Schemas['BinSale'];
export type HouseAddressRest = Schemas['HouseAddress'];
export type HouseLocationRequest = Schemas['HouseLocationRequest'];
export type CountryItem = Schemas['CountryItem'];
export type StateItem = Schemas['StateItem'];
export type InvoiceGroupSettingsRest = Schemas['InvoiceGroupSettings'];
export type InvoiceGroupSettingsRequest = Schemas['InvoiceGroupSettingsRequest'];
export type BinTermRest = Schemas['BinTerm'];
export type BinTermInput = Schemas['BinTermInput'];
export interface BinPaymentRest {
  paymentMethodID: 3 | 4 | 5 | 6;
  paymentMethodName: string;
  selected: boolean;
}
export interface ShipToRest {
  countryCode: string;
  countryName: string;
  selected: boolean;
}
/** POST /location's 200: saved, or the service's admin error (e.g. 302 for a postal code). */
export type SaveLocationResult =
  { kind: 'saved'; addressId: number } | { kind: 'adminError'; errorCode: number; errorMessage: string };
