import type { Catalog, InvoiceGroup, SaleGroup } from '../../rest/house/models.js';
import type { InvoiceEditingScope } from '../invoices/models.js';
import type { GroupListing } from '../invoices/providers/groupListing.js';
import type { GroupPages } from '../invoices/providers/groupPages.js';

/** Codegen mappers: the REST models of the sale groups to invoice and of the invoice groups. */
export type SessionModel = Catalog;
export type SaleGroupModel = SaleGroup;
export type InvoiceGroupModel = InvoiceGroup;

/**
 * Codegen mapper of `InvoiceGroupDetails`: the group's figures and the ids of a filtered page
 * (the listing), and the full detail of the invoices a field shows (a page, the CSV), read on demand.
 */
export interface InvoiceGroupDetailsModel {
  invoiceGroupId: string;
  listing: GroupListing;
  pages: GroupPages;
  scope: InvoiceEditingScope;
}
