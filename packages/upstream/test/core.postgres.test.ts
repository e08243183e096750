import { bootUpstream } from '../src/server.js';
import { silentLogger } from '../src/logger.js';
import { createTestDatabase } from '../src/testing.js';
import { defineCoreSuite } from './support/coreSuite.js';

defineCoreSuite('PostgreSQL', async (invoiceBuildHooks) => {
  const database = await createTestDatabase();
  try {
    const upstream = await bootUpstream({
      databaseUrl: database.url,
      seed: 'small',
      logger: silentLogger,
      invoiceBuildHooks,
    });
    return { upstream, cleanup: () => database.drop() };
  } catch (error) {
    await database.drop();
    throw error;
  }
});
