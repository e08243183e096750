import { defineChargeCardsSuite } from './support/invoicePaymentsSuite.js';
import { definePaymentFlowsSuite } from './support/invoicePaymentsFlows.js';

/**
 * The charge and flow suites with the upstream on a fresh database of the local PostgreSQL 15, where
 * duplicates also reach a second upstream process on the same database.
 */
defineChargeCardsSuite({ name: 'PostgreSQL', postgres: true });
definePaymentFlowsSuite({ name: 'PostgreSQL', postgres: true });
