import type DataLoader from 'dataloader';
import type { HouseApi } from '../../../rest/house/houseApi.js';
import type { ApiToken } from '../../../rest/house/models.js';
import { perKeyLoader } from '../../perKeyLoader.js';

export interface ApiTokenLoaders {
  /** GET /app/house/{houseRef}/apiTokens (the caller's tokens), keyed by house ref. */
  apiTokens: DataLoader<string, ApiToken[]>;
}

export function createApiTokenLoaders(house: HouseApi): ApiTokenLoaders {
  return { apiTokens: perKeyLoader((houseRef: string) => house.listApiTokens(houseRef)) };
}
