import type { GroupDetailInfo } from '../../rest/house/invoiceEditingModels.js';
import type { Catalog, InvoiceGroup, SaleGroup } from '../../rest/house/models.js';
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
