import { GraphQLError } from 'graphql/index.js';
import type { components } from '../__generated__/upstream/house.js';
import { ERROR_MESSAGES, ErrorCode } from '../errors.js';
import { graphqlInputNames, isGraphqlInputPath, pathSegments } from '../input/inputNames.js';

export type ServiceName = 'house' | 'catalog' | 'shipping' | 'bidAdmin';

/** Why an upstream call produced no usable answer. */
export type UnavailableReason = 'timeout' | 'network' | 'server-error' | 'circuit-open' | 'bad-response';

/**
 * An upstream failure, already a GraphQL error with the code clients switch on. The HTTP status,
 * upstream code and the upstream's own `field` (a REST body name) stay on the object for logs,
 * tests and the modules that rename it (inputTerms.ts); they are not sent to clients. Only a field
 * that already reads as a GraphQL input path becomes `extensions.field`.
 */
export class UpstreamError extends GraphQLError {
  readonly upstreamField: string | null;

  constructor(
    message: string,
    code: ErrorCode,
    readonly service: ServiceName,
    readonly status: number | null,
    readonly upstreamCode: string | null,
    readonly reason: UnavailableReason | null,
    field?: string,
  ) {
    // Dotted like the gateway's own paths (input/inputPath.ts): `objects[1].title` → `objects.1.title`.
    const shown = field && isGraphqlInputPath(field) ? pathSegments(field).join('.') : undefined;
    super(message, { extensions: { code, ...(shown ? { field: shown } : {}) } });
    this.name = 'UpstreamError';
    this.upstreamField = field ?? null;
  }

  get code(): ErrorCode {
    return this.extensions.code as ErrorCode;
  }
}

export function upstreamUnavailable(
  service: ServiceName,
  reason: UnavailableReason,
  status: number | null = null,
): UpstreamError {
  return new UpstreamError(
    ERROR_MESSAGES.upstreamUnavailable,
    ErrorCode.UPSTREAM_UNAVAILABLE,
    service,
    status,
    null,
    reason,
  );
}

/** The upstream's error envelope (ErrorBody), read defensively: a misbehaving service may send anything. */
type ErrorEnvelope = { error?: Partial<Record<keyof components['schemas']['ErrorBody']['error'], unknown>> };

/**
 * Maps an upstream error answer to a GraphQL error: 401 UNAUTHENTICATED, 403 FORBIDDEN,
 * 404 NOT_FOUND (with the service's `field`), 400/409/422 BAD_USER_INPUT (the upstream's readable message and `field`),
 * 429 RATE_LIMITED, 5xx UPSTREAM_UNAVAILABLE. Other statuses are the gateway's bug: a plain error
 * that masking turns into INTERNAL_SERVER_ERROR.
 */
export function upstreamHttpError(service: ServiceName, status: number, body: unknown): Error {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as ErrorEnvelope;
  const upstreamCode = typeof envelope.error?.code === 'string' ? envelope.error.code : null;
  const field = typeof envelope.error?.field === 'string' ? envelope.error.field : undefined;
  const said = typeof envelope.error?.message === 'string' ? envelope.error.message : null;
  const message = said !== null && namesRestField(said, field) ? null : said;
  const make = (code: ErrorCode, fallback: string, withField = false) =>
    new UpstreamError(
      message ?? fallback,
      code,
      service,
      status,
      upstreamCode,
      null,
      withField ? field : undefined,
    );

  if (status === 401) return make(ErrorCode.UNAUTHENTICATED, ERROR_MESSAGES.unauthenticated);
  if (status === 403) return make(ErrorCode.FORBIDDEN, ERROR_MESSAGES.forbidden);
  // The field, when the service names one, is the body's id that is unknown to the caller's house.
  if (status === 404) return make(ErrorCode.NOT_FOUND, 'Not found', true);
  // Its own code, so clients can tell "make a new key" from other refusals.
  if (status === 409 && upstreamCode === 'IDEMPOTENCY_KEY_REUSED')
    // The key travels as the Idempotency-Key header; callers sent it as the input's idempotencyKey.
    return new UpstreamError(
      message ?? 'This idempotency key was used for another request.',
      ErrorCode.IDEMPOTENCY_KEY_REUSED,
      service,
      status,
      upstreamCode,
      null,
      'idempotencyKey',
    );
  if (status === 400 || status === 409 || status === 422)
    return make(ErrorCode.BAD_USER_INPUT, 'The request was refused.', true);
  if (status === 429) return make(ErrorCode.RATE_LIMITED, ERROR_MESSAGES.rateLimited);
  if (status >= 500) return upstreamUnavailable(service, 'server-error', status);
  return new Error(`Unexpected ${status} from the ${service} service`);
}

const REST_ID_NAME = /\b[a-z][A-Za-z]*IDs?\b/;

/**
 * Whether an upstream message names a REST field: an id in the contract's spelling, or a word of the
 * field's path that is no GraphQL input name appears in it. Such a message is replaced by the
 * generic refusal unless the calling module words it in the input's terms (inputTerms.ts).
 */
function namesRestField(message: string, field: string | undefined): boolean {
  // The REST contract spells ids `…ID` (photoID, groupSettingsID), the GraphQL schema `…Id`.
  if (REST_ID_NAME.test(message)) return true;
  if (!field) return false;
  const known = graphqlInputNames();
  return pathSegments(field).some(
    (segment) =>
      !/^\d+$/.test(segment) &&
      !known.has(segment) &&
      new RegExp(`\\b${escapeRegExp(segment)}\\b`).test(message),
  );
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
