import { randomBytes } from 'node:crypto';
import type { DomainMount } from '../domain.js';
import { broadcastTokenRoutes, relayRoutes } from './broadcastRoutes.js';
import { broadcastSettings } from './broadcastSettings.js';
import { BroadcastRelay } from './relay.js';

declare module '../domain.js' {
  interface DomainOptions {
    /** Signs broadcast publish tokens (env BROADCAST_TOKEN_SECRET); a fresh secret per start when absent. */
    broadcastTokenSecret?: string | undefined;
    /** The broadcast relay's UDP ports (env BROADCAST_RTC_PORTS, min-max); any free port when absent. */
    broadcastPortRange?: [number, number] | undefined;
  }
}

/**
 * Video broadcast (sales §2 Other screens, §4 Broadcast, §7 Other): the publish token and the
 * embedded WHIP/WHEP relay that plays the streaming service. Tokens are signed with
 * `broadcastTokenSecret` (env BROADCAST_TOKEN_SECRET), a fresh one per start without it. The relay's
 * peer connections and sockets close with the app (`close`).
 */
export const mountBroadcast: DomainMount = ({ db, auth, options }) => {
  const secret = options.broadcastTokenSecret ?? randomBytes(32).toString('hex');
  const relay = new BroadcastRelay({ portRange: options.broadcastPortRange });
  return {
    ownBody: [relayRoutes(relay, secret)],
    routes: [broadcastTokenRoutes(db, auth, secret, relay)],
    close: () => relay.close(),
  };
};
/** Its environment variables and the options they give. */
mountBroadcast.settings = broadcastSettings;
