import { describe, expect, it } from 'vitest';
import { maskError } from './errors.js';
import { sessionFromSetCookie } from './rest/house/session.js';

describe('maskError', () => {
  it('hides unknown errors outside development', () => {
    expect(
      maskError(
        { message: 'connect ECONNREFUSED 10.0.0.1', path: ['x'], extensions: { stacktrace: ['at …'] } },
        false,
      ),
    ).toEqual({
      message: 'Internal server error',
      path: ['x'],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
  });

  it('keeps known codes and their message, without stack traces', () => {
    expect(
      maskError(
        {
          message: 'TO date cannot be before FROM date',
          extensions: { code: 'BAD_USER_INPUT', field: 'endDate', stacktrace: [] },
        },
        false,
      ),
    ).toEqual({
      message: 'TO date cannot be before FROM date',
      extensions: { code: 'BAD_USER_INPUT', field: 'endDate' },
    });
  });

  it('shows everything in development', () => {
    const e = { message: 'boom', extensions: { stacktrace: ['x'] } };
    expect(maskError(e, true)).toBe(e);
  });
});

describe('sessionFromSetCookie', () => {
  it('takes the ah_session token and lifetime', () => {
    expect(
      sessionFromSetCookie([
        'other=1; Path=/',
        'ah_session=abc_DEF-123; Path=/; HttpOnly; SameSite=Lax; Max-Age=3600',
      ]),
    ).toEqual({
      token: 'abc_DEF-123',
      maxAgeSeconds: 3600,
      expires: null,
    });
    expect(sessionFromSetCookie('ah_session=; Max-Age=0')).toBeNull();
    expect(sessionFromSetCookie(undefined)).toBeNull();
  });
});
