import type DataLoader from 'dataloader';
import type { ApiToken } from '../../../rest/house/models.js';
import type { RestServices } from '../../../rest/services.js';
import { perKeyLoader } from '../../perKeyLoader.js';

export interface ApiTokenLoaders {
  /** GET /app/house/{houseRef}/apiTokens (the caller's tokens), keyed by house ref. */
  apiTokens: DataLoader<string, ApiToken[]>;
}

export function createApiTokenLoaders(rest: RestServices): ApiTokenLoaders {
  return {
    apiTokens: perKeyLoader(
      async (houseRef: string) =>
        (await rest.house.GET('/app/house/{houseRef}/apiTokens', { params: { path: { houseRef } } })).data
          .data.apiTokens,
    ),
  };
}

// This module's loaders on every request's context: context.loaders.<name> (context.ts ModuleLoaders).
declare module '../../../context.js' {
  interface ModuleLoaders {
    apiTokens: ApiTokenLoaders;
  }
}
