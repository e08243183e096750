import { defineInvoiceEditingSuite } from './support/invoicesSuite.js';

defineInvoiceEditingSuite({ name: 'PGlite in memory', postgres: false });
