import { GraphQLError } from 'graphql/index.js';
import type { components } from '../__generated__/upstream/house.js';
import { ERROR_MESSAGES, ErrorCode } from '../errors.js';

export type ServiceName = 'house' | 'catalog' | 'shipping' | 'bidAdmin';

/** Why an upstream call produced no usable answer. */
export type UnavailableReason = 'timeout' | 'network' | 'server-error' | 'circuit-open' | 'bad-response';

/**
 * An upstream failure, already a GraphQL error with the code clients switch on. The HTTP status
 * and upstream code stay on the object for logs and tests; they are not sent to clients.
 */
export class UpstreamError extends GraphQLError {
  constructor(
    message: string,
    code: ErrorCode,
    readonly service: ServiceName,
    readonly status: number | null,
    readonly upstreamCode: string | null,
    readonly reason: UnavailableReason | null,
    field?: string,
  ) {
    super(message, { extensions: { code, ...(field ? { field } : {}) } });
    this.name = 'UpstreamError';
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
 * 404 NOT_FOUND, 400/409/422 BAD_USER_INPUT (the upstream's readable message and `field`),
 * 429 RATE_LIMITED, 5xx UPSTREAM_UNAVAILABLE. Other statuses are the gateway's bug: a plain error
 * that masking turns into INTERNAL_SERVER_ERROR.
 */
export function upstreamHttpError(service: ServiceName, status: number, body: unknown): Error {
  const envelope = (typeof body === 'object' && body !== null ? body : {}) as ErrorEnvelope;
  const message = typeof envelope.error?.message === 'string' ? envelope.error.message : null;
  const upstreamCode = typeof envelope.error?.code === 'string' ? envelope.error.code : null;
  const field = typeof envelope.error?.field === 'string' ? envelope.error.field : undefined;
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
  if (status === 404) return make(ErrorCode.NOT_FOUND, 'Not found');
  // Its own code, so clients can tell "make a new key" from other refusals.
  if (status === 409 && upstreamCode === 'IDEMPOTENCY_KEY_REUSED')
    return make(ErrorCode.IDEMPOTENCY_KEY_REUSED, 'This idempotency key was used for another request.', true);
  if (status === 400 || status === 409 || status === 422)
    return make(ErrorCode.BAD_USER_INPUT, 'The request was refused.', true);
  if (status === 429) return make(ErrorCode.RATE_LIMITED, ERROR_MESSAGES.rateLimited);
  if (status >= 500) return upstreamUnavailable(service, 'server-error', status);
  return new Error(`Unexpected ${status} from the ${service} service`);
}
