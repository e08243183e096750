import type { Resolvers } from '../__generated__/resolvers-types.js';
import type { RootFieldGuards } from '../auth/guards.js';
import type { GatewayContext } from '../context.js';
import type { LiveDeps, ModuleLive } from '../moduleLive.js';
import type { ModuleSettingsSpec } from '../settings.js';
import type { ModuleRoutes, RouteDeps } from '../routes/moduleRoutes.js';

/** The guard rule of each root field a module declares, by root type. */
export type ModuleGuards = Readonly<Partial<RootFieldGuards>>;

/**
 * One domain of the gateway, as the schema build and the request context see it. A module's
 * folder (`modules/<name>/`) and SDL file (`@ah/schema`'s `sdl/<name>.graphql`) carry the same
 * glossary name. Its codegen mappers are the `<Type>Model` types exported from its `models.ts`
 * (codegen.ts reads them from there).
 *
 * A module is declared `{ name: 'lots' as const, ... } satisfies GatewayModule`: the literal name and
 * the types of its loaders, hub and settings stay on the object, so modules/index.ts can check that
 * context.ts ModuleLoaders / ModuleHubs and settings.ts ModuleSettings hold exactly what the list gives.
 */
export interface GatewayModule {
  /** The glossary name: the module's folder and its SDL file; its key in `context.loaders` and `context.hubs`. */
  readonly name: string;
  /** The module's resolver map; merged with the other modules' into one schema. */
  readonly resolvers: Resolvers;
  /** A rule for every root field the module's SDL declares (see auth/guards.ts). */
  readonly guards: ModuleGuards;
  /**
   * The module's DataLoaders for one request, built the first time the request uses one
   * (contextLoaders.ts): `context.loaders.<name>`. Never shared between callers: they close over the
   * caller's credentials. Their type joins context.ts ModuleLoaders under the module's name; another
   * module reaches them only through functions this module's index.ts exports.
   */
  readonly loaders?: (context: GatewayContext) => object;
  /**
   * The module's live hub, built once per gateway (moduleLive.ts; `pollingLive` for a hub that
   * polls): resolvers reach it as `context.hubs.<name>` (its type joins context.ts ModuleHubs),
   * telemetry counts its pollers, the gateway closes it on stop.
   */
  readonly live?: (deps: LiveDeps) => ModuleLive;
  /**
   * The module's settings and their environment variables (settings.ts); their types join
   * ModuleSettings, and config.ts reads them with the core's.
   */
  readonly settings?: ModuleSettingsSpec;
  /**
   * The module's own HTTP routes (file transfers, relays; modules/<name>/http/), built once at
   * start and mounted after /graphql in the order of the module list (routes/moduleRoutes.ts).
   */
  readonly routes?: (deps: RouteDeps) => ModuleRoutes;
}
