import { usToIsoDate } from '@ah/schema';
import type { SessionResolvers } from '../../../__generated__/resolvers-types.js';

/** A catalog of the REST API as a session: MM/DD/YYYY dates become YYYY-MM-DD. */
export const Session: SessionResolvers = {
  id: (c) => String(c.catalogID),
  ref: (c) => c.catalogRef,
  date: (c) => usToIsoDate(c.date),
  title: (c) => c.title,
  identifier: (c) => c.identifier,
  dateFull: (c) => c.catalogDateFull,
  locationId: (c) => String(c.addressID),
  saleGroupId: (c) => String(c.groupID),
};
