/** PostgreSQL error codes we act on (the same from pg and PGlite). */
const UNIQUE_VIOLATION = '23505';

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return codeOf(error) === UNIQUE_VIOLATION;
}

/**
 * PostgreSQL's class 22, "data exception": a value the statement was given cannot be stored or
 * read as its type (22021 invalid byte sequence, e.g. a NUL byte; 22001 value too long; 22003
 * numeric out of range; 22P02 invalid text representation; 22007/22008 bad dates; ...). Routes
 * check their input first; one that slips through is still the caller's input, not the service's fault.
 */
export function isDataException(error: unknown): boolean {
  const code = codeOf(error);
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}
