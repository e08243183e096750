import { defineInvoiceTemplatesSuite } from './invoiceTemplates.suite.js';

/** The same suite with the upstream on a fresh database of the local PostgreSQL. */
defineInvoiceTemplatesSuite({ name: 'PostgreSQL', postgres: true });
