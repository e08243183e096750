import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { Mutation } from './resolvers/Mutation.js';
import { Query } from './resolvers/Query.js';
import { DateScalar, DateTimeScalar, MoneyScalar } from './resolvers/scalars.js';

/** Scalars and the schema-wide root fields (`version`). */
export const baseResolvers: Resolvers = {
  Date: DateScalar,
  DateTime: DateTimeScalar,
  Money: MoneyScalar,
  Query,
  Mutation,
};
