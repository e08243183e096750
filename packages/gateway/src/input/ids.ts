import { GraphQLError } from 'graphql/index.js';
import { badUserInput, ErrorCode } from '../errors.js';
import { UpstreamError, type ServiceName } from '../rest/errors.js';

/** An upstream id as a GraphQL ID: a positive whole number of at most 10 digits, no leading zero. */
const ID = /^[1-9][0-9]{0,9}$/;

export function isId(value: string): boolean {
  return ID.test(value);
}

/** The id as a number, or BAD_USER_INPUT at `field` (with the module's own wording when it has one). */
export function parseId(value: string, field: string, message = `${field} must be an id.`): number {
  if (!isId(value)) throw badUserInput(message, field);
  return Number(value);
}

/** Sorted, unique ids, each checked as `parseId` does. */
export function parseIds(values: readonly string[], field: string, message?: string): number[] {
  return [...new Set(values.map((v) => parseId(v, field, message)))].sort((a, b) => a - b);
}

/** NOT_FOUND: an id that is not the caller's house's (or does not exist), at its input `field` when named. */
export function notFound(message: string, field?: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: ErrorCode.NOT_FOUND, ...(field ? { field } : {}) },
  });
}

/**
 * NOT_FOUND as the service would answer it (an UpstreamError with status 404), for an id the gateway
 * already knows the service does not have in the caller's house: it is then read and renamed like
 * the service's own 404 (`isNotFound`, `orNullWhenMissing`, rest/inputTerms.ts).
 */
export function serviceNotFound(service: ServiceName, message = 'Not found', field?: string): UpstreamError {
  return new UpstreamError(message, ErrorCode.NOT_FOUND, service, 404, null, null, field);
}

/** True when the error is the upstream's 404 (another house's id, or none). */
export function isNotFound(error: unknown): boolean {
  return error instanceof UpstreamError && error.code === ErrorCode.NOT_FOUND;
}

/** Null (no data) when the upstream does not know the id in the caller's house: never another house's data. */
export async function orNullWhenMissing<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/**
 * A GraphQL ID that must be a whole number (upstream ids), normalised ("007" is 7); "0" only where
 * allowed (a new session). Leading zeros aside, the rule is parseId's.
 */
export function numericId(value: string, field: string, allowZero = false): string {
  const trimmed = value.trim();
  const message = `${field} must be a whole number`;
  if (!/^\d{1,10}$/.test(trimmed)) throw badUserInput(message, field);
  const digits = trimmed.replace(/^0+(?=\d)/, '');
  if (digits === '0' && allowZero) return '0';
  return String(parseId(digits, field, message));
}
