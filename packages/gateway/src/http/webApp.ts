import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { Router, type Request, type Response } from 'express';

/** The web app's base path and default route (invoicing §2). */
export const WEB_BASE_PATH = '/ar';
export const DEFAULT_ROUTE = '/ar/my-auctions/current';

/** Vite puts content-hashed files under assets/: they never change, so they are cached for a year. */
const HASHED_ASSET = /^\/assets\//;

/**
 * The built web app under `/ar`: static files (hashed assets cached for a year, everything else
 * revalidated) and `index.html` for client routes (never cached). `/` redirects to the default
 * route. `graphiql.html` is only served at `/graphql` to signed-in browsers.
 */
export function webAppRoutes(webDistDir: string): Router {
  const router = Router();
  router.get('/', (_req, res) => res.redirect(302, DEFAULT_ROUTE));

  router.use(WEB_BASE_PATH, (req, res, next) => {
    if (req.path === '/graphiql.html' || req.path === '/index.html') {
      if (req.path === '/index.html') return sendIndex(webDistDir, res);
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    next();
  });
  router.use(
    WEB_BASE_PATH,
    express.static(webDistDir, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      setHeaders: (res, filePath) => {
        const relative = `/${path.relative(webDistDir, filePath).split(path.sep).join('/')}`;
        res.setHeader(
          'Cache-Control',
          HASHED_ASSET.test(relative) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    }),
  );
  router.use(WEB_BASE_PATH, (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    // A missing file (something.ext) is a 404; anything else is a client route.
    const lastSegment = req.path.split('/').pop() ?? '';
    if (lastSegment.includes('.')) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    sendIndex(webDistDir, res);
  });
  return router;
}

function sendIndex(webDistDir: string, res: Response): void {
  const file = path.join(webDistDir, 'index.html');
  if (!existsSync(file)) {
    res
      .status(503)
      .type('text/plain')
      .send(`The web app is not built: ${file} is missing. Build it with "pnpm --filter @ah/web build".`);
    return;
  }
  res.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate');
  res.sendFile(file);
}

/** Whether a GET to /graphql comes from a browser asking for a page (not a GraphQL client). */
export function wantsHtml(req: Request): boolean {
  return (
    req.method === 'GET' &&
    req.accepts(['application/graphql-response+json', 'application/json', 'text/html']) === 'text/html'
  );
}

/** Serves GraphiQL (built by the web package as a second Vite entry), or a clear 503 when it is missing. */
export function sendGraphiql(webDistDir: string, res: Response): void {
  const file = path.join(webDistDir, 'graphiql.html');
  if (!existsSync(file)) {
    res
      .status(503)
      .type('text/plain')
      .send(
        `GraphiQL is not available: ${file} is missing. Build the web app ("pnpm --filter @ah/web build"), which bundles the explorer.`,
      );
    return;
  }
  res.setHeader('Cache-Control', 'no-cache, no-store, must-revalidate');
  res.sendFile(file);
}
