import type {
  FulfilmentLocationResolvers,
  ShippingPolicyResolvers,
} from '../../../__generated__/resolvers-types.js';

/** A shipping origin of the shipping service. */
export const FulfilmentLocation: FulfilmentLocationResolvers = {
  id: (o) => String(o.id),
  name: (o) => o.name,
  accessInstructions: (o) => o.accessInstructions || null,
  address: (o) => ({ ...o.address, addressLine2: o.address.addressLine2 || null }),
  contacts: (o) => o.contacts,
};

/** The house's shipping policy. */
export const ShippingPolicy: ShippingPolicyResolvers = {
  id: (p) => String(p.id),
  name: (p) => p.name,
  eligible: (p) => p.flags.eligible,
  origins: (p) => p.origins.map((o) => ({ id: String(o.id), name: o.name, flag: o.flag })),
  terms: (p) => p.terms.map((t) => ({ id: String(t.id), name: t.name })),
};
