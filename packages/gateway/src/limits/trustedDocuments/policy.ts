import { getOperationAST, parse, type OperationDefinitionNode } from 'graphql/index.js';
import type { Credentials } from '../../auth/credentials.js';
import { MAX_TOKENS } from '../documentLimits.js';
import type { TrustedDocumentManifest } from './manifest.js';
import type { TrustedDocumentsMode } from './modes.js';

/** The caller as the policy sees it: `credentials.kind`, or anonymous. */
export type CallerKind = 'session' | 'bearer' | 'anonymous';

export function callerKindOf(credentials: Credentials | null | undefined): CallerKind {
  return credentials?.kind ?? 'anonymous';
}

/** A request's refusal: the GraphQL error's code and message, always a 400 over HTTP. */
export interface TrustedDocumentRefusal {
  code: 'PERSISTED_QUERY_NOT_FOUND' | 'TRUSTED_DOCUMENT_REQUIRED' | 'BAD_REQUEST';
  message: string;
}

export const TRUSTED_DOCUMENT_MESSAGES = {
  notFound:
    'PersistedQueryNotFound: this hash is not one of the trusted documents of this gateway (the web app may be newer or older than the gateway; reload the page).',
  required:
    'This session may only send the web app’s trusted documents. Scripts and GraphiQL use an API token: create one with the createApiToken mutation and send the header "Authorization: Bearer <token>".',
  badExtension: 'extensions.persistedQuery must be { "version": 1, "sha256Hash": "<64 hex digits>" }.',
} as const;

/** What a request carries: the GraphQL-over-HTTP body fields (or a graphql-ws subscribe payload). */
export interface OperationRequest {
  query?: unknown;
  operationName?: unknown;
  extensions?: unknown;
}

export type Resolution =
  /** Go on with `query` (the trusted text, or the caller's own) and the other extensions (or none). */
  | { query: unknown; extensions: Record<string, unknown> | undefined; trusted: boolean }
  | { refusal: TrustedDocumentRefusal };

/** Per caller kind: hashes resolved, raw documents let through (bootstrap ones apart), refusals. */
export interface TrustedDocumentCounts {
  trusted: number;
  raw: number;
  bootstrap: number;
  refused: number;
}

export type TrustedDocumentStats = Record<CallerKind, TrustedDocumentCounts>;

const emptyCounts = (): TrustedDocumentCounts => ({ trusted: 0, raw: 0, bootstrap: 0, refused: 0 });

/**
 * The trusted-document policy of one gateway, shared by Apollo Server's route, the lean GraphQL
 * path and graphql-ws: resolves `extensions.persistedQuery.sha256Hash` to its text, refuses unknown
 * hashes and raw documents from callers that must send trusted ones, and counts each outcome.
 */
export class TrustedDocuments {
  private readonly counts: TrustedDocumentStats = {
    session: emptyCounts(),
    bearer: emptyCounts(),
    anonymous: emptyCounts(),
  };

  constructor(
    readonly mode: TrustedDocumentsMode,
    private readonly manifest: TrustedDocumentManifest,
  ) {}

  /** How many trusted documents the manifest holds. */
  get size(): number {
    return this.manifest.size;
  }

  /** The counts since start (tests and the e2e suite read the hit rate here). */
  stats(): TrustedDocumentStats {
    return structuredClone(this.counts);
  }

  /** Whether this caller must send trusted documents. */
  mustSendTrusted(caller: CallerKind): boolean {
    return this.mode === 'all' || (this.mode === 'sessions' && caller === 'session');
  }

  resolve(request: OperationRequest, caller: CallerKind): Resolution {
    const counts = this.counts[caller];
    const extensions = isRecord(request.extensions) ? request.extensions : undefined;
    const persisted = extensions?.['persistedQuery'];
    if (persisted !== undefined) {
      const hash = isRecord(persisted) && persisted['version'] === 1 ? persisted['sha256Hash'] : undefined;
      if (typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) {
        counts.refused += 1;
        return { refusal: { code: 'BAD_REQUEST', message: TRUSTED_DOCUMENT_MESSAGES.badExtension } };
      }
      const text = this.manifest.get(hash);
      if (text === undefined) {
        counts.refused += 1;
        return {
          refusal: { code: 'PERSISTED_QUERY_NOT_FOUND', message: TRUSTED_DOCUMENT_MESSAGES.notFound },
        };
      }
      counts.trusted += 1;
      // The stored text runs, whatever `query` the request also carried (no registration of new hashes).
      const { persistedQuery: _, ...rest } = extensions ?? {};
      return { query: text, extensions: Object.keys(rest).length > 0 ? rest : undefined, trusted: true };
    }
    if (this.mustSendTrusted(caller)) {
      if (!isBootstrap(request)) {
        counts.refused += 1;
        return {
          refusal: { code: 'TRUSTED_DOCUMENT_REQUIRED', message: TRUSTED_DOCUMENT_MESSAGES.required },
        };
      }
      counts.bootstrap += 1;
    } else {
      counts.raw += 1;
    }
    return { query: request.query, extensions, trusted: false };
  }
}

/** Root fields a restricted caller may still send as text: the schema (GraphiQL's explorer) and a new API token. */
const BOOTSTRAP_FIELDS = {
  query: new Set(['__schema', '__type', '__typename']),
  mutation: new Set(['createApiToken']),
} as const;

/**
 * The bootstrap operations: introspection only (GraphiQL loads its docs with the session), or
 * `createApiToken` only (the token GraphiQL and scripts then send instead of the cookie). Only
 * plain root fields count; fragments at the root make it an ordinary document.
 */
export function isBootstrap(request: OperationRequest): boolean {
  if (typeof request.query !== 'string') return false;
  let operation: OperationDefinitionNode | null | undefined;
  try {
    operation = getOperationAST(
      parse(request.query, { maxTokens: MAX_TOKENS }),
      typeof request.operationName === 'string' ? request.operationName : undefined,
    );
  } catch {
    return false;
  }
  if (!operation || operation.operation === 'subscription') return false;
  const allowed: ReadonlySet<string> = BOOTSTRAP_FIELDS[operation.operation];
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === 'Field' && allowed.has(selection.name.value),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
