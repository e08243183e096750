import type { GatewayModule } from '../gatewayModule.js';
import { broadcastRelayRoutes } from './http/broadcastRelay.js';
import { createBroadcastLoaders } from './providers/loaders.js';
import { broadcastSettings } from './settings.js';
import { Broadcast, BroadcastPublishToken, CalendarSession } from './resolvers/Broadcast.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';

/**
 * Video broadcast (sales §2 Other screens, §4 Broadcast, §6 accessConsole, §7 Other): the event, its
 * publish token and the calendar's "Live now". The media itself goes through the WHIP/WHEP proxy
 * (the module's http/broadcastRelay.ts), same origin, to the streaming service
 * (BROADCAST_WHIP_URL/WHEP_URL).
 */
export const broadcastModule = {
  name: 'broadcast' as const,
  resolvers: { Query, Mutation, Broadcast, BroadcastPublishToken, CalendarSession },
  guards: {
    Query: { broadcast: { access: 'console' } },
    Mutation: { createBroadcastPublishToken: { access: 'console' } },
  },
  loaders: (context) => createBroadcastLoaders(context.rest),
  settings: broadcastSettings,
  routes: broadcastRelayRoutes,
} satisfies GatewayModule;
