import { silentLogger } from '../src/logger.js';
import { bootUpstream } from '../src/server.js';
import { defineInvoiceEditingSuite } from './support/invoiceEditingSuite.js';

defineInvoiceEditingSuite('embedded PGlite', async () => ({
  upstream: await bootUpstream({ pgliteDataDir: 'memory://', seed: 'small', logger: silentLogger }),
}));
