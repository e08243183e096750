import type { RequestHandler } from 'express';
import { credentialsFromHeaders } from './auth/credentials.js';
import { expressResponseCookies } from './auth/sessionCookie.js';
import type { ContextFactory } from './contextFactory.js';
import { sendGraphiql, wantsHtml } from './http/webApp.js';
import { GRAPHQL_PATH } from './ws.js';

/**
 * GET /graphql from a browser that wants HTML: GraphiQL for a signed-in session, otherwise a
 * redirect to the login page (which comes back here).
 */
export function graphiqlForBrowsers(options: {
  webDistDir: string;
  cookieSecure: boolean;
  contexts: ContextFactory;
}): RequestHandler {
  return async (req, res, next) => {
    if (!wantsHtml(req)) return next();
    const credentials = credentialsFromHeaders(req.headers);
    // A browser's own session only: a bearer token is a script's, and scripts get no GraphiQL.
    const context = options.contexts.forCaller({
      credentials: credentials?.kind === 'session' ? credentials : null,
      cookies: expressResponseCookies(res, options.cookieSecure),
      transport: 'http',
    });
    let signedIn: boolean;
    try {
      signedIn = (await context.viewer()) !== null;
    } catch {
      res.status(503).type('text/plain').send('The sign-in service is unavailable. Please try again later.');
      return;
    }
    if (!signedIn) {
      res.redirect(302, `/ar/login?next=${encodeURIComponent(GRAPHQL_PATH)}`);
      return;
    }
    sendGraphiql(options.webDistDir, res);
  };
}
