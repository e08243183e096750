import { defineInvoiceEditingSuite } from './support/invoicesSuite.js';

/** The same suite with the upstream on a fresh database of the local PostgreSQL 15. */
defineInvoiceEditingSuite({ name: 'PostgreSQL', postgres: true });
