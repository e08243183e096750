import type { DomainMount } from '../domain.js';
import { invoiceTemplateRoutes } from './invoiceTemplateRoutes.js';

/** The invoice template editor (invoicing §7). */
export const mountInvoiceTemplates: DomainMount = ({ db }) => ({ houseRoutes: [invoiceTemplateRoutes(db)] });
