import type { GatewayContext } from '../../../context.js';
import { ImagesApi } from './lotImagesApi.js';

export interface LotImagesLoaders {
  /** The image calls (uploads, registration, the lot page's images), with this request's DataLoaders. */
  images: ImagesApi;
}

export function createLotImagesLoaders(context: GatewayContext): LotImagesLoaders {
  return {
    images: new ImagesApi(
      context.rest.catalog,
      async () => (await context.requireViewer()).houseInfo.houseID,
    ),
  };
}

// This module's loaders on every request's context: context.loaders.<name> (context.ts ModuleLoaders).
declare module '../../../context.js' {
  interface ModuleLoaders {
    lotImages: LotImagesLoaders;
  }
}
