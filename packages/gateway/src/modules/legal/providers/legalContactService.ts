import type { GatewayContext } from '../../../context.js';
import type { LegalContactModel } from '../models.js';
import { locationsLoadersOf } from '../../locations/index.js';

/** The product's own contact (the legal pages without a signed-in house, or when its lookup fails). */
export const PRODUCT_CONTACT: LegalContactModel = {
  isHouse: false,
  name: 'Auction House Back Office — Customer Care',
  street1: '1 Liberty Plaza',
  street2: 'Floor 12',
  city: 'New York',
  region: 'NY',
  postalCode: '10006',
  country: 'United States',
  phone: '(212) 555-0100',
  email: 'support@example.com',
};

/**
 * The contact of the legal pages (sales §2 App shell footer: terms, privacy, contact): the signed-in
 * caller's house, with the details of its primary location (sales §3 House address "primary"), else
 * the product's. Anonymous callers cost no upstream call; a failed lookup falls back to the product.
 */
export async function legalContact(context: GatewayContext): Promise<LegalContactModel> {
  const viewer = await context.viewer().catch(() => null);
  if (!viewer) return PRODUCT_CONTACT;
  const addresses = await locationsLoadersOf(context).houseAddresses.load('own').catch(() => null);
  const primary = addresses?.find((a) => a.primary) ?? addresses?.[0];
  if (!primary) return { ...PRODUCT_CONTACT, isHouse: true, name: viewer.houseInfo.houseName };
  return {
    isHouse: true,
    name: viewer.houseInfo.houseName,
    street1: primary.addressStreet1,
    street2: primary.addressStreet2,
    city: primary.addressCity,
    region: primary.stateCode || primary.province,
    postalCode: primary.postalCode,
    country: primary.countryName,
    phone: primary.addressPhone,
    email: primary.email,
  };
}
