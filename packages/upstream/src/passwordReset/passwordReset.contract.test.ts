import { PASSWORD_RESET_MESSAGES as M } from '@ah/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../test/support/contractChecker.js';
import { startUpstream, type StartedUpstream } from '../testing.js';

/**
 * The password-reset calls (sales §4 Password reset, §5 Password, §7 Other) on the real upstream:
 * the same answer whatever matches, a signed one-use link that expires in the outbox, the §5 rules,
 * sign-in with the new password, and the request limit. Every response is checked against
 * openapi/house.yaml.
 */
const contract = createContractChecker(new URL('../../openapi/house.yaml', import.meta.url), {
  tags: ['passwordReset'],
});
const STRONG = 'Blue-Heron-73!x';

describe('passwordReset: POST /app/forgotPassword, /app/resetPassword', () => {
  let upstream: StartedUpstream;
  const forgot = async (body: object) =>
    contract.check('post', await request(upstream.url).post('/app/forgotPassword').send(body));
  const reset = async (body: object) =>
    contract.check('post', await request(upstream.url).post('/app/resetPassword').send(body));
  const login = (userName: string, password: string) =>
    request(upstream.url).post('/app/login').send({ houseUserName: 'demo', userName, password });
  const emailsOf = (userName: string) =>
    upstream.db
      .selectFrom('password_reset_emails as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .select(['e.to_address', 'e.body', 'e.delivery'])
      .where('u.user_name', '=', userName)
      .orderBy('e.id', 'desc')
      .execute();
  const linkIn = (body: string) => /https?:\/\/\S+\/ar\/password-reset\?jwt=(\S+)/.exec(body);

  beforeAll(async () => {
    upstream = await startUpstream();
  });
  afterAll(() => upstream?.close());

  it('answers the same for a match and for unknown house, user or e-mail; only the match gets an e-mail', async () => {
    const domain = 'https://app.example.com';
    const answers = await Promise.all([
      forgot({ houseUserName: 'DEMO', userName: 'Clerk', emailAddress: 'CLERK@demo.example.com', domain }),
      forgot({ houseUserName: 'nohouse', userName: 'clerk', emailAddress: 'clerk@demo.example.com', domain }),
      forgot({ houseUserName: 'demo', userName: 'nobody', emailAddress: 'clerk@demo.example.com', domain }),
      forgot({ houseUserName: 'demo', userName: 'super', emailAddress: 'wrong@demo.example.com', domain }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(answers[0]?.body);
    }
    const mails = await emailsOf('clerk');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_address: 'clerk@demo.example.com', delivery: 'outbox' });
    expect(linkIn(mails[0]?.body ?? '')?.[0]).toMatch(
      /^https:\/\/app\.example\.com\/ar\/password-reset\?jwt=/,
    );
    expect(await emailsOf('super')).toHaveLength(0);
  });

  it('requires the three fields with the spec texts and a plain app origin', async () => {
    const res = await forgot({ houseUserName: ' ', userName: 'x', emailAddress: 'x', domain: 'http://a.b' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message: M.houseRequired, field: 'houseUserName' });
    expect(
      (await forgot({ houseUserName: 'a', userName: '', emailAddress: 'x', domain: 'http://a.b' })).body.error
        .message,
    ).toBe(M.userRequired);
    expect(
      (await forgot({ houseUserName: 'a', userName: 'b', emailAddress: '', domain: 'http://a.b' })).body.error
        .message,
    ).toBe(M.emailRequired);
    for (const domain of ['javascript:alert(1)', 'https://evil.example.com/path', 'not a url'])
      expect(
        (await forgot({ houseUserName: 'a', userName: 'b', emailAddress: 'c', domain })).body.error.code,
      ).toBe('INVALID_DOMAIN');
  });

  it('resets once with a strong password, ends the sessions, and signs in with the new one', async () => {
    const session = String((await login('clerk', 'demo-password')).headers['set-cookie']).split(';')[0] ?? '';
    await forgot({
      houseUserName: 'demo',
      userName: 'clerk',
      emailAddress: 'clerk@demo.example.com',
      domain: 'http://localhost:4000',
    });
    const jwt = decodeURIComponent(linkIn((await emailsOf('clerk'))[0]?.body ?? '')?.[1] ?? '');

    const weak = await reset({ jwt, newPassword: 'password12' });
    expect(weak.status).toBe(400);
    expect(weak.body.error).toMatchObject({ code: 'INVALID_PASSWORD', message: M.tooWeak });
    expect((await reset({ jwt, newPassword: 'short' })).body.error.code).toBe('INVALID_PASSWORD');
    expect((await reset({ jwt, newPassword: 'späce is bad 1' })).body.error.code).toBe('INVALID_PASSWORD');

    expect((await reset({ jwt, newPassword: STRONG })).status).toBe(200);
    expect((await login('clerk', 'demo-password')).status).toBe(401);
    expect((await login('clerk', STRONG)).status).toBe(200);
    expect((await request(upstream.url).get('/app/house/user').set('Cookie', session)).status).toBe(401);

    const again = await reset({ jwt, newPassword: 'Another-Good-42x' });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 'EXPIRED_LINK', message: M.expiredLink });
    // The older link of the first test was spent by the reset as well.
    const older = decodeURIComponent(linkIn((await emailsOf('clerk'))[1]?.body ?? '')?.[1] ?? '');
    expect((await reset({ jwt: older, newPassword: 'Another-Good-42x' })).body.error.code).toBe(
      'EXPIRED_LINK',
    );
  });

  it('refuses an expired, forged or garbled link with the expired-link text', async () => {
    await forgot({
      houseUserName: 'demo',
      userName: 'super',
      emailAddress: 'super@demo.example.com',
      domain: 'http://localhost:4000',
    });
    const jwt = decodeURIComponent(linkIn((await emailsOf('super'))[0]?.body ?? '')?.[1] ?? '');
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { jti: string; exp: number };
    const forged = `${header}.${Buffer.from(JSON.stringify({ ...claims, exp: claims.exp + 3600 })).toString('base64url')}.${signature}`;
    for (const token of [forged, 'garbage', `${jwt}x`])
      expect((await reset({ jwt: token, newPassword: STRONG })).body.error.message).toBe(M.expiredLink);
    // The row's expiry passes (the clock of the link itself is signed, so the row is moved).
    await upstream.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    expect((await reset({ jwt, newPassword: STRONG })).body.error.code).toBe('EXPIRED_LINK');
    expect((await login('super', 'demo-password')).status).toBe(200);
  });

  it('limits requests per House ID and username (429), whatever exists', async () => {
    const body = {
      houseUserName: 'demo',
      userName: 'ghost',
      emailAddress: 'g@example.com',
      domain: 'http://a.b',
    };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await forgot(body)).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('exercised every passwordReset operation and status', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
