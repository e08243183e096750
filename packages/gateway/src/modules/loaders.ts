import type { GatewayContext } from '../context.js';
import type { GatewayModule } from './gatewayModule.js';
import { gatewayModules } from './index.js';

/** `A | B` → `A & B`: every module's loaders side by side. */
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

type LoadersOf<M> = M extends GatewayModule<infer L> ? L : never;

/** Every module's DataLoaders, created per request (never shared between callers). */
export type Loaders = Intersection<LoadersOf<(typeof gatewayModules)[number]>>;

type LoaderFactory = (context: GatewayContext) => object;

/** The modules' loader factories, in list order. */
const FACTORIES: readonly LoaderFactory[] = gatewayModules.flatMap((module: GatewayModule<object>) =>
  module.loaders ? [module.loaders] : [],
);

/**
 * A prototype with one lazy getter per loader name: a request builds only the modules it touches
 * (a screen uses one or two of the ~20 loaders; building all of them was 2% of the gateway's CPU
 * on small queries). The names come from one throw-away build at start-up.
 */
let lazyPrototype: object | null = null;

interface LazyLoaders {
  context: GatewayContext;
  built: (object | undefined)[];
}

function prototypeFor(context: GatewayContext): object {
  if (lazyPrototype) return lazyPrototype;
  const prototype: Record<string, unknown> = {};
  FACTORIES.forEach((factory, index) => {
    for (const name of Object.keys(factory(context))) {
      if (name in prototype) throw new Error(`two modules define the loader ${name}`);
      Object.defineProperty(prototype, name, {
        get(this: LazyLoaders) {
          const built = (this.built[index] ??= factory(this.context));
          return (built as Record<string, unknown>)[name];
        },
        enumerable: true,
      });
    }
  });
  lazyPrototype = prototype;
  return prototype;
}

/** This request's loaders over the context's REST clients (bound to the caller's credentials). */
export function createLoaders(context: GatewayContext): Loaders {
  const loaders = Object.create(prototypeFor(context)) as LazyLoaders;
  loaders.context = context;
  loaders.built = [];
  return loaders as unknown as Loaders;
}
