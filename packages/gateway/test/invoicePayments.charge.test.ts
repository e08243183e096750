import { defineChargeCardsSuite } from './support/invoicePaymentsSuite.js';

defineChargeCardsSuite({ name: 'PGlite in memory', postgres: false });
