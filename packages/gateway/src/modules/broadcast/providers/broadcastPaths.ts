/**
 * The gateway's same-origin broadcast endpoints (this module's http/broadcastRelay.ts serves them):
 * the browser needs no other origin, so the app's CSP keeps `connect-src 'self'`.
 */
export const BROADCAST_HTTP_PREFIX = '/broadcast';

/** WHIP: POST an SDP offer with the publish token (RFC 9725). */
export const whipPath = (eventId: number) => `${BROADCAST_HTTP_PREFIX}/${eventId}/whip`;
/** WHEP: POST an SDP offer, signed in with the console flag, to watch the event. */
export const whepPath = (eventId: number) => `${BROADCAST_HTTP_PREFIX}/${eventId}/whep`;
/** The web app's preview page of an event (sales §2 Video Broadcast, preview link). */
export const previewRoute = (eventId: number) => `/broadcast/${eventId}/preview`;
