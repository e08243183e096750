import type DataLoader from 'dataloader';
import type { RestServices } from '../../../rest/services.js';
import { perKeyLoader } from '../../perKeyLoader.js';

export interface BroadcastLoaders {
  /** The house's live events by house id (GET /cps/app/house/{houseID}/broadcasts/live). */
  liveBroadcasts: DataLoader<number, Set<number>>;
}

export function createBroadcastLoaders(rest: RestServices): BroadcastLoaders {
  return {
    liveBroadcasts: perKeyLoader(async (houseID: number) => {
      const res = await rest.catalog.GET('/cps/app/house/{houseID}/broadcasts/live', {
        params: { path: { houseID: String(houseID) } },
      });
      return new Set(res.data.liveEventIDs);
    }),
  };
}

// This module's loaders on every request's context: context.loaders.<name> (context.ts ModuleLoaders).
declare module '../../../context.js' {
  interface ModuleLoaders {
    broadcast: BroadcastLoaders;
  }
}
