import { usToIsoDate } from '@ah/schema';
import type { SessionDefinitionResolvers } from '../../../__generated__/resolvers-types.js';
import { isoWithOffset } from '../../../shared/zonedTime.js';
import { auctionTypeOf } from '../../calendar/index.js';
import { toSessionContacts } from '../providers/conversions.js';
import { locationsLoadersOf } from '../../locations/index.js';

const idOrNull = (value: number | null) => (value === null ? null : String(value));

/** GET /cps/app/catalog/{id}'s session definition; times in the session's time zone. */
export const SessionDefinition: SessionDefinitionResolvers = {
  id: (s) => String(s.catalogID),
  groupId: (s) => String(s.groupID),
  ref: (s) => s.catalogRef,
  title: (s) => s.title,
  auctionType: (s) => auctionTypeOf(s.isTimed === 1),
  date: (s) => usToIsoDate(s.date),
  dateEnd: (s) => (s.dateEnd ? usToIsoDate(s.dateEnd) : null),
  hour: (s) => s.hour,
  minute: (s) => s.minute,
  ampm: (s) => s.ampm,
  timeZone: (s) => s.TZ_zoneName,
  startsAt: (s) => isoWithOffset(s.eventDateUTCString, s.TZ_zoneName),
  dateTimeDisplay: (s) => s.dateTimeDisplay,
  locationId: (s) => String(s.addressID),
  location: async (s, _args, context) =>
    (await locationsLoadersOf(context).houseAddresses.load('own')).find((a) => a.addressID === s.addressID) ?? null,
  fulfilmentLocationId: (s) => idOrNull(s.defaultShippingOriginID),
  timed: (s) =>
    s.isTimed === 1
      ? {
          staggered: s.timedType === 1,
          staggerSeconds: s.timedValue,
          resellUnsoldLiveLots: s.resellUnsoldLiveLots === 'Y',
        }
      : null,
  liveStatus: (s) => s.liveStatus,
  audioVideo: (s) => s.audioVideo === 4,
  categoryIds: (s) => s.categoryIDs.map(String),
  currency: (s) => s.currency,
  vatRate: (s) => s.vat,
  creator: (s) => s.creator,
  description: (s) => s.description || null,
  viewingNotes: (s) => s.viewNotes || null,
  contacts: (s) => toSessionContacts(s),
  invoiceGroupSettingsId: (s) => idOrNull(s.invoiceGroupSettingsID),
  in2Hours: (s) => s.in2Hours,
};
