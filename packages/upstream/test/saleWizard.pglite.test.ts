import { silentLogger } from '../src/logger.js';
import { bootUpstream } from '../src/server.js';
import { defineSalesSuite } from './support/salesSuite.js';

defineSalesSuite('embedded PGlite', async () => ({
  upstream: await bootUpstream({ pgliteDataDir: 'memory://', seed: 'small', logger: silentLogger }),
}));
