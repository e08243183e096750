import { PASSWORD_RESET_FIELD_MAX, PASSWORD_RESET_MESSAGES, validatePasswordResetRequest } from '@ah/schema';
import { validateNewPassword } from '@ah/schema/passwordStrength';
import { Router } from 'express';
import { badRequest, HttpError } from '../http/httpError.js';
import { LoginLimiter } from '../viewer/loginLimiter.js';
import { requestResetLink, resetWithLink, type ResetLinkDeps } from './resetLinks.js';

export interface PasswordResetRouteOptions extends ResetLinkDeps {
  /** Counts requests per (House ID, user name) like sign-in failures. */
  limiter: LoginLimiter;
  /** The origins a link may open; empty: any http(s) origin the caller names. */
  origins: readonly string[];
}

/** The origin of `domain` when it is a bare http(s) origin the service may link to; null otherwise. */
export function linkOriginOf(domain: string, allowed: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(domain);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password || (url.pathname !== '/' && url.pathname !== '') || url.search || url.hash)
    return null;
  if (allowed.length > 0 && !allowed.includes(url.origin)) return null;
  return url.origin;
}

/**
 * Password reset without a session (sales §4 Password reset, §7 Other):
 * - POST /app/forgotPassword {houseUserName, userName, emailAddress, domain}: always the same 200
 *   when the fields are there (no answer says whether a house, user or e-mail exists); a matching
 *   account gets an e-mail with a signed link to `{domain}/ar/password-reset?jwt=…` that expires and
 *   works once. Requests are counted per (House ID, username) like sign-in failures (429).
 * - POST /app/resetPassword {jwt, newPassword}: the §5 rules, then the new password; a bad, expired
 *   or spent link is 400 EXPIRED_LINK.
 */
export function passwordResetRoutes(options: PasswordResetRouteOptions): Router {
  const router = Router();

  router.post('/app/forgotPassword', async (req, res) => {
    const body = req.body as {
      houseUserName: string;
      userName: string;
      emailAddress: string;
      domain: string;
    };
    const fields = {
      houseUserName: body.houseUserName.trim(),
      userName: body.userName.trim(),
      emailAddress: body.emailAddress.trim(),
    };
    const [violation] = validatePasswordResetRequest(fields);
    if (violation) throw badRequest('FIELD_REQUIRED', violation.message, violation.field);
    for (const [field, value] of Object.entries(fields))
      if (value.length > PASSWORD_RESET_FIELD_MAX)
        throw badRequest('FIELD_TOO_LONG', 'This value is too long.', field);
    const origin = linkOriginOf(body.domain.trim(), options.origins);
    if (!origin)
      throw badRequest('INVALID_DOMAIN', 'The domain is not a known address of the app.', 'domain');
    const key = LoginLimiter.key(fields.houseUserName, fields.userName);
    const wait = options.limiter.retryAfterSeconds(key);
    if (wait > 0)
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', PASSWORD_RESET_MESSAGES.tooMany, undefined, {
        'Retry-After': String(wait),
      });
    options.limiter.recordFailure(key);
    await requestResetLink(options, { ...fields, origin });
    res.json({ data: { success: true } });
  });

  router.post('/app/resetPassword', async (req, res) => {
    const body = req.body as { jwt: string; newPassword: string };
    const [violation] = validateNewPassword({ newPassword: body.newPassword });
    if (violation) throw badRequest('INVALID_PASSWORD', violation.message, violation.field);
    await resetWithLink(options, body.jwt, body.newPassword);
    res.json({ data: { success: true } });
  });

  return router;
}
