import type { GatewayContext } from '../../../context.js';
import { badUserInput } from '../../../errors.js';
import type { BroadcastModel, BroadcastPublishTokenModel } from '../models.js';

/** The event id argument as a number; BAD_USER_INPUT when it cannot be one (no call is made). */
export function eventIdOf(raw: string): number {
  if (!/^[1-9]\d{0,9}$/.test(raw)) throw badUserInput('eventId must be a session id.', 'eventId');
  return Number(raw);
}

/**
 * A publish token from the catalog service (sales §7 GET /app/catalog/{eventId}/millicast-token),
 * with the caller's credentials: another house's event is its 404 (NOT_FOUND).
 */
export async function publishToken(
  context: GatewayContext,
  eventId: number,
): Promise<BroadcastPublishTokenModel> {
  const res = await context.rest.catalog.GET('/app/catalog/{eventId}/millicast-token', {
    params: { path: { eventId: String(eventId) } },
  });
  return { eventId, token: res.data['millicast-token'] };
}

/** The event (its catalog) of the caller's house; NOT_FOUND otherwise. */
export async function broadcast(context: GatewayContext, eventId: number): Promise<BroadcastModel> {
  const res = await context.rest.catalog.GET('/cps/app/catalog/{catalogID}', {
    params: { path: { catalogID: String(eventId) } },
  });
  return { eventId, title: res.data.sessionDefinition.title };
}

/** The house's events broadcasting now (one call per request, through the loader). */
export async function liveEventIds(context: GatewayContext): Promise<Set<number>> {
  const houseId = (await context.requireViewer()).houseInfo.houseID;
  return context.loaders.broadcast.liveBroadcasts.load(houseId);
}
