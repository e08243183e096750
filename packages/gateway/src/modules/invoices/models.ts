import type { InvoiceTotals } from '../../__generated__/resolvers-types.js';
import type { ShippingAccount } from '../../rest/shipping/models.js';
import type {
  GroupDetailInfo,
  InvoiceBidder,
  InvoiceBidderLine,
  PaymentMethodItem,
} from './providers/invoiceApiModels.js';
import type { GroupListing } from './providers/groupListing.js';

/** What the invoice-editing resolvers need to know about the caller and house besides the invoice. */
export interface InvoiceEditingScope {
  houseRef: string;
  /** The caller's user reference (sent with contact messages). */
  houseUserRef: string;
  processorType: 'p' | 's' | 'w' | null;
  paymentProcessingEnabled: boolean;
  autoChargeEnabled: boolean;
  isSuperUser: boolean;
  canUsePayments: boolean;
  /** YYYY-MM-DD in the house's time zone. */
  today: string;
  timeZone: string;
  /** The house's provider shipping feature flag (invoicing §6): the Shipping Status column. */
  shippingFeatureEnabled: boolean;
  /** The house's account with the shipping service (its calls' account headers). */
  shippingAccount: ShippingAccount;
}

/** Codegen mapper of `Invoice`: the upstream invoice with its group and the caller's scope. */
export interface InvoiceModel {
  invoiceGroupId: string;
  invoice: InvoiceBidder;
  scope: InvoiceEditingScope;
  /** The group's session refs by catalog id (a line's shipment topic is `catalogref:{ref}`). */
  catalogRefs: ReadonlyMap<number, string>;
}

/** Codegen mapper of `InvoiceLine`. */
export interface InvoiceLineModel {
  line: InvoiceBidderLine;
  parent: InvoiceModel;
}

/** The invoices the editor shows, with the figures it derives over all of them. */
export interface ShownInvoices {
  /** `limit` shown invoice ids from `offset`, in display order, and how many are shown in all. */
  window(offset: number, limit: number): Promise<{ ids: number[]; totalCount: number }>;
  /** Every shown invoice id, in display order (Select All Invoices). */
  allIds(): Promise<number[]>;
  totals: InvoiceTotals;
  hasLiveFee: boolean;
  hasPaddleNumbers: boolean;
  /** The group's own fields (title, sessions, cost per lot, payment methods, ...). */
  header(): Promise<GroupDetailInfo>;
  /** These shown invoices in full, in this order. */
  invoices(ids: readonly number[]): Promise<InvoiceModel[]>;
  /** The same for ids still being listed (the header's fields then ride on their read). */
  invoicesOf(ids: Promise<readonly number[]>): Promise<InvoiceModel[]>;
}

/** Codegen mapper of `InvoiceGroupEditor`: the group's invoices, or the listed ones. */
export interface InvoiceGroupEditorModel {
  invoiceGroupId: string;
  /** The ids asked for (sorted, deduplicated); null when every invoice is shown. */
  invoiceIds: number[] | null;
  shown: ShownInvoices;
  scope: InvoiceEditingScope;
}

/** Codegen mapper of `PaymentMethod`. */
export type PaymentMethodModel = PaymentMethodItem;

/** Codegen mapper of `InvoiceChangePayload`: what changed, and how to reload the screens. */
export interface InvoiceChangePayloadModel {
  invoiceGroupId: string;
  invoices: InvoiceModel[];
  lines: InvoiceLineModel[];
}

/** Codegen mapper of `ContactBuyersPayload`. */
export interface ContactBuyersPayloadModel {
  sentCount: number;
  invoices: InvoiceModel[];
}

/**
 * Codegen mapper of `InvoiceGroupDetails`: the group's figures and the ids of a filtered page
 * (the listing), and the full detail of the invoices a field shows (a page, the CSV), read on demand.
 */
export interface InvoiceGroupDetailsModel {
  invoiceGroupId: string;
  listing: GroupListing;
  /** The invoices a field shows, read on demand (providers/groupPages.ts). */
  pages: Pick<ShownInvoices, 'header' | 'invoices' | 'invoicesOf'>;
  scope: InvoiceEditingScope;
}
