import type { DomainMount } from '../domain.js';
import { invoiceEditingRoutes } from './invoiceEditingRoutes.js';

/** The create/edit invoices screen (invoicing §7). */
export const mountInvoices: DomainMount = ({ db }) => ({ houseRoutes: [invoiceEditingRoutes({ db })] });
