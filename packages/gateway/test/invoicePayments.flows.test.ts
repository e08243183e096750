import { definePaymentFlowsSuite } from './support/invoicePaymentsFlows.js';

definePaymentFlowsSuite({ name: 'PGlite in memory', postgres: false });
