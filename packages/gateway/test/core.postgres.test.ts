import { defineCoreSuite } from './support/coreSuite.js';

/** The same suite with the upstream on a fresh database of the local PostgreSQL 15 (createTestDatabase). */
defineCoreSuite({ name: 'PostgreSQL', postgres: true });
