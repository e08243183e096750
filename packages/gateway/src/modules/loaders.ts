import type { HouseApi } from '../upstream/house/houseApi.js';
import type { SalesApis } from '../upstream/salesApis.js';
import type { ShippingReviewApi } from '../upstream/shipping/shippingReviewApi.js';
import { createApiTokenLoaders, type ApiTokenLoaders } from './apiTokens/providers/loaders.js';
import { createInvoicesHubLoaders, type InvoicesHubLoaders } from './invoicesHub/providers/loaders.js';
import { createInvoiceEditingLoaders, type InvoiceEditingLoaders } from './invoiceEditing/providers/loaders.js';
import { createShippingReviewLoaders, type ShippingReviewLoaders } from './shippingReview/providers/loaders.js';
import { createSalesLoaders, type SalesLoaders } from './sales/providers/loaders.js';
import { createViewerLoaders, type ViewerLoaders } from './viewer/providers/loaders.js';

/** Every module's DataLoaders, created per request (never shared between callers). */
export type Loaders = ViewerLoaders &
  ApiTokenLoaders &
  InvoicesHubLoaders &
  InvoiceEditingLoaders &
  ShippingReviewLoaders &
  SalesLoaders;

export function createLoaders(house: HouseApi, shippingReviews: ShippingReviewApi, sales: SalesApis): Loaders {
  return {
    ...createViewerLoaders(house),
    ...createApiTokenLoaders(house),
    ...createInvoicesHubLoaders(house),
    ...createInvoiceEditingLoaders(house),
    ...createShippingReviewLoaders(shippingReviews),
    ...createSalesLoaders(sales),
  };
}
