import pg from 'pg';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, DEMO_LOGINS, startUpstream } from './testing.js';

async function databaseExists(name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await client.connect();
  try {
    const result = await client.query('select 1 from pg_database where datname = $1', [name]);
    return result.rowCount === 1;
  } finally {
    await client.end();
  }
}

describe('test harness', () => {
  it('creates and drops uniquely named PostgreSQL databases', async () => {
    const [a, b] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    expect(a.url).not.toBe(b.url);
    const name = new URL(a.url).pathname.slice(1);
    expect(name).toMatch(/^ah_test_/);
    expect(await databaseExists(name)).toBe(true);
    await Promise.all([a.drop(), b.drop()]);
    await a.drop(); // twice is fine
    expect(await databaseExists(name)).toBe(false);
  });

  it('starts a seeded upstream on a given PostgreSQL database', async () => {
    const database = await createTestDatabase();
    const upstream = await startUpstream({ databaseUrl: database.url });
    try {
      expect(upstream.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await request(upstream.url).post('/app/login').send(DEMO_LOGINS.clerk)).status).toBe(200);
      await upstream.waitForJobs();
    } finally {
      await upstream.close();
      await database.drop();
    }
  });

  it('starts an empty (migrated, unseeded) upstream with seed: false', async () => {
    const database = await createTestDatabase();
    const upstream = await startUpstream({ databaseUrl: database.url, seed: false });
    try {
      expect((await request(upstream.url).post('/app/login').send(DEMO_LOGINS.staff)).status).toBe(401);
      expect((await request(upstream.url).get('/version.json')).status).toBe(200);
    } finally {
      await upstream.close();
      await database.drop();
    }
  });
});
