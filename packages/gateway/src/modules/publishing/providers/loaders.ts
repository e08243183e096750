import type DataLoader from 'dataloader';
import type { CatalogHouseInfo } from '../../../rest/catalog/models.js';
import { CatalogApi } from '../../../rest/catalog/catalogApi.js';
import type { RestServices } from '../../../rest/services.js';
import { perKeyLoader } from '../../perKeyLoader.js';

/** Publishing's reads: the house's catalog facts (whether featured lots are on, sales §2 Review & Publish). */
export interface PublishingLoaders {
  catalogHouseInfo: DataLoader<number, CatalogHouseInfo>;
}

/** The publishing module's loaders: each upstream call at most once per request and key. */
export function createPublishingLoaders(rest: RestServices): PublishingLoaders {
  const catalog = new CatalogApi(rest.catalog);
  return { catalogHouseInfo: perKeyLoader((houseId: number) => catalog.houseInfo(houseId)) };
}

// This module's loaders on every request's context: context.loaders.<name> (context.ts ModuleLoaders).
declare module '../../../context.js' {
  interface ModuleLoaders {
    publishing: PublishingLoaders;
  }
}
