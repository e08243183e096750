import { readTrustedDocumentManifest } from './manifest.js';
import type { TrustedDocumentsMode } from './modes.js';
import { TrustedDocuments } from './policy.js';

export { markResolved, resolveBody, sendTrustedDocumentRefusal, trustedDocumentsMiddleware } from './http.js';
export { readTrustedDocumentManifest, type TrustedDocumentManifest } from './manifest.js';
export {
  callerKindOf,
  isBootstrap,
  TRUSTED_DOCUMENT_MESSAGES,
  TrustedDocuments,
  type CallerKind,
  type TrustedDocumentCounts,
  type TrustedDocumentRefusal,
  type TrustedDocumentStats,
} from './policy.js';
export {
  isTrustedDocumentsMode,
  MANIFEST_FILE_NAME,
  TRUSTED_DOCUMENTS_MODES,
  type TrustedDocumentsMode,
} from './modes.js';

/**
 * The gateway's trusted documents, read once at start. A mode that requires them stops the gateway
 * at once when the file is missing (every browser request would fail otherwise); `off` goes on
 * without (hashes are then unknown, raw documents work).
 */
export function loadTrustedDocuments(mode: TrustedDocumentsMode, manifestPath: string): TrustedDocuments {
  const manifest = readTrustedDocumentManifest(manifestPath);
  if (!manifest && mode !== 'off')
    throw new Error(
      `TRUSTED_DOCUMENTS=${mode} needs the web app's trusted documents, but ${manifestPath} is missing. ` +
        'Build the web app ("npm run build" or "pnpm --filter @ah/web build"), set TRUSTED_DOCUMENTS_MANIFEST ' +
        'to its persisted-documents.json, or set TRUSTED_DOCUMENTS=off.',
    );
  return new TrustedDocuments(mode, manifest ?? new Map());
}
