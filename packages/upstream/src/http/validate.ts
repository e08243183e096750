import { badRequest } from './httpError.js';

/**
 * Small request checks, run before anything reaches the database. The contract check
 * (contractBodies.ts) answers a body that is not an object or has an unknown property first, in
 * these same words; these remain the typed reads of the fields, and the net for bodies whose
 * schema is a oneOf, which the contract check leaves to the route.
 */
export function jsonObjectBody(body: unknown, allowedKeys: readonly string[]): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('INVALID_BODY', 'The request body must be a JSON object.');
  const record = body as Record<string, unknown>;
  for (const key of Object.keys(record))
    if (!allowedKeys.includes(key)) throw badRequest('INVALID_BODY', `Unknown property "${key}".`, key);
  return record;
}

/** A string field of a body; `undefined` when absent. Non-strings are refused. */
export function optionalString(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest('INVALID_BODY', `"${key}" must be a string.`, key);
  return value;
}

const POSITIVE_INTEGER = /^[1-9][0-9]{0,9}$/;

/** A path or query value that must be a positive integer (ids, page numbers). */
export function parsePositiveInteger(value: unknown): number | null {
  if (typeof value !== 'string' || !POSITIVE_INTEGER.test(value)) return null;
  const n = Number(value);
  return n <= 2_147_483_647 ? n : null;
}
