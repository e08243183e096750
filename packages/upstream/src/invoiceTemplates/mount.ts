import type { DomainMount } from '../domain.js';
import { invoiceTemplateRoutes } from './invoiceTemplateRoutes.js';
// Adds its tables to Kysely's table map (db/schema.ts) in every program that compiles the mount.
import type {} from './tables.js';

/** The invoice template editor (invoicing §7). */
export const mountInvoiceTemplates: DomainMount = ({ db }) => ({ houseRoutes: [invoiceTemplateRoutes(db)] });
