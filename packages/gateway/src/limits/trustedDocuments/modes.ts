/**
 * Who must send trusted documents (docs/API.md: Trusted documents; `TRUSTED_DOCUMENTS`):
 * - `off`: nobody; any caller may send any document (development, the integration-test harness).
 *   Hashes of the manifest still work when it is there.
 * - `sessions`: requests with the session cookie (browsers) send the hash of one of the web app's
 *   documents; bearer-token and anonymous callers may send any document within the limits.
 * - `all`: every caller, API tokens included, sends trusted documents.
 * Whoever must send trusted documents may still send the bootstrap operations (`isBootstrap`).
 */
export const TRUSTED_DOCUMENTS_MODES = ['off', 'sessions', 'all'] as const;
export type TrustedDocumentsMode = (typeof TRUSTED_DOCUMENTS_MODES)[number];

export function isTrustedDocumentsMode(value: string): value is TrustedDocumentsMode {
  return (TRUSTED_DOCUMENTS_MODES as readonly string[]).includes(value);
}

/** Where the web build puts its trusted documents (packages/web/vite.config.ts), in its dist/. */
export const MANIFEST_FILE_NAME = 'persisted-documents.json';
