import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { AccessFlags } from './resolvers/AccessFlags.js';
import { House } from './resolvers/House.js';
import { HouseSettings } from './resolvers/HouseSettings.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { User } from './resolvers/User.js';
import { Viewer } from './resolvers/Viewer.js';

/** The signed-in caller: viewer, login/logout, user, house, settings and access flags. */
export const viewerResolvers: Resolvers = {
  Query,
  Mutation,
  Viewer,
  User,
  House,
  HouseSettings,
  AccessFlags,
};
