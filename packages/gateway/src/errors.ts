import { GraphQLError, type GraphQLFormattedError } from 'graphql/index.js';
import type { RuleViolation } from '@ah/schema';

/** The `extensions.code` values the gateway answers with. Clients switch on these. */
export const ErrorCode = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  RATE_LIMITED: 'RATE_LIMITED',
  UPSTREAM_UNAVAILABLE: 'UPSTREAM_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  /** A money action's idempotency key was already used for a different request (upstream 409). */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_MESSAGES = {
  unauthenticated: 'You must be signed in.',
  forbidden: 'You do not have permissions to view this page. Please contact your system administrator.',
  upstreamUnavailable: 'A service the gateway depends on is unavailable. Please try again later.',
  internal: 'Internal server error',
  introspectionDisabled: 'GraphQL introspection is only available to signed-in users.',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
  costBudgetSpent:
    "This API token has spent its query cost budget for this minute. Retry after the time in 'Retry-After'.",
} as const;

export function unauthenticated(message: string = ERROR_MESSAGES.unauthenticated): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.UNAUTHENTICATED } });
}

export function forbidden(message: string = ERROR_MESSAGES.forbidden): GraphQLError {
  return new GraphQLError(message, { extensions: { code: ErrorCode.FORBIDDEN } });
}

/**
 * The caller went over a rate limit (limits/rateLimit): HTTP 429 with `Retry-After`, and the same
 * seconds in `extensions.retryAfter` for clients that only see the GraphQL error (WebSocket).
 */
export function rateLimited(retryAfterSeconds: number, transport: 'http' | 'ws' = 'http'): GraphQLError {
  return new GraphQLError(ERROR_MESSAGES.rateLimited, {
    extensions: {
      code: ErrorCode.RATE_LIMITED,
      retryAfter: retryAfterSeconds,
      ...(transport === 'http'
        ? { http: { status: 429, headers: new Map([['retry-after', String(retryAfterSeconds)]]) } }
        : {}),
    },
  });
}

export function badUserInput(
  message: string,
  field?: string,
  extra: Record<string, unknown> = {},
): GraphQLError {
  return new GraphQLError(message, {
    extensions: { ...extra, code: ErrorCode.BAD_USER_INPUT, ...(field ? { field } : {}) },
  });
}

/**
 * Broken input rules as one error: the first violation's message and field (what a form shows
 * first), with every violation in `extensions.violations`.
 */
export function ruleViolationsError(violations: readonly RuleViolation[]): GraphQLError {
  const [first] = violations;
  if (!first) throw new Error('ruleViolationsError needs at least one violation');
  return new GraphQLError(first.message, {
    extensions: {
      code: ErrorCode.BAD_USER_INPUT,
      field: first.field,
      violations: violations.map((v) => ({ field: v.field, message: v.message })),
    },
  });
}

/** Codes whose message is meant for the client and survives masking. */
const CLIENT_SAFE_CODES: ReadonlySet<string> = new Set([
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.FORBIDDEN,
  ErrorCode.NOT_FOUND,
  ErrorCode.BAD_USER_INPUT,
  ErrorCode.RATE_LIMITED,
  ErrorCode.UPSTREAM_UNAVAILABLE,
  ErrorCode.IDEMPOTENCY_KEY_REUSED,
  // Apollo Server's and graphql-js' request errors: about the request, never about internals.
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  // Trusted documents (limits/trustedDocuments): a raw document from a caller that must send hashes.
  'TRUSTED_DOCUMENT_REQUIRED',
]);

/**
 * Error masking (every path: HTTP and WebSocket). Outside development an error without a known
 * code becomes `INTERNAL_SERVER_ERROR` 'Internal server error' with no stack, no cause, no
 * upstream detail; known codes keep their message and client-facing extensions.
 */
export function maskError(formatted: GraphQLFormattedError, development: boolean): GraphQLFormattedError {
  if (development) return formatted;
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && CLIENT_SAFE_CODES.has(code)) {
    const { stacktrace: _stacktrace, exception: _exception, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  }
  return {
    message: ERROR_MESSAGES.internal,
    ...(formatted.locations ? { locations: formatted.locations } : {}),
    ...(formatted.path ? { path: formatted.path } : {}),
    extensions: { code: ErrorCode.INTERNAL_SERVER_ERROR },
  };
}

/** Masks like `maskError`, and logs what was hidden so operators still see it. */
export function maskAndLog(
  formatted: GraphQLFormattedError,
  original: unknown,
  development: boolean,
  logger: { error(message?: unknown, ...rest: unknown[]): void },
): GraphQLFormattedError {
  const masked = maskError(formatted, development);
  if (masked.extensions?.code === ErrorCode.INTERNAL_SERVER_ERROR && formatted.message !== masked.message) {
    const cause =
      original instanceof GraphQLError && original.originalError ? original.originalError : original;
    logger.error('Masked GraphQL error', { message: formatted.message, path: formatted.path, error: cause });
  }
  return masked;
}
