import { defineCoreSuite } from './support/coreSuite.js';

defineCoreSuite({ name: 'PGlite in memory', postgres: false });
