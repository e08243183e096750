/**
 * Lot images (sales §6): the upload queue (upload targets, checks, registration), the uploader and
 * the lot page's image manager. The wizard's Upload Images step is built from these pieces.
 */
import type { AppFeature } from '../../platform/feature';

export { ImageRequirements } from './components/ImageRequirements';
export { ImageUploader } from './components/ImageUploader';
export { IMAGES_TEXTS } from './components/lotImageTexts';
export { LotImagesManager } from './components/LotImagesManager';
export { checkImage } from './model/checkImage';
export { ImageTransportProvider, type ImageTransport } from './model/imageTransport';
export type { PutOutcome } from './model/imageUploadQueue';
export { useImageUploadQueue } from './model/useImageUploadQueue';

export const lotImagesFeature: AppFeature = {
  name: 'lotImages',
  routes: [],
  // A lot's images are keyed by their photo id: a registration or reorder updates the page by itself.
  typePolicies: { LotImage: { keyFields: ['photoId'] } },
};
