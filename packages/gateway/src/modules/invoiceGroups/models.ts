import type { Catalog, InvoiceGroup, SaleGroup } from '../../rest/house/models.js';

/**
 * Codegen mappers: the REST models of the sale groups to invoice and of the invoice groups.
 * `InvoiceGroupDetailsModel` is the invoices module's (modules/invoices/models.ts): it is made of
 * that module's listing and pages, and its services build it.
 */
export type SessionModel = Catalog;
export type SaleGroupModel = SaleGroup;
export type InvoiceGroupModel = InvoiceGroup;
