import type DataLoader from 'dataloader';
import type { HouseApi } from '../../../rest/house/houseApi.js';
import type { ProcessorType } from '../../../rest/house/models.js';
import { perKeyLoader } from '../../perKeyLoader.js';

export interface ViewerLoaders {
  /** GET /app/house/{houseRef}/paymentProcessorType, keyed by house ref. */
  paymentProcessorType: DataLoader<string, ProcessorType>;
}

export function createViewerLoaders(house: HouseApi): ViewerLoaders {
  return { paymentProcessorType: perKeyLoader((houseRef: string) => house.paymentProcessorType(houseRef)) };
}
