import type { HouseLocationResolvers } from '../../../__generated__/resolvers-types.js';

const orNull = (value: string) => value || null;

/** A house address of GET /app/house/address. */
export const HouseLocation: HouseLocationResolvers = {
  id: (a) => String(a.addressID),
  facilityName: (a) => orNull(a.facilityName),
  street1: (a) => a.addressStreet1,
  street2: (a) => orNull(a.addressStreet2),
  city: (a) => a.addressCity,
  countryCode: (a) => a.countryCode,
  countryName: (a) => a.countryName,
  stateCode: (a) => orNull(a.stateCode),
  province: (a) => orNull(a.province),
  postalCode: (a) => a.postalCode,
  phone: (a) => orNull(a.addressPhone),
  fax: (a) => orNull(a.addressFax),
  email: (a) => orNull(a.email),
  primary: (a) => a.primary,
  label: (a) => (a.facilityName ? `${a.facilityName} - ${a.location}` : a.location),
  timeZone: (a) => a.timeZoneID,
};
