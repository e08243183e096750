import type { DomainMount } from '../domain.js';
import { invoiceRoutes } from './invoiceRoutes.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

/** The create/edit invoices screen (invoicing §7). */
export const mountInvoices: DomainMount = ({ db }) => ({ houseRoutes: [invoiceRoutes({ db })] });
