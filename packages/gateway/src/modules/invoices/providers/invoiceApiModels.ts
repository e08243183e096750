import type { components, operations } from '../../../__generated__/upstream/house.js';
import type { JsonRequest } from '../../../rest/openapiTypes.js';

/** The invoice-editing REST models (generated from packages/upstream/openapi/house.yaml). */
type Schemas = components['schemas'];

export type GroupDetailInfo = Schemas['GroupDetailInfo'];
export type InvoiceBidder = Schemas['InvoiceBidder'];
export type InvoiceBidderLine = Schemas['InvoiceDetail'];
export type AdditionalPriceInfo = Schemas['AdditionalPriceInfo'];
export type PriceTotals = Schemas['PriceTotals'];
export type PaymentMethodItem = Schemas['PaymentMethodItem'];
export type GroupListRow = Schemas['GroupListRow'];
export type OnlinePaymentStat = Schemas['OnlinePaymentStat'];
export type ChannelCode = Schemas['ChannelCode'];
export type GroupDetailInfoUpdate = Schemas['GroupDetailInfoUpdate'];
export type PaidInvoicesRequest = Schemas['PaidInvoicesRequest'];
export type ShippedInvoicesRequest = Schemas['ShippedInvoicesRequest'];
export type AdditionalChargesRequest = JsonRequest<operations['saveAdditionalCharges']>;
export type PatchInvoiceRequest = JsonRequest<operations['patchInvoice']>;
export type InvoiceMessageRequest = JsonRequest<operations['sendInvoiceMessage']>;
export type SetApplyCostPerLotRequest = JsonRequest<operations['setApplyCostPerLot']>;
/** Our extension's figures over a whole group (GET invoicePage, see the upstream README). */
export type InvoiceGroupPageSummary = Schemas['InvoiceGroupPageSummary'];
/** What GET invoicePage (our extension) answers: a page of ids, the matching count, the figures. */
export type InvoiceGroupPage =
  operations['getInvoiceGroupPage']['responses']['200']['content']['application/json']['data'];
/** The query of GET invoicePage. */
export interface InvoiceGroupPageQuery {
  paid: 'ALL' | 'PAID' | 'UNPAID';
  /** Trimmed; '' for none. */
  search: string;
  offset: number;
  limit: number;
  summary: boolean;
}

/** The fields `groupInfo/processCards?summary=true` adds to each row (see the upstream README). */
type SummaryField =
  | 'firstName'
  | 'lastName'
  | 'itemCount'
  | 'pendingAdditionalCharges'
  | 'creditCardLimitExceeded'
  | 'hasLiveFee';

/** A processCards row with its summary fields. */
export type GroupSummaryRow = GroupListRow & Required<Pick<GroupListRow, SummaryField>>;

/** Every invoice of a group in a few fields, and the group's PriceTotals: no lines. */
export interface GroupSummary {
  rows: GroupSummaryRow[];
  totalPriceWithAdditionalCharges: PriceTotals;
}
