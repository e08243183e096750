import { defineInvoiceEditingSuite } from './support/invoiceEditingSuite.js';

defineInvoiceEditingSuite({ name: 'PGlite in memory', postgres: false });
