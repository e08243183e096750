import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The first GraphQL error's `extensions.code` (e.g. CATALOG_LOCKED, NOT_FOUND), or null. */
export function graphqlErrorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.['code'];
  return typeof code === 'string' ? code : null;
}

/** True when an error says the catalog is within two hours of its sale (the two-hour lock). */
export function isCatalogLocked(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(
      (e) => e.extensions?.['code'] === 'CATALOG_LOCKED' || e.extensions?.['errorCode'] === 'CATALOG_LOCKED',
    )
  );
}

/** The spreadsheet code of a refusal (`extensions.errorCode`, e.g. "112"), or null. */
export function spreadsheetErrorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const e of error.errors) {
    const code = e.extensions?.['errorCode'];
    if (typeof code === 'string') return code;
  }
  return null;
}
