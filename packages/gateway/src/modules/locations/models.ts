import type { HouseAddressRest } from '../../rest/house/saleSetupModels.js';
import type { ShippingOriginRest, ShippingPolicyRest } from './providers/shippingPolicyApi.js';

/** Codegen mappers of the location types: the REST models they resolve from, or a small record. */
export type HouseLocationModel = HouseAddressRest;
export type FulfilmentLocationModel = ShippingOriginRest;
export type ShippingPolicyModel = ShippingPolicyRest;

export interface CountryModel {
  code: string;
  name: string;
}
