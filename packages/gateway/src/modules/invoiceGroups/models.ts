import type { GroupDetailInfo } from '../../upstream/house/invoiceEditingModels.js';
import type { Catalog, InvoiceGroup, InvoiceTemplateItem, SaleGroup } from '../../upstream/house/models.js';
import type { InvoiceEditingScope, InvoiceModel } from '../invoices/models.js';

/** Codegen mappers: the REST models of the sale groups to invoice, the invoice groups and the templates to pick. */
export type SessionModel = Catalog;
export type SaleGroupModel = SaleGroup;
export type InvoiceGroupModel = InvoiceGroup;
export type InvoiceTemplateModel = InvoiceTemplateItem;

/** Codegen mapper of `InvoiceGroupDetails`: one group detail answer with its invoices. */
export interface InvoiceGroupDetailsModel {
  invoiceGroupId: string;
  detail: GroupDetailInfo;
  invoices: InvoiceModel[];
  scope: InvoiceEditingScope;
}
