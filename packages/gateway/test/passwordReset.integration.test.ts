import { PASSWORD_MESSAGES, PASSWORD_RESET_MESSAGES as M } from '@ah/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql } from './support/graphql.js';

/**
 * Password reset over HTTP against the real upstream (sales §4 Password reset, §5 Password, §7):
 * public fields, the same answer whatever matches, the link in the outbox pointing at the app, the
 * §5 rules before the service, one use, and a sign-in with the new password.
 */
const REQUEST = `mutation($input: PasswordResetRequestInput!) { requestPasswordReset(input: $input) }`;
const RESET = `mutation($input: ResetPasswordInput!) { resetPassword(input: $input) }`;
const STRONG = 'Quiet-Meadow-58!';

describe('password reset through the gateway', () => {
  let stack: Stack;
  const ask = (input: object) => gql(stack.gatewayUrl, REQUEST, { input });
  const reset = (input: object) => gql(stack.gatewayUrl, RESET, { input });
  const latestLink = async (userName: string) => {
    const mail = await stack.upstream.db
      .selectFrom('password_reset_emails as e')
      .innerJoin('users as u', 'u.id', 'e.user_id')
      .innerJoin('houses as h', 'h.id', 'u.house_id')
      .select(['e.body'])
      .where('u.user_name', '=', userName)
      .where('h.user_name', '=', 'other')
      .orderBy('e.id', 'desc')
      .executeTakeFirst();
    return /(https?:\/\/\S+)\/ar\/password-reset\?jwt=(\S+)/.exec(mail?.body ?? '');
  };

  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('requires the three fields with the spec texts, before calling the service', async () => {
    const res = await ask({ houseUserName: '', userName: ' ', emailAddress: '' });
    expect(firstError(res)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: M.houseRequired,
      field: 'houseUserName',
    });
    const violations = res.body.errors?.[0]?.extensions?.['violations'] as { message: string }[];
    expect(violations.map((v) => v.message)).toEqual([M.houseRequired, M.userRequired, M.emailRequired]);
  });

  it('answers true for a match and for an unknown account alike; the link points at the app', async () => {
    const answers = await Promise.all([
      ask({ houseUserName: 'other', userName: 'staff', emailAddress: 'staff@other.example.com' }),
      ask({ houseUserName: 'other', userName: 'staff', emailAddress: 'someone@else.example.com' }),
      ask({ houseUserName: 'nohouse', userName: 'staff', emailAddress: 'staff@other.example.com' }),
    ]);
    for (const res of answers) expect(dataOf(res)).toEqual({ requestPasswordReset: true });
    const link = await latestLink('staff');
    expect(link?.[1]).toBe(stack.gatewayUrl);
  });

  it('refuses a weak or mismatched password, then resets once and signs in with the new password', async () => {
    const jwt = decodeURIComponent((await latestLink('staff'))?.[2] ?? '');
    expect(
      firstError(await reset({ jwt, newPassword: 'password12', confirmPassword: 'password12' })),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: M.tooWeak,
      field: 'newPassword',
    });
    expect(firstError(await reset({ jwt, newPassword: STRONG, confirmPassword: 'different' })).message).toBe(
      PASSWORD_MESSAGES.mustMatch,
    );
    expect(dataOf(await reset({ jwt, newPassword: STRONG, confirmPassword: STRONG }))).toEqual({
      resetPassword: true,
    });
    await expect(stack.login('other', 'staff', 'demo-password')).rejects.toThrow();
    expect(await stack.login('other', 'staff', STRONG)).toMatch(/^ah_session=/);
    const again = await reset({
      jwt,
      newPassword: 'Another-Meadow-77',
      confirmPassword: 'Another-Meadow-77',
    });
    expect(firstError(again)).toMatchObject({ code: 'BAD_USER_INPUT', message: M.expiredLink, field: 'jwt' });
  });
});
