import { CHANNEL_STATE_LABELS, CONTACT_TYPE_IDS, FACEBOOK_SHARE_CHANNEL_IDS } from '@ah/schema';
import type {
  Category,
  ChannelState,
  Contact,
  ContactRole,
  ContactType,
  SaleChannel,
  SessionContacts,
} from '../../../__generated__/resolvers-types.js';
import type {
  ChannelStateCode,
  RestCategory,
  RestChannel,
  RestContact,
  RestContactType,
  SessionDefinitionRest,
} from '../../../rest/catalog/models.js';

/** REST shapes of the catalog service → the schema's plain types. */

export const CHANNEL_STATE_OF_CODE: Readonly<Record<ChannelStateCode, ChannelState>> = {
  0: 'NOT_AVAILABLE',
  1: 'VIEW_ONLY',
  2: 'AVAILABLE',
};
export const CODE_OF_CHANNEL_STATE: Readonly<Record<ChannelState, ChannelStateCode>> = {
  NOT_AVAILABLE: 0,
  VIEW_ONLY: 1,
  AVAILABLE: 2,
};

const ROLE_OF_TYPE: Readonly<Record<number, ContactRole>> = {
  [CONTACT_TYPE_IDS.consignment]: 'CONSIGNMENT',
  [CONTACT_TYPE_IDS.saleAdministrator]: 'SALE_ADMINISTRATOR',
  [CONTACT_TYPE_IDS.expert]: 'EXPERT',
};

export function toContact(c: RestContact): Contact {
  return {
    id: String(c.id),
    firstName: c.firstname,
    lastName: c.lastname,
    displayName: `${c.firstname} ${c.lastname}`.trim(),
  };
}

export function toContactTypes(types: readonly RestContactType[]): ContactType[] {
  return types.map((t) => ({
    id: t.contactTypeID,
    role: ROLE_OF_TYPE[t.contactTypeID] ?? 'CONSIGNMENT',
    name: t.contactTypeName,
    contacts: t.contacts.map(toContact),
  }));
}

export function toSessionContacts(session: Pick<SessionDefinitionRest, 'contacts'>): SessionContacts {
  const of = (c: RestContact | null) => (c ? toContact(c) : null);
  return {
    consignment: of(session.contacts['1']),
    saleAdministrator: of(session.contacts['3']),
    expert: of(session.contacts['4']),
  };
}

export function toCategories(categories: readonly RestCategory[]): Category[] {
  return categories.map((c) => ({
    id: String(c.id),
    name: c.name,
    subcategories: toCategories(c.subcategories),
  }));
}

/** Every category id in the tree (a selected id must be one of them). */
export function categoryIdsOf(categories: readonly RestCategory[]): Set<string> {
  const ids = new Set<string>();
  const walk = (list: readonly RestCategory[]) => {
    for (const c of list) {
      ids.add(String(c.id));
      walk(c.subcategories);
    }
  };
  walk(categories);
  return ids;
}

/** The AVAILABLE label names Live or Timed for the session (sales §9). */
export function toSaleChannel(channel: RestChannel, isTimed: boolean): SaleChannel {
  const label = (code: ChannelStateCode) =>
    code === 2 ? `Available on Site / ${isTimed ? 'Timed' : 'Live'}` : CHANNEL_STATE_LABELS[code];
  return {
    id: String(channel.channelID),
    name: channel.channelName,
    state: CHANNEL_STATE_OF_CODE[channel.value],
    states: channel.states.map((code) => ({ state: CHANNEL_STATE_OF_CODE[code], label: label(code) })),
    fixed: channel.states.length === 1,
    facebookShare:
      channel.value === 2 &&
      FACEBOOK_SHARE_CHANNEL_IDS.includes(channel.channelID as (typeof FACEBOOK_SHARE_CHANNEL_IDS)[number]),
  };
}
