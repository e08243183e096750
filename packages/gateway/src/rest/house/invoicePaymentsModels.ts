import type { components, operations } from '../../__generated__/upstream/house.js';
import type { JsonResponse } from '../openapiTypes.js';

/** The invoice-payments REST models (generated from packages/upstream/openapi/house.yaml). */
type Schemas = components['schemas'];

export type InvoiceChargeConfirmation = Schemas['InvoiceChargeConfirmation'];
export type InvoicePreviewAnswer = Schemas['InvoicePreview'];
export type PreviewInvoiceAnswer = Schemas['PreviewInvoice'];
export type PreviewAddressAnswer = Schemas['PreviewAddress'];
export type InvoiceSendResult = Schemas['InvoiceSendResult'];
export type AutoChargeEligibleInvoice = Schemas['AutoChargeEligibleInvoice'];
export type InvoiceAuditEntryAnswer = Schemas['InvoiceAuditEntry'];
export type InvoiceEmailAnswer = Schemas['InvoiceEmail'];
export type AutoChargeListAnswer = JsonResponse<operations['autoChargeEligibleInvoices'], 200>['data'];
export type SetAutoChargeAnswer = JsonResponse<operations['setAutoCharge'], 200>['data'];
export type InvoiceEmailsAnswer = JsonResponse<operations['listInvoiceEmails'], 200>['data'];

/** An answer, and whether the upstream replayed it for a repeated Idempotency-Key. */
export interface Replayable<T> {
  answer: T;
  replayed: boolean;
}
