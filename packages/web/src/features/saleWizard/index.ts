/**
 * The sale wizard (sales §2–§6): the session and fixed-price flows, one folder per step under
 * `steps/`, sharing the frame, step titles and route of `components/` and `model/`.
 */
import type { AppFeature } from '../../platform/feature';
import { saleWizardRoutes } from './routes';

// The items upload's dropzone and its states, reused by the realized prices upload (sales §2).
export { SpreadsheetDropzone } from './steps/uploadLots/components/SpreadsheetDropzone';
export { FILE_CHECK_TITLE, type UploadState } from './steps/uploadLots/model/useSpreadsheetUpload';

export const saleWizardFeature: AppFeature = {
  name: 'saleWizard',
  routes: saleWizardRoutes,
  typePolicies: {
    // The wizard's steps read different fields of one session: normalized by their ids so the
    // answers merge. Channel states and payment choices belong to one sale, so they stay inside it
    // (the same channel id has another state in another session).
    SessionWizard: { keyFields: ['groupId', 'catalogId'] },
    FixedPriceSaleDetails: { keyFields: ['groupId', 'catalogId'] },
    SaleChannel: { keyFields: false },
    PaymentMethodChoice: { keyFields: false },
    FixedPriceTerm: { keyFields: false },
    SessionContacts: { merge: true },
    TimedOptions: { merge: true },
    InvoiceEmailSettings: { merge: true },
    ShipToRules: { merge: true },
    BuyerPremiumSchedule: { merge: true },
    LocationDefaults: { merge: true },
    // Images, preview, Review & Publish: a mutation's payload updates the page by itself.
    ImageUploadStep: { keyFields: ['groupId', 'catalogId'], fields: { lots: { merge: false } } },
    SalePreview: {
      keyFields: ['groupId', 'catalogId'],
      fields: { lots: { merge: false }, lotPage: { merge: false } },
    },
    // The item table and the pickers ask one page at a time: each page is kept by its arguments.
    CatalogItems: {
      keyFields: ['catalogId'],
      fields: { items: { merge: false }, pickableLots: { merge: false } },
    },
    SaleReview: { keyFields: ['groupId', 'catalogId'], fields: { banners: { merge: false } } },
    FeaturedLots: { keyFields: ['catalogId'] },
    CoverPhoto: { keyFields: ['catalogId'] },
  },
};
