import type { Catalog, InvoiceGroup, InvoiceTemplateItem, SaleGroup } from '../../upstream/house/models.js';

/** Codegen mappers: the REST models of the sale groups to invoice, the invoice groups and the templates to pick. */
export type SessionModel = Catalog;
export type SaleGroupModel = SaleGroup;
export type InvoiceGroupModel = InvoiceGroup;
export type InvoiceTemplateModel = InvoiceTemplateItem;
