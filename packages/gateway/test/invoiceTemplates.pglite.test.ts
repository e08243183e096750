import { defineInvoiceTemplatesSuite } from './invoiceTemplates.suite.js';

defineInvoiceTemplatesSuite({ name: 'PGlite in memory', postgres: false });
