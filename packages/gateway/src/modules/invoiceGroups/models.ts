import type { GroupSummary } from '../../rest/house/invoiceEditingModels.js';
import type { Catalog, InvoiceGroup, SaleGroup } from '../../rest/house/models.js';
import type { InvoiceEditingScope } from '../invoices/models.js';
import type { GroupPages } from '../invoices/providers/groupPages.js';

/** Codegen mappers: the REST models of the sale groups to invoice and of the invoice groups. */
export type SessionModel = Catalog;
export type SaleGroupModel = SaleGroup;
export type InvoiceGroupModel = InvoiceGroup;

/**
 * Codegen mapper of `InvoiceGroupDetails`: every invoice in a few fields (filter, search, counts,
 * totals) and the full detail of the invoices a field shows (a page, the CSV), read on demand.
 */
export interface InvoiceGroupDetailsModel {
  invoiceGroupId: string;
  summary: GroupSummary;
  pages: GroupPages;
  scope: InvoiceEditingScope;
}
