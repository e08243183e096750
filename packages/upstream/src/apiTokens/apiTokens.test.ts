import { API_TOKEN_DEFAULT_TTL_DAYS, API_TOKEN_MAX_TTL_DAYS } from '@ah/schema';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { DEMO_HOUSE_REF, DEMO_LOGINS } from '../seed/demoLogins.js';
import { bootUpstream, type RunningUpstream } from '../server.js';
import { callerFromApiToken, LAST_USED_RESOLUTION_MS } from './apiTokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const TOKENS = `/app/house/${DEMO_HOUSE_REF}/apiTokens`;

describe('API tokens: expiry, scopes, last use', () => {
  let upstream: RunningUpstream;
  let url: string;
  let staff: string;
  const db = () => upstream.database.db;

  const create = (body: object, cookie = staff) => request(url).post(TOKENS).set('Cookie', cookie).send(body);
  const asToken = (token: string) =>
    request(url).get('/app/house/user').set('Authorization', `Bearer ${token}`);
  const stored = (id: string) =>
    db().selectFrom('api_tokens').selectAll().where('id', '=', Number(id)).executeTakeFirstOrThrow();

  beforeAll(async () => {
    upstream = await bootUpstream({ pgliteDataDir: 'memory://', seed: 'small', logger: silentLogger });
    url = upstream.url;
    const res = await request(url).post('/app/login').send(DEMO_LOGINS.staff);
    const header = res.headers['set-cookie'];
    staff = (Array.isArray(header) ? header[0] : header)?.split(';')[0] ?? '';
  }, 60_000);
  afterAll(() => upstream.close());

  it('migration 0023 gives every token an expiry, a read-only flag and nullable scopes', async () => {
    const { rows } = await sql<{ column_name: string; is_nullable: string }>`
      select column_name, is_nullable from information_schema.columns where table_name = 'api_tokens'
    `.execute(db());
    const nullable = Object.fromEntries(rows.map((c) => [c.column_name, c.is_nullable]));
    expect(nullable).toMatchObject({ expires_at: 'NO', read_only: 'NO', scopes: 'YES' });
  });

  it('expires a new token after the default days unless told, and never after the maximum', async () => {
    const before = Date.now();
    const plain = await create({ name: 'default life' });
    expect(plain.status).toBe(201);
    const expiresAt = Date.parse(plain.body.data.apiToken.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + API_TOKEN_DEFAULT_TTL_DAYS * DAY_MS);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + API_TOKEN_DEFAULT_TTL_DAYS * DAY_MS);
    expect(plain.body.data.apiToken).toMatchObject({ readOnly: false, scopes: null });

    const week = await create({ name: 'a week', expiresInDays: 7 });
    expect(Date.parse(week.body.data.apiToken.expiresAt)).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    expect((await create({ name: 'max', expiresInDays: API_TOKEN_MAX_TTL_DAYS })).status).toBe(201);
    for (const expiresInDays of [0, API_TOKEN_MAX_TTL_DAYS + 1, 1.5, '30']) {
      const refused = await create({ name: 'bad life', expiresInDays });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ field: 'expiresInDays' });
    }
  });

  it('refuses an expired token with 401 API_TOKEN_EXPIRED and says so', async () => {
    const created = await create({ name: 'short lived', expiresInDays: 1 });
    const { token, apiToken } = created.body.data;
    expect((await asToken(token)).status).toBe(200);
    const past = new Date(Date.now() - 1000);
    await db()
      .updateTable('api_tokens')
      .set({ expires_at: past })
      .where('id', '=', Number(apiToken.id))
      .execute();
    const refused = await asToken(token);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toEqual({
      code: 'API_TOKEN_EXPIRED',
      message: `This API token expired on ${past.toISOString()}. Create a new token.`,
    });
  });

  it('stores scopes and read-only, and cuts the user flags to the scopes', async () => {
    const created = await create({
      name: 'invoices reader',
      readOnly: true,
      scopes: ['invoices', 'reports', 'invoices'],
    });
    expect(created.status).toBe(201);
    const { token, apiToken } = created.body.data;
    expect(apiToken).toMatchObject({ readOnly: true, scopes: ['invoices', 'reports'] });
    const row = await stored(apiToken.id);
    expect(row).toMatchObject({ read_only: true, scopes: ['invoices', 'reports'] });

    const { user } = (await asToken(token)).body;
    expect(user).toMatchObject({
      accessInvoices: 1,
      accessReports: 1,
      accessCalendar: 0,
      accessSensitive: 0,
      accessCustomer: 0,
      isSuperUser: false,
      apiToken: { id: apiToken.id, readOnly: true, scopes: ['invoices', 'reports'] },
    });

    // Never more than the user has now: the clerk holds invoices only.
    const clerkRes = await request(url).post('/app/login').send(DEMO_LOGINS.clerk);
    const clerkHeader = clerkRes.headers['set-cookie'];
    const clerk = (Array.isArray(clerkHeader) ? clerkHeader[0] : clerkHeader)?.split(';')[0] ?? '';
    const clerkToken = (await create({ name: 'wide', scopes: ['invoices', 'calendar'] }, clerk)).body.data
      .token;
    expect((await asToken(clerkToken)).body.user).toMatchObject({ accessInvoices: 1, accessCalendar: 0 });

    for (const scopes of [[], ['superUser'], 'invoices'])
      expect((await create({ name: 'bad scopes', scopes })).status).toBe(400);
  });

  it('refuses a token making tokens', async () => {
    const { token } = (await create({ name: 'maker' })).body.data;
    const refused = await request(url)
      .post(TOKENS)
      .set('Authorization', `Bearer ${token}`)
      .send({ name: 'x' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('TOKEN_CANNOT_CREATE_TOKENS');
  });

  it('writes the last use at most once a minute', async () => {
    const { token, apiToken } = (await create({ name: 'busy script' })).body.data;
    const t0 = new Date('2030-01-01T00:00:00Z');
    await db()
      .updateTable('api_tokens')
      .set({ expires_at: new Date('2031-01-01T00:00:00Z') })
      .where('id', '=', Number(apiToken.id))
      .execute();
    await callerFromApiToken(db(), token, t0);
    expect((await stored(apiToken.id)).last_used_at?.toISOString()).toBe(t0.toISOString());
    await callerFromApiToken(db(), token, new Date(t0.getTime() + LAST_USED_RESOLUTION_MS - 1));
    expect((await stored(apiToken.id)).last_used_at?.toISOString()).toBe(t0.toISOString());
    const later = new Date(t0.getTime() + LAST_USED_RESOLUTION_MS);
    await callerFromApiToken(db(), token, later);
    expect((await stored(apiToken.id)).last_used_at?.toISOString()).toBe(later.toISOString());
  });
});
