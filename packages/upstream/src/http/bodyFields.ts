import { badRequest } from './httpError.js';

/**
 * Typed reads of a JSON body's fields (after `jsonObjectBody`), refused with a 400 naming the field.
 * `undefined` means absent; `null` is kept where a field may be cleared.
 */
type Body = Record<string, unknown>;

export function text(
  body: Body,
  key: string,
  options: { max?: number; required?: boolean; allowEmpty?: boolean } = {},
): string | undefined {
  const value = body[key];
  if (value === undefined || value === null) {
    if (options.required) throw badRequest('FIELD_REQUIRED', `"${key}" is required.`, key);
    return undefined;
  }
  if (typeof value !== 'string') throw badRequest('INVALID_BODY', `"${key}" must be a string.`, key);
  const trimmed = value.trim();
  if (trimmed === '' && (options.required || options.allowEmpty === false))
    throw badRequest('FIELD_REQUIRED', `"${key}" is required.`, key);
  if (options.max !== undefined && trimmed.length > options.max)
    throw badRequest('FIELD_TOO_LONG', `"${key}" must be ${options.max} characters or less.`, key);
  return trimmed;
}

/** A positive integer id given as a number or a digit string; null clears it. */
export function id(body: Body, key: string, options: { required?: boolean } = {}): number | null | undefined {
  const value = body[key];
  if (value === undefined || value === null || value === '' || value === 0 || value === '0') {
    if (options.required) throw badRequest('FIELD_REQUIRED', `"${key}" is required.`, key);
    return value === undefined ? undefined : null;
  }
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647)
    throw badRequest('INVALID_BODY', `"${key}" must be a positive whole number.`, key);
  return n;
}

/** An integer (number or digit string) within a range. */
export function integer(body: Body, key: string, min: number, max: number): number | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^-?\d+$/.test(value)
        ? Number(value)
        : NaN;
  if (!Number.isInteger(n) || n < min || n > max)
    throw badRequest('INVALID_BODY', `"${key}" must be a whole number from ${min} to ${max}.`, key);
  return n;
}

export function bool(body: Body, key: string): boolean | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'boolean') throw badRequest('INVALID_BODY', `"${key}" must be true or false.`, key);
  return value;
}

/** One of the listed values (compared as given). */
export function oneOf<T extends string | number>(
  body: Body,
  key: string,
  values: readonly T[],
): T | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (!values.includes(value as T))
    throw badRequest('INVALID_BODY', `"${key}" must be one of ${values.join(', ')}.`, key);
  return value as T;
}

/** A JSON array body (or field) of positive integer ids. */
export function idList(value: unknown, field: string, max = 1_000): number[] {
  if (!Array.isArray(value) || value.length > max)
    throw badRequest('INVALID_BODY', `${field} must be a list of ids.`, field);
  return value.map((item) => {
    const n =
      typeof item === 'number' ? item : typeof item === 'string' && /^\d+$/.test(item) ? Number(item) : NaN;
    if (!Number.isSafeInteger(n) || n <= 0)
      throw badRequest('INVALID_BODY', `${field} must be a list of ids.`, field);
    return n;
  });
}
