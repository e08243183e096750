import type { RequestHandler } from 'express';

/** The few helmet defaults that matter for a JSON API. */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'no-referrer');
  res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
  res.setHeader('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
  // Answers carry session-bound data: never cache them in shared caches.
  res.setHeader('Cache-Control', 'no-store');
  next();
};
