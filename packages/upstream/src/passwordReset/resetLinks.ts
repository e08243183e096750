import { PASSWORD_RESET_MESSAGES } from '@ah/schema';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { HttpError } from '../http/httpError.js';
import type { Mailer } from '../mail/mailer.js';
import type { Logger } from '../logger.js';
import { hashPassword } from '../viewer/password.js';
import { sha256Hex } from '../viewer/tokens.js';
import { newResetId, signResetToken, verifyResetToken } from './resetTokens.js';

/** How long a reset link works (ours: one hour). */
export const RESET_LINK_TTL_MS = 60 * 60 * 1000;
/** The app's path of the reset form (sales §2 route table: /password-reset, base path /ar). */
export const RESET_PATH = '/ar/password-reset';
export const RESET_FROM = '"Auction House Back Office" <no-reply@backoffice.example.com>';

export interface ResetLinkDeps {
  db: Kysely<DB>;
  mailer: Mailer;
  logger: Logger;
  secret: string;
  now?: () => Date;
}

export interface ResetRequest {
  houseUserName: string;
  userName: string;
  emailAddress: string;
  /** The app's origin the link opens (already checked). */
  origin: string;
}

/**
 * Issues a link and e-mails it when the house, user and e-mail match (case-insensitive); does
 * nothing otherwise, and the caller answers the same either way (sales §5: no answer tells which).
 */
export async function requestResetLink(deps: ResetLinkDeps, request: ResetRequest): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const user = await deps.db
    .selectFrom('users')
    .innerJoin('houses', 'houses.id', 'users.house_id')
    .select(['users.id', 'users.house_id', 'users.email', 'users.user_name', 'houses.name as house_name'])
    .where(sql<string>`lower(houses.user_name)`, '=', request.houseUserName.toLowerCase())
    .where(sql<string>`lower(users.user_name)`, '=', request.userName.toLowerCase())
    .where(sql<string>`lower(users.email)`, '=', request.emailAddress.toLowerCase())
    .executeTakeFirst();
  if (!user?.email) return;
  const jti = newResetId();
  const expiresAt = new Date(now.getTime() + RESET_LINK_TTL_MS);
  const token = signResetToken(deps.secret, { jti, exp: Math.floor(expiresAt.getTime() / 1000) });
  const link = `${request.origin}${RESET_PATH}?jwt=${encodeURIComponent(token)}`;
  const email = {
    to: user.email,
    from: RESET_FROM,
    bcc: '',
    subject: `Reset your password for ${user.house_name}`,
    text: [
      `Hello ${user.user_name},`,
      '',
      'We received a request to reset your password. Open this link to choose a new one:',
      link,
      '',
      `The link works once and expires in ${RESET_LINK_TTL_MS / 60_000} minutes. If you did not ask for it, ignore this email.`,
    ].join('\n'),
  };
  await deps.db
    .insertInto('password_resets')
    .values({ id: sha256Hex(jti), user_id: user.id, expires_at: expiresAt })
    .execute();
  let delivery = deps.mailer.delivery;
  try {
    await deps.mailer.send(email);
  } catch (error) {
    // The answer must not differ for a real account, so a failed delivery is logged and the e-mail
    // kept in the outbox.
    deps.logger.error('password reset e-mail not delivered', error);
    delivery = 'outbox';
  }
  await deps.db
    .insertInto('password_reset_emails')
    .values({
      house_id: user.house_id,
      user_id: user.id,
      to_address: email.to,
      from_address: email.from,
      subject: email.subject,
      body: email.text,
      delivery,
    })
    .execute();
}

const expired = () => new HttpError(400, 'EXPIRED_LINK', PASSWORD_RESET_MESSAGES.expiredLink, 'jwt');

/**
 * Sets the new password of the link's user (rules checked by the caller), spends the link and every
 * other open link of the user, and ends the user's sessions. A bad, expired or spent link is 400
 * EXPIRED_LINK with the spec's text.
 */
export async function resetWithLink(deps: ResetLinkDeps, jwt: string, newPassword: string): Promise<void> {
  const now = deps.now?.() ?? new Date();
  const claims = verifyResetToken(deps.secret, jwt, now);
  if (!claims) throw expired();
  const passwordHash = await hashPassword(newPassword);
  await deps.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('id', '=', sha256Hex(claims.jti))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('user_id')
      .executeTakeFirst();
    if (!spent) throw expired();
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash })
      .where('id', '=', spent.user_id)
      .execute();
    await trx
      .updateTable('password_resets')
      .set({ used_at: now })
      .where('user_id', '=', spent.user_id)
      .where('used_at', 'is', null)
      .execute();
    await trx.deleteFrom('sessions').where('user_id', '=', spent.user_id).execute();
  });
}
