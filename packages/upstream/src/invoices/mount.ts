import type { DomainMount } from '../domain.js';
import { invoiceEditingRoutes } from './invoiceEditingRoutes.js';

/** The create/edit invoices screen and group details (invoicing §7). */
export const mountInvoices: DomainMount = ({ db }) => ({ houseRoutes: [invoiceEditingRoutes({ db })] });
