import { silentLogger } from '../src/logger.js';
import { bootUpstream } from '../src/server.js';
import { createTestDatabase } from '../src/testing.js';
import { defineInvoicesSuite } from './support/invoicesSuite.js';

defineInvoicesSuite('PostgreSQL', async () => {
  const database = await createTestDatabase();
  try {
    const upstream = await bootUpstream({ databaseUrl: database.url, seed: 'small', logger: silentLogger });
    return { upstream, cleanup: () => database.drop() };
  } catch (error) {
    await database.drop();
    throw error;
  }
});
