import { wizardPath } from '@ah/schema';
import type { CalendarSessionResolvers } from '../../../__generated__/resolvers-types.js';
import { mayBulkBid } from '../../../shared/accessFlags.js';
import { isoWithOffset } from '../../../shared/zonedTime.js';
import { auctionTypeOf, routeTypeOf } from '../providers/calendarService.js';

const idOrNull = (value: number | null) => (value === null ? null : String(value));

/** A calendar session: times in its own time zone. */
export const CalendarSession: CalendarSessionResolvers = {
  id: (c) => String(c.catalogID),
  ref: (c) => c.catalogRef,
  guid: (c) => c.catalogGUID,
  title: (c) => c.title,
  imageUrl: (c) => c.imageURL,
  auctionType: (c) => auctionTypeOf(c.isTimed),
  startsAt: (c) => isoWithOffset(c.catalogDateTimeUTC, c.timeZone),
  timeZone: (c) => c.timeZone,
  timeZoneAbbreviation: (c) => c.timeZoneAbbreviation,
  dateTimeDisplay: (c) => c.dateTimeDisplay,
  lotCount: (c) => c.lotCount,
  lotsWithoutImagesCount: (c) => c.lotsWithoutImagesCount,
  unpublishedLotCount: (c) => c.unpublishedLotCount,
  channels: (c) => Object.entries(c.channels).map(([channelName, url]) => ({ channelName, url })),
  invoiceGroupId: (c) => idOrNull(c.invoiceGroupID),
  invoiceGroupSettingsId: (c) => idOrNull(c.invoiceGroupSettingsID),
  liveServerId: (c) => idOrNull(c.liveServerID),
  in2Hours: (c) => c.in2Hours,
  webRtcEnabled: (c) => c.webRTCEnabled,
  ir5VideoEnabled: (c) => c.ir5VideoEnabled,
  unsoldLiveToTimedCatalog: (c) => c.unsoldLivetoTimedCatalog,
  canDelete: (c) => c.lotCount === 0,
  wizardStep: (c) => c.stepTracker,
  editPath: (c) => wizardPath(routeTypeOf(c.isTimed), String(c.groupID), String(c.catalogID), 1),
  // sales §2: timed sales link to their bulk-bidding page, for whoever may open it (sales §6).
  bulkBiddingPath: async (c, _args, context) =>
    c.isTimed && mayBulkBid(await context.requireViewer())
      ? `/bulk-bidding/${encodeURIComponent(c.catalogRef)}`
      : null,
};
