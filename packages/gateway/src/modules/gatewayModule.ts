import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { RootFieldGuards } from '../auth/guards.js';
import type { GatewayContext } from '../context.js';

/** The guard rule of each root field a module declares, by root type. */
export type ModuleGuards = Readonly<Partial<RootFieldGuards>>;

/**
 * One domain of the gateway, as the schema build and the request context see it. A module's
 * folder (`modules/<name>/`) and SDL file (`@ah/schema`'s `sdl/<name>.graphql`) carry the same
 * glossary name. Its codegen mappers are the `<Type>Model` types exported from its `models.ts`
 * (codegen.ts reads them from there); types cannot travel in this runtime object.
 */
export interface GatewayModule<L extends object = Record<never, never>> {
  /** The glossary name: the module's folder and its SDL file. */
  readonly name: string;
  /** The module's resolver map; merged with the other modules' into one schema. */
  readonly resolvers: Resolvers;
  /** A rule for every root field the module's SDL declares (see auth/guards.ts). */
  readonly guards: ModuleGuards;
  /**
   * The module's DataLoaders for one request, built the first time the request uses one
   * (modules/loaders.ts). Never shared between callers: they close over the caller's credentials.
   */
  readonly loaders?: (context: GatewayContext) => L;
}
