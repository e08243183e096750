import request from 'supertest';
import { expect } from 'vitest';
import type { DemoLogin } from '../../src/seed/demoLogins.js';

export interface SignedIn {
  /** `ah_session=...`, ready for a Cookie header. */
  cookie: string;
  houseRef: string;
  userRef: string;
}

/** Signs in through POST /app/login and returns the session cookie and the caller's refs. */
export async function signIn(url: string, login: DemoLogin): Promise<SignedIn> {
  const res = await request(url).post('/app/login').send(login);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const setCookie = res.headers['set-cookie'];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  const cookie = first?.split(';')[0];
  if (!cookie) throw new Error('login set no cookie');
  return { cookie, houseRef: res.body.user.houseInfo.houseRef, userRef: res.body.user.userRef };
}

/** GET with the session cookie. */
export function getAs(url: string, who: SignedIn, path: string): request.Test {
  return request(url).get(path).set('Cookie', who.cookie);
}

/** POST JSON with the session cookie. */
export function postAs(url: string, who: SignedIn, path: string, body: unknown): request.Test {
  return request(url)
    .post(path)
    .set('Cookie', who.cookie)
    .send(body as object);
}

/** A promise with its resolve function, for holding a background job at a hook. */
export function gate(): { promise: Promise<void>; open: () => void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}
