import { loadTypeDefs } from '@ah/schema/node';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from 'graphql/index.js';
import { applyArgumentPaths } from './argumentPaths.js';
import { applyGuards } from './auth/guards.js';
import { applyControlCharacterCheck } from './input/controlCharacters.js';
import { gatewayModules, ROOT_FIELD_GUARDS } from './modules/index.js';

/**
 * The executable schema: the SDL from @ah/schema, the modules' resolvers (modules/index.ts), a
 * guard on every root field (throws if any root field has no rule in its module's guards), and
 * around those the control-character check of every field's arguments (first: bad text never costs
 * an upstream call); mutation refusals name the argument they refuse (`extensions.argumentPath`).
 */
export function buildGatewaySchema(): GraphQLSchema {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: gatewayModules.map((module) => module.resolvers),
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });
  return applyControlCharacterCheck(applyGuards(applyArgumentPaths(schema), ROOT_FIELD_GUARDS));
}
