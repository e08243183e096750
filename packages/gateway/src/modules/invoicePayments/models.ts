import type { InvoiceGroupDetailsModel, InvoiceModel } from '../invoices/index.js';
import type {
  AutoChargeInvoice,
  CardChargeResult,
  SentInvoices,
} from '../../__generated__/resolvers-types.js';

/** Codegen mapper of `ChargeCardsPayload`: the upstream's results plus the invoices as they are now. */
export interface ChargeCardsPayloadModel {
  invoiceGroupId: string;
  results: CardChargeResult[];
  replayed: boolean;
  invoices: InvoiceModel[];
  /** Loads the group details after the charge (only when selected). */
  groupDetails: () => Promise<InvoiceGroupDetailsModel | null>;
}

/** Codegen mapper of `SendInvoicesPayload`. */
export interface SendInvoicesPayloadModel {
  success: boolean;
  sent: SentInvoices;
  replayed: boolean;
  invoices: InvoiceModel[];
}

/** Codegen mapper of `AutoChargeSetup`: the eligible list, paged by its field resolver. */
export interface AutoChargeSetupModel {
  id: string;
  invoiceGroupId: string;
  title: string;
  available: boolean;
  minDate: string;
  maxDate: string;
  eligible: AutoChargeInvoice[];
}
