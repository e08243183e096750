import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { GatewayConfig } from '../config.js';
import type { GatewayContext } from '../context.js';
import type { Logger } from '../logger.js';
import type { UpstreamClients } from '../rest/clients.js';
import type { UpstreamObserver } from '../telemetry/upstreamObserver.js';

/**
 * The caller's context for one route request (credentials from its headers, cookies on its
 * response), as GraphQL would see them. `clients` replaces the shared REST clients for a call that
 * needs other options (the long review-table save).
 */
export type RouteContextFactory = (req: Request, res: Response, clients?: UpstreamClients) => GatewayContext;

/** What the gateway hands a module to build its HTTP routes (file transfers, relays), once at start. */
export interface RouteDeps {
  /** The resolved configuration: service URLs, time-outs and the module's settings. */
  config: GatewayConfig;
  clients: UpstreamClients;
  logger: Logger;
  /** Whether the request's Origin may call the API: the rules of /graphql, which writes apply too (CSRF). */
  allowsOrigin: (req: IncomingMessage) => boolean;
  /** Reports the calls of REST clients a route makes for itself (telemetry). */
  observer: UpstreamObserver;
  contextFor: RouteContextFactory;
}

/**
 * A module's HTTP routes (`modules/<name>/http/`), built from RouteDeps (GatewayModule.routes). This
 * folder holds what they share: access and refusals (routeAccess.ts), streaming a file from a
 * service (upstreamFile.ts, houseFileDownload.ts), forwarding a spreadsheet (spreadsheetForwarding.ts).
 */
export interface ModuleRoutes {
  /** Mounted on the express app after /graphql, in the order of the module list. */
  router: RequestHandler;
  /**
   * Whether a request is one of this module's uploads, whose bodies may be large and slow to
   * arrive: they get the upload time-outs rather than the ordinary request time-out. Asked of the
   * raw request, before express.
   */
  isUpload?: (req: IncomingMessage) => boolean;
  /** Closes the routes' own connection pools at shutdown, after the shared clients. */
  close?: () => Promise<void>;
}

/** The modules' routes together, as server.ts mounts, asks and closes them. */
export interface MountedModuleRoutes {
  routers: readonly RequestHandler[];
  isUploadRequest(req: IncomingMessage): boolean;
  close(): Promise<void>;
}

/** Builds every module's routes, in the order of the list. */
export function buildModuleRoutes(
  modules: readonly { readonly routes?: (deps: RouteDeps) => ModuleRoutes }[],
  deps: RouteDeps,
): MountedModuleRoutes {
  const built = modules.flatMap((module) => (module.routes ? [module.routes(deps)] : []));
  return {
    routers: built.map((routes) => routes.router),
    isUploadRequest: (req) => built.some((routes) => routes.isUpload?.(req) ?? false),
    close: async () => {
      for (const routes of built) await routes.close?.();
    },
  };
}

/** A raw request's path, without its query. */
export function requestPath(req: IncomingMessage): string {
  const url = req.url ?? '';
  const queryAt = url.indexOf('?');
  return queryAt === -1 ? url : url.slice(0, queryAt);
}
