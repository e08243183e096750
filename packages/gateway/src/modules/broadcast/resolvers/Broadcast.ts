import type {
  BroadcastPublishTokenResolvers,
  BroadcastResolvers,
  CalendarSessionResolvers,
} from '../../../__generated__/resolvers-types.js';
import { previewRoute, whepPath, whipPath } from '../providers/broadcastPaths.js';
import { liveEventIds } from '../providers/broadcastService.js';

export const Broadcast: BroadcastResolvers = {
  eventId: (b) => String(b.eventId),
  live: async (b, _args, context) => (await liveEventIds(context)).has(b.eventId),
  whipUrl: (b) => whipPath(b.eventId),
  whepUrl: (b) => whepPath(b.eventId),
  previewPath: (b) => previewRoute(b.eventId),
};

export const BroadcastPublishToken: BroadcastPublishTokenResolvers = {
  whipUrl: (t) => whipPath(t.eventId),
};

/** The calendar's "Live now" badge: one call for the whole calendar (the loader), null on failure. */
export const CalendarSession: CalendarSessionResolvers = {
  liveNow: async (session, _args, context) =>
    (await liveEventIds(context).catch(() => null))?.has(session.catalogID) ?? null,
};
