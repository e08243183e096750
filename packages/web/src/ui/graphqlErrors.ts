import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The gateway's explanation of a refused input (BAD_USER_INPUT), or null for any other failure. */
export function badUserInputMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  return error.errors.find((e) => e.extensions?.['code'] === 'BAD_USER_INPUT')?.message ?? null;
}

/** Every refusal of a BAD_USER_INPUT error as field → message (extensions.violations, else the one field). */
export function badUserInputViolations(error: unknown): { field: string; message: string }[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  const found = error.errors.find((e) => e.extensions?.['code'] === 'BAD_USER_INPUT');
  if (!found) return [];
  const list = found.extensions?.['violations'];
  if (Array.isArray(list))
    return list.flatMap((v: unknown) =>
      v && typeof v === 'object' && 'field' in v && 'message' in v
        ? [{ field: String(v.field), message: String(v.message) }]
        : [],
    );
  const field = found.extensions?.['field'];
  return typeof field === 'string' ? [{ field, message: found.message }] : [];
}
