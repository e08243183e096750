import type { HouseApi } from '../upstream/house/houseApi.js';
import { createApiTokenLoaders, type ApiTokenLoaders } from './apiTokens/providers/loaders.js';
import { createInvoicesHubLoaders, type InvoicesHubLoaders } from './invoicesHub/providers/loaders.js';
import { createViewerLoaders, type ViewerLoaders } from './viewer/providers/loaders.js';

/** Every module's DataLoaders, created per request (never shared between callers). */
export type Loaders = ViewerLoaders & ApiTokenLoaders & InvoicesHubLoaders;

export function createLoaders(house: HouseApi): Loaders {
  return {
    ...createViewerLoaders(house),
    ...createApiTokenLoaders(house),
    ...createInvoicesHubLoaders(house),
  };
}
