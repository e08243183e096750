import type { GatewayModule } from '../gatewayModule.js';
import { createViewerLoaders } from './providers/loaders.js';
import { AccessFlags } from './resolvers/AccessFlags.js';
import { House } from './resolvers/House.js';
import { HouseSettings } from './resolvers/HouseSettings.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { User } from './resolvers/User.js';
import { Viewer } from './resolvers/Viewer.js';

/** The signed-in caller: viewer, login/logout, user, house, settings and access flags. */
export const viewerModule = {
  name: 'viewer' as const,
  resolvers: { Query, Mutation, Viewer, User, House, HouseSettings, AccessFlags },
  guards: {
    Query: { viewer: 'public' },
    Mutation: { login: 'public', logout: 'authenticated' },
  },
  loaders: (context) => createViewerLoaders(context.rest),
} satisfies GatewayModule;

// Its loaders, for the modules that read or clear them (eslint/gatewayBoundaries.mjs).
export { viewerLoadersOf } from './providers/loaders.js';
