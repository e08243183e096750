import type { RestServices } from '../rest/services.js';
import { createApiTokenLoaders, type ApiTokenLoaders } from './apiTokens/providers/loaders.js';
import { createInvoicesHubLoaders, type InvoicesHubLoaders } from './invoicesHub/providers/loaders.js';
import {
  createInvoiceEditingLoaders,
  type InvoiceEditingLoaders,
} from './invoiceEditing/providers/loaders.js';
import {
  createShippingReviewLoaders,
  type ShippingReviewLoaders,
} from './shippingReview/providers/loaders.js';
import { createSalesLoaders, type SalesLoaders } from './sales/providers/loaders.js';
import { createViewerLoaders, type ViewerLoaders } from './viewer/providers/loaders.js';

/** Every module's DataLoaders, created per request (never shared between callers). */
export type Loaders = ViewerLoaders &
  ApiTokenLoaders &
  InvoicesHubLoaders &
  InvoiceEditingLoaders &
  ShippingReviewLoaders &
  SalesLoaders;

/** The APIs a request's loaders call, bound to the caller's credentials. */
interface LoaderApis {
  rest: RestServices;
}

/** Each module's loader factory; a module's loaders are built the first time a request uses one. */
const MODULE_FACTORIES: ReadonlyArray<(apis: LoaderApis) => object> = [
  ({ rest }) => createViewerLoaders(rest),
  ({ rest }) => createApiTokenLoaders(rest),
  ({ rest }) => createInvoicesHubLoaders(rest),
  ({ rest }) => createInvoiceEditingLoaders(rest),
  ({ rest }) => createShippingReviewLoaders(rest),
  ({ rest }) => createSalesLoaders(rest),
];

/**
 * A prototype with one lazy getter per loader name: a request builds only the modules it touches
 * (a screen uses one or two of the ~20 loaders; building all of them was 2% of the gateway's CPU
 * on small queries). The names come from one throw-away build at start-up.
 */
let lazyPrototype: object | null = null;

function prototypeFor(apis: LoaderApis): object {
  if (lazyPrototype) return lazyPrototype;
  const prototype: Record<string, unknown> = {};
  MODULE_FACTORIES.forEach((factory, index) => {
    for (const name of Object.keys(factory(apis))) {
      if (name in prototype) throw new Error(`two modules define the loader ${name}`);
      Object.defineProperty(prototype, name, {
        get(this: { apis: LoaderApis; built: (object | undefined)[] }) {
          const built = (this.built[index] ??= (MODULE_FACTORIES[index] as (apis: LoaderApis) => object)(
            this.apis,
          ));
          return (built as Record<string, unknown>)[name];
        },
        enumerable: true,
      });
    }
  });
  lazyPrototype = prototype;
  return prototype;
}

export function createLoaders(rest: RestServices): Loaders {
  const apis = { rest };
  const loaders = Object.create(prototypeFor(apis)) as { apis: LoaderApis; built: (object | undefined)[] };
  loaders.apis = apis;
  loaders.built = [];
  return loaders as unknown as Loaders;
}
