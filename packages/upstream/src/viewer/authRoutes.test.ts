import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger.js';
import { DEMO_HOUSE_REF, DEMO_LOGINS } from '../seed/demoLogins.js';
import { bootUpstream, type RunningUpstream } from '../server.js';
import { sha256Hex } from './tokens.js';

describe('auth over HTTP', () => {
  let upstream: RunningUpstream;
  let url: string;
  const db = () => upstream.database.db;

  const login = (body: object) => request(url).post('/app/login').send(body);
  const cookieOf = (res: request.Response): string => {
    const header = res.headers['set-cookie'];
    return (Array.isArray(header) ? header[0] : header)?.split(';')[0] ?? '';
  };

  beforeAll(async () => {
    upstream = await bootUpstream({
      pgliteDataDir: 'memory://',
      seed: 'small',
      logger: silentLogger,
      loginLimiter: { maxFailures: 3, windowMs: 60_000, lockMs: 60_000 },
    });
    url = upstream.url;
  });
  afterAll(() => upstream.close());

  it('signs in, sets an httpOnly Lax session cookie and stores only its hash', async () => {
    const res = await login(DEMO_LOGINS.staff);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ userName: 'staff', houseInfo: { houseRef: DEMO_HOUSE_REF } });
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(/^ah_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/);
    const token = cookieOf(res).split('=')[1] ?? '';
    const stored = await db().selectFrom('sessions').select(['token_hash', 'expires_at']).execute();
    expect(stored.map((s) => s.token_hash)).toContain(sha256Hex(token));
    expect(stored.map((s) => s.token_hash)).not.toContain(token);
  });

  it('matches the House ID and user name case-insensitively', async () => {
    expect((await login({ ...DEMO_LOGINS.staff, houseUserName: ' DEMO ', userName: 'Staff' })).status).toBe(
      200,
    );
  });

  it('answers the same for an unknown house, an unknown user and a wrong password', async () => {
    const answers = await Promise.all([
      login({ ...DEMO_LOGINS.super, houseUserName: 'nohouse' }),
      login({ ...DEMO_LOGINS.super, userName: 'nobody' }),
      login({ ...DEMO_LOGINS.super, password: 'wrong-password' }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'The House ID, username or password is incorrect.' },
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('validates the sign-in body before touching the database', async () => {
    const missing = await login({ houseUserName: 'demo', userName: 'staff' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({
      code: 'FIELD_REQUIRED',
      field: 'password',
      message: 'Password is a required field',
    });
    expect((await login({ ...DEMO_LOGINS.staff, admin: true })).body.error.code).toBe('INVALID_BODY');
    expect((await login({ ...DEMO_LOGINS.staff, password: 42 })).body.error).toMatchObject({
      code: 'INVALID_BODY',
      field: 'password',
    });
    expect((await request(url).post('/app/login').send([1])).status).toBe(400);
    expect((await login({ ...DEMO_LOGINS.staff, userName: 'x'.repeat(101) })).body.error.code).toBe(
      'FIELD_TOO_LONG',
    );
  });

  it('locks a House ID and user name after repeated failures, even for the right password', async () => {
    for (let i = 0; i < 3; i++)
      expect((await login({ ...DEMO_LOGINS.clerk, password: `bad-${i}` })).status).toBe(401);
    const locked = await login(DEMO_LOGINS.clerk);
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Other users are not affected.
    expect((await login(DEMO_LOGINS.super)).status).toBe(200);
  });

  it('requires a caller on protected paths', async () => {
    for (const path of [
      '/app/house/user',
      `/app/house/${DEMO_HOUSE_REF}/invoiceSettings`,
      `/app/house/${DEMO_HOUSE_REF}/nowhere`,
    ]) {
      const res = await request(url).get(path);
      expect(res.status, path).toBe(401);
      expect(res.body.error.code).toBe('UNAUTHENTICATED');
    }
    expect((await request(url).get('/app/house/user').set('Cookie', 'ah_session=forged')).status).toBe(401);
    expect((await request(url).get('/app/house/user').set('Authorization', 'Basic abc')).status).toBe(401);
    expect(
      (await request(url).get('/app/house/user').set('Authorization', 'Bearer ahk_unknown')).status,
    ).toBe(401);
  });

  it('lets a bearer header decide alone when present', async () => {
    const cookie = cookieOf(await login(DEMO_LOGINS.staff));
    const res = await request(url)
      .get('/app/house/user')
      .set('Cookie', cookie)
      .set('Authorization', 'Bearer ahk_bad');
    expect(res.status).toBe(401);
  });

  it('expires sessions and slides their expiry on use', async () => {
    const cookie = cookieOf(await login(DEMO_LOGINS.staff));
    const hash = sha256Hex(cookie.split('=')[1] ?? '');
    await db()
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() + 3_600_000) })
      .where('token_hash', '=', hash)
      .execute();
    expect((await request(url).get('/app/house/user').set('Cookie', cookie)).status).toBe(200);
    const slid = await db()
      .selectFrom('sessions')
      .select('expires_at')
      .where('token_hash', '=', hash)
      .executeTakeFirstOrThrow();
    expect(slid.expires_at.getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
    await db()
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('token_hash', '=', hash)
      .execute();
    expect((await request(url).get('/app/house/user').set('Cookie', cookie)).status).toBe(401);
  });

  it('logs out: the session ends and the cookie is cleared', async () => {
    const cookie = cookieOf(await login(DEMO_LOGINS.staff));
    const out = await request(url).post('/app/logout').set('Cookie', cookie);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ data: { success: true } });
    expect(String(out.headers['set-cookie'])).toMatch(
      /^ah_session=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax$/,
    );
    expect((await request(url).get('/app/house/user').set('Cookie', cookie)).status).toBe(401);
    expect((await request(url).post('/app/logout')).status).toBe(200);
  });

  it('creates, lists, uses and revokes API tokens', async () => {
    const staff = cookieOf(await login(DEMO_LOGINS.staff));
    const tokens = `/app/house/${DEMO_HOUSE_REF}/apiTokens`;
    const created = await request(url).post(tokens).set('Cookie', staff).send({ name: '  nightly export  ' });
    expect(created.status).toBe(201);
    const { apiToken, token } = created.body.data;
    expect(token).toMatch(/^ahk_[\w-]{43}$/);
    expect(apiToken).toMatchObject({ name: 'nightly export', prefix: token.slice(0, 10), lastUsedAt: null });
    const stored = await db()
      .selectFrom('api_tokens')
      .select(['secret_hash'])
      .where('id', '=', Number(apiToken.id))
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).toBe(sha256Hex(token));

    const listed = await request(url).get(tokens).set('Cookie', staff);
    expect(listed.body.data.apiTokens[0]).toEqual(apiToken);
    expect(JSON.stringify(listed.body)).not.toContain(token);

    const asScript = await request(url).get('/app/house/user').set('Authorization', `Bearer ${token}`);
    expect(asScript.status).toBe(200);
    expect(asScript.body.user.userName).toBe('staff');
    const used = await request(url).get(tokens).set('Authorization', `Bearer ${token}`);
    expect(Date.parse(used.body.data.apiTokens[0].lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);

    // Another user of the same house cannot revoke it.
    const superUser = cookieOf(await login(DEMO_LOGINS.super));
    expect((await request(url).delete(`${tokens}/${apiToken.id}`).set('Cookie', superUser)).status).toBe(404);
    expect((await request(url).get(tokens).set('Cookie', superUser)).body.data.apiTokens).toEqual([]);

    expect((await request(url).delete(`${tokens}/${apiToken.id}`).set('Cookie', staff)).body).toEqual({
      data: { success: true },
    });
    expect((await request(url).get('/app/house/user').set('Authorization', `Bearer ${token}`)).status).toBe(
      401,
    );
    expect((await request(url).delete(`${tokens}/${apiToken.id}`).set('Cookie', staff)).status).toBe(404);
    expect((await request(url).delete(`${tokens}/not-a-number`).set('Cookie', staff)).status).toBe(404);
    expect((await request(url).get(tokens).set('Cookie', staff)).body.data.apiTokens).toEqual([]);

    for (const name of ['', '   ', 'x'.repeat(51)])
      expect((await request(url).post(tokens).set('Cookie', staff).send({ name })).status).toBe(400);
    expect(
      (await request(url).post(tokens).set('Cookie', staff).send({ name: 'a', scope: 'all' })).status,
    ).toBe(400);
  });

  it('answers the super-user lookup only for users of the caller house', async () => {
    const superLogin = await login(DEMO_LOGINS.super);
    const cookie = cookieOf(superLogin);
    const base = `/app/house/${DEMO_HOUSE_REF}/superuser`;
    expect(
      (await request(url).get(`${base}/${superLogin.body.user.userRef}`).set('Cookie', cookie)).body,
    ).toEqual({ superUser: true });
    expect((await request(url).get(`${base}/NOSUCHUSER`).set('Cookie', cookie)).status).toBe(404);
  });

  it('serves the version and basic security headers, and JSON for unknown paths', async () => {
    const res = await request(url).get('/version.json');
    expect(res.status).toBe(200);
    expect(res.body.version).toBe('2.9.35');
    expect(Number.isNaN(Date.parse(res.body.builtAt))).toBe(false);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-powered-by']).toBeUndefined();
    const missing = await request(url).get('/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('NOT_FOUND');
    const big = await request(url)
      .post('/app/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ password: 'x'.repeat(1_100_000) }));
    expect(big.status).toBe(413);
    expect(big.body.error.code).toBe('BODY_TOO_LARGE');
  });

  // Last: it closes the database under the running app.
  it('hides internal errors behind a generic 500', async () => {
    await upstream.database.close();
    const res = await login(DEMO_LOGINS.staff);
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: 'INTERNAL', message: 'Internal error' } });
  });
});
