import type { GroupDetailInfo } from '../../upstream/house/invoiceEditingModels.js';
import type { Catalog, InvoiceGroup, SaleGroup } from '../../upstream/house/models.js';
import type { InvoiceEditingScope, InvoiceModel } from '../invoices/models.js';

/** Codegen mappers: the REST models of the sale groups to invoice and of the invoice groups. */
export type SessionModel = Catalog;
export type SaleGroupModel = SaleGroup;
export type InvoiceGroupModel = InvoiceGroup;

/** Codegen mapper of `InvoiceGroupDetails`: one group detail answer with its invoices. */
export interface InvoiceGroupDetailsModel {
  invoiceGroupId: string;
  detail: GroupDetailInfo;
  invoices: InvoiceModel[];
  scope: InvoiceEditingScope;
}
