import type { Request, Response } from 'express';
import type { GatewayContext } from '../context.js';
import { hasAccess, type AccessFlagName } from '../shared/accessFlags.js';
import { ErrorCode } from '../errors.js';
import type { UpstreamClients } from '../rest/clients.js';
import { UpstreamError } from '../rest/errors.js';
import type { RouteDeps } from './moduleRoutes.js';

/**
 * Access to the modules' file and relay routes (modules/<name>/http/), the same rules as GraphQL:
 * the caller is the session's (or the API token's) user, who needs the route's access flag; a
 * write also needs an allowed Origin and the `apollo-require-preflight` header, which a plain HTML
 * form cannot send (CSRF, like Apollo's own CSRF prevention on /graphql). Refusals are
 * `{ "error": { "code", "message" } }` with their status.
 */

/** A refusal of a file route: `{ "error": { "code", "message" } }` with its status. */
export class FileRouteError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'FileRouteError';
  }
}

export function sendFileRouteError(res: Response, error: FileRouteError): void {
  if (res.headersSent) return;
  res.status(error.status).json({ error: { code: error.code, message: error.message } });
}

/** Refuses a write from another origin or without the preflight header. */
export function assertWriteAllowed(req: Request, deps: Pick<RouteDeps, 'allowsOrigin'>): void {
  if (!deps.allowsOrigin(req)) throw new FileRouteError(403, 'FORBIDDEN', 'Origin not allowed');
  const preflight = req.headers['apollo-require-preflight'];
  if (typeof preflight !== 'string' || preflight.trim() === '')
    throw new FileRouteError(400, 'CSRF_HEADER_REQUIRED', 'The apollo-require-preflight header is required.');
}

/** The caller's context, refused unless signed in with the given access flag (same rules as GraphQL). */
export async function flagContext(
  req: Request,
  res: Response,
  deps: Pick<RouteDeps, 'contextFor'>,
  flag: AccessFlagName,
  clients?: UpstreamClients,
): Promise<GatewayContext> {
  const context = deps.contextFor(req, res, clients);
  let viewer;
  try {
    viewer = await context.viewer();
  } catch {
    throw new FileRouteError(
      502,
      ErrorCode.UPSTREAM_UNAVAILABLE,
      'The sign-in service is unavailable. Please try again later.',
    );
  }
  if (!viewer) throw new FileRouteError(401, ErrorCode.UNAUTHENTICATED, 'You must be signed in.');
  if (!hasAccess(viewer, flag))
    throw new FileRouteError(
      403,
      ErrorCode.FORBIDDEN,
      'You do not have permissions to view this page. Please contact your system administrator.',
    );
  return context;
}

/** An upstream failure (GraphQL-shaped) as a file route refusal with a matching status. */
export function fileRouteErrorOf(error: unknown): FileRouteError {
  if (error instanceof FileRouteError) return error;
  if (error instanceof UpstreamError) {
    const status =
      error.code === ErrorCode.UNAUTHENTICATED
        ? 401
        : error.code === ErrorCode.FORBIDDEN
          ? 403
          : error.code === ErrorCode.NOT_FOUND
            ? 404
            : error.code === ErrorCode.BAD_USER_INPUT
              ? error.status === 409
                ? 409
                : 400
              : 502;
    return new FileRouteError(status, error.upstreamCode ?? error.code, error.message);
  }
  if (typeof error === 'object' && error !== null && 'extensions' in error) {
    const { extensions, message } = error as { extensions: { code?: unknown }; message: string };
    if (extensions.code === ErrorCode.NOT_FOUND) return new FileRouteError(404, 'NOT_FOUND', message);
    if (extensions.code === ErrorCode.BAD_USER_INPUT)
      return new FileRouteError(400, 'BAD_USER_INPUT', message);
  }
  return new FileRouteError(500, 'INTERNAL_SERVER_ERROR', 'Internal server error');
}
