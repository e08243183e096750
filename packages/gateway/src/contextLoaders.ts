/** Where a request's loaders come from: a module's name and its loader factory (GatewayModule has both). */
export interface LoaderSource<C> {
  readonly name: string;
  readonly loaders?: ((context: C) => object) | undefined;
}

/** A fresh set of loaders for one request's context (context.ts ContextModules.loaders). */
export type RequestLoaders<C, L> = (context: C) => L;

interface LazyLoaders<C> {
  context: C;
  built: Map<string, object>;
}

/**
 * The loaders of one gateway, keyed by module (`context.loaders.saleWizard`): a prototype with one lazy
 * getter per module, so a request builds only the modules it touches (a screen uses one or two;
 * building all of them was 2% of the gateway's CPU on small queries). The prototype is built here, once,
 * when the module list is loaded: two modules of one name stop the boot, not a request.
 *
 * `L` is what the modules declare (context.ts ModuleLoaders); modules/index.ts checks at compile time
 * that it has exactly one entry per module of the list with loaders, of the type its factory builds.
 */
export function requestLoaders<C, L>(modules: readonly LoaderSource<C>[]): RequestLoaders<C, L> {
  const prototype: object = {};
  for (const { name, loaders: factory } of modules) {
    if (!factory) continue;
    if (Object.hasOwn(prototype, name)) throw new Error(`two modules named ${name} declare loaders`);
    Object.defineProperty(prototype, name, {
      get(this: LazyLoaders<C>) {
        let built = this.built.get(name);
        if (!built) this.built.set(name, (built = factory(this.context)));
        return built;
      },
      enumerable: true,
    });
  }
  return (context) => {
    const lazy: LazyLoaders<C> = Object.create(prototype);
    lazy.context = context;
    lazy.built = new Map();
    // The getters are L's members: L is checked against the same list (modules/index.ts).
    return lazy as unknown as L;
  };
}
