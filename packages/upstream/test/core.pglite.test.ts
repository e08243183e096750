import { bootUpstream } from '../src/server.js';
import { silentLogger } from '../src/logger.js';
import { defineCoreSuite } from './support/coreSuite.js';

defineCoreSuite('embedded PGlite', async (invoiceBuildHooks) => ({
  upstream: await bootUpstream({
    pgliteDataDir: 'memory://',
    seed: 'small',
    logger: silentLogger,
    invoiceBuildHooks,
  }),
}));
