import { defineIneligibilitySuite } from './support/invoicePaymentsReasons.js';

defineIneligibilitySuite({ name: 'PGlite in memory', postgres: false });
