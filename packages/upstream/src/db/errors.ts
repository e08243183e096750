/** PostgreSQL error codes we act on (the same from pg and PGlite). */
const UNIQUE_VIOLATION = '23505';

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === UNIQUE_VIOLATION;
}
