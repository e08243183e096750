import type { GatewayContext } from '../../../context.js';
import type DataLoader from 'dataloader';
import type { ProcessorType } from '../../../rest/house/models.js';
import type { RestServices } from '../../../rest/services.js';
import { perKeyLoader } from '../../perKeyLoader.js';

export interface ViewerLoaders {
  /** GET /app/house/{houseRef}/paymentProcessorType, keyed by house ref. */
  paymentProcessorType: DataLoader<string, ProcessorType>;
}

export function createViewerLoaders(rest: RestServices): ViewerLoaders {
  return {
    paymentProcessorType: perKeyLoader(
      async (houseRef: string) =>
        (
          await rest.house.GET('/app/house/{houseRef}/paymentProcessorType', {
            params: { path: { houseRef } },
          })
        ).data['processor-type'],
    ),
  };
}

/** This module's loaders for the modules above it (through index.ts: the import shows the dependency). */
export const viewerLoadersOf = (context: GatewayContext): ViewerLoaders => context.loaders.viewer;

// This module's loaders on every request's context: context.loaders.<name> (context.ts ModuleLoaders).
declare module '../../../context.js' {
  interface ModuleLoaders {
    viewer: ViewerLoaders;
  }
}
