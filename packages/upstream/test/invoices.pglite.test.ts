import { silentLogger } from '../src/logger.js';
import { bootUpstream } from '../src/server.js';
import { defineInvoicesSuite } from './support/invoicesSuite.js';

defineInvoicesSuite('embedded PGlite', async () => ({
  upstream: await bootUpstream({ pgliteDataDir: 'memory://', seed: 'small', logger: silentLogger }),
}));
