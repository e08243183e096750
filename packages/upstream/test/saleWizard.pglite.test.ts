import { silentLogger } from '../src/logger.js';
import { bootUpstream } from '../src/server.js';
import { defineSaleWizardSuite } from './support/saleWizardSuite.js';

defineSaleWizardSuite('embedded PGlite', async () => ({
  upstream: await bootUpstream({ pgliteDataDir: 'memory://', seed: 'small', logger: silentLogger }),
}));
