import { stringifySetCookie } from 'cookie';
import { Router, type Response } from 'express';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError, notFound } from '../http/httpError.js';
import { jsonObjectBody, optionalString } from '../http/validate.js';
import { requireCaller, sessionTokenOf } from './authenticate.js';
import { callerOf } from './caller.js';
import { loadHouseUser } from './houseUserView.js';
import { LoginLimiter } from './loginLimiter.js';
import { dummyPasswordHash, verifyPassword } from './password.js';
import { createSession, deleteSession } from './sessions.js';
import { SESSION_COOKIE } from './tokens.js';

/** The sign-in form's texts (the same as packages/schema's LOGIN_MESSAGES). */
export const LOGIN_MESSAGES = {
  houseUserName: 'House ID is a required field',
  userName: 'Username is a required field',
  password: 'Password is a required field',
  tooLong: 'The House ID, username or password is too long.',
  failed: 'The House ID, username or password is incorrect.',
  tooMany: 'Too many sign-in attempts. Please wait a minute and try again.',
} as const;
const LOGIN_FIELD_MAX = 100;

export interface AuthRouteOptions {
  db: Kysely<DB>;
  limiter: LoginLimiter;
  /** Adds `Secure` to the cookie (behind HTTPS). */
  secureCookies: boolean;
}

function setSessionCookie(res: Response, value: string, secure: boolean, clear = false): void {
  res.append(
    'Set-Cookie',
    stringifySetCookie(SESSION_COOKIE, value, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure,
      ...(clear ? { maxAge: 0, expires: new Date(0) } : {}),
    }),
  );
}

/** POST /app/login, POST /app/logout, GET /app/house/user. */
export function authRoutes({ db, limiter, secureCookies }: AuthRouteOptions): Router {
  const router = Router();

  router.post('/app/login', async (req, res) => {
    const body = jsonObjectBody(req.body, ['houseUserName', 'userName', 'password']);
    const fields = {
      houseUserName: optionalString(body, 'houseUserName')?.trim() ?? '',
      userName: optionalString(body, 'userName')?.trim() ?? '',
      password: optionalString(body, 'password') ?? '',
    };
    for (const field of ['houseUserName', 'userName', 'password'] as const) {
      if (!fields[field]) throw badRequest('FIELD_REQUIRED', LOGIN_MESSAGES[field], field);
      if (fields[field].length > LOGIN_FIELD_MAX)
        throw badRequest('FIELD_TOO_LONG', LOGIN_MESSAGES.tooLong, field);
    }
    const key = LoginLimiter.key(fields.houseUserName, fields.userName);
    const wait = limiter.retryAfterSeconds(key);
    if (wait > 0)
      throw new HttpError(429, 'TOO_MANY_ATTEMPTS', LOGIN_MESSAGES.tooMany, undefined, {
        'Retry-After': String(wait),
      });

    const user = await db
      .selectFrom('users')
      .innerJoin('houses', 'houses.id', 'users.house_id')
      .select(['users.id', 'users.house_id', 'users.password_hash'])
      .where(sql<string>`lower(houses.user_name)`, '=', fields.houseUserName.toLowerCase())
      .where(sql<string>`lower(users.user_name)`, '=', fields.userName.toLowerCase())
      .executeTakeFirst();
    // Unknown house or user still pays for one hash, so timing does not tell them apart.
    const ok = await verifyPassword(fields.password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !ok) {
      limiter.recordFailure(key);
      throw new HttpError(401, 'INVALID_CREDENTIALS', LOGIN_MESSAGES.failed);
    }
    limiter.reset(key);
    const token = await createSession(db, user.id);
    const view = await loadHouseUser(db, user.id, user.house_id);
    setSessionCookie(res, token, secureCookies);
    res.json({ user: view });
  });

  // Logging out twice, or without a session, is not an error: the outcome is the same.
  router.post('/app/logout', async (req, res) => {
    const token = sessionTokenOf(req);
    if (token) await deleteSession(db, token);
    setSessionCookie(res, '', secureCookies, true);
    res.json({ data: { success: true } });
  });

  router.get('/app/house/user', requireCaller(db), async (req, res) => {
    const caller = callerOf(req);
    const view = await loadHouseUser(db, caller.userId, caller.houseId, caller.apiToken);
    if (!view) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
    res.json({ user: view });
  });

  return router;
}

/** The super-user lookup under /app/house/{houseRef}. */
export function houseAuthRoutes(db: Kysely<DB>): Router {
  const router = Router({ mergeParams: true });

  router.get('/superuser/:userRef', async (req, res) => {
    const caller = callerOf(req);
    const user = await db
      .selectFrom('users')
      .select('is_super_user')
      .where('house_id', '=', caller.houseId)
      .where('ref', '=', req.params['userRef'] ?? '')
      .executeTakeFirst();
    if (!user) throw notFound('USER_NOT_FOUND', 'No such user in this house.');
    res.json({ superUser: user.is_super_user });
  });

  return router;
}
