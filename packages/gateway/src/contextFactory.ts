import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Response } from 'express';
import { credentialsFromHeaders, type Credentials } from './auth/credentials.js';
import { expressResponseCookies, type ResponseCookies } from './auth/sessionCookie.js';
import type { TokenSocketWatch } from './auth/tokenSocketWatch.js';
import { GatewayContext, type ContextModules, type Transport } from './context.js';
import type { ClientAddresses } from './limits/rateLimit/index.js';
import type { UpstreamClients } from './rest/clients.js';

/** Who a context serves: what differs between requests. */
export interface Caller {
  credentials: Credentials | null;
  /** The HTTP response's cookies; null over WebSocket. */
  cookies: ResponseCookies | null;
  transport: Transport;
  clientAddress?: string | undefined;
  appOrigin?: string | undefined;
}

/** What every context of one gateway shares. */
export interface ContextDeps {
  clients: UpstreamClients;
  development: boolean;
  /** The modules' loaders and hubs (the composition root collects them from the module list). */
  modules: ContextModules;
  tokenSocketWatch: TokenSocketWatch;
  cookieSecure: boolean;
  clientAddresses: ClientAddresses;
}

/** The one way the gateway builds a request's context: HTTP, the lean path, graphql-ws and the token recheck. */
export interface ContextFactory {
  forCaller(caller: Caller): GatewayContext;
  /**
   * An HTTP request's: credentials from its headers, cookies on its response, its client address and
   * origin. A file route may pass its own clients (the long review-table save has its own time-outs).
   */
  forHttp(req: IncomingMessage, res: Response, clients?: UpstreamClients): GatewayContext;
}

export function contextFactory(deps: ContextDeps): ContextFactory {
  const forCaller = (caller: Caller, clients = deps.clients) =>
    new GatewayContext({
      ...caller,
      clients,
      development: deps.development,
      modules: deps.modules,
      tokenSocketWatch: deps.tokenSocketWatch,
    });
  return {
    forCaller: (caller) => forCaller(caller),
    forHttp: (req, res, clients) =>
      forCaller(
        {
          credentials: credentialsFromHeaders(req.headers),
          cookies: expressResponseCookies(res, deps.cookieSecure),
          transport: 'http',
          clientAddress: deps.clientAddresses.of(req),
          appOrigin: appOriginOf(req.headers),
        },
        clients,
      ),
  };
}

/** The app's origin as the browser sees it: its Origin header, else http(s)://Host (context.appOrigin). */
function appOriginOf(headers: IncomingHttpHeaders): string | undefined {
  const origin = headers.origin;
  if (origin && origin !== 'null') return origin;
  const host = headers.host;
  if (!host) return undefined;
  const proto =
    String(headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https'
      ? 'https'
      : 'http';
  return `${proto}://${host}`;
}
