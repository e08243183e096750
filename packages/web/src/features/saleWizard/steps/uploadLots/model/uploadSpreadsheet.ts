import { UPLOAD_MESSAGES } from '@ah/schema';
import type {
  SpreadsheetFormat,
  SpreadsheetUploadResultFieldsFragment,
} from '../../../../../__generated__/graphql';
import { GENERIC_FAILURE, ITEMS_TEXTS } from '../../../../lots';
import { sendWithProgress, type SendOutcome } from '../../../../../ui/sendWithProgress';

export type UploadResult = SpreadsheetUploadResultFieldsFragment;

/** What became of one upload (sales §4 Upload flow), as the step shows it. */
export type UploadOutcome =
  /** The catalog service parsed the file: success, row errors, or a breaking failure. */
  | { kind: 'parsed'; result: UploadResult }
  /** A 504, the client's own 120-second time-out, or any other failure: a titled notice. */
  | { kind: 'notice'; title: string | null; text: string }
  /** Cancelled by the user or by leaving the page: nothing to show. */
  | { kind: 'aborted' };

export interface UploadRequest {
  url: string;
  groupId: string;
  catalogId: string;
  format: SpreadsheetFormat;
  file: File;
  timeoutMs: number;
  /** Extra headers (a bearer token where there is no session cookie). */
  headers?: Record<string, string>;
  onProgress: (percent: number) => void;
  signal?: AbortSignal;
}

/** The gateway's answer is the GraphQL type SpreadsheetUploadResult; anything else is a failure. */
function isUploadResult(body: unknown): body is UploadResult {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return (
    Array.isArray(b['lots']) &&
    Array.isArray(b['errors']) &&
    Array.isArray(b['warnings']) &&
    typeof b['breaking'] === 'boolean' &&
    typeof b['totalErrors'] === 'number'
  );
}

function errorCodeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null || !('code' in error)) return null;
  return String((error as { code: unknown }).code);
}

/** The notice for an answer that is not a parse result (sales §8 Spreadsheet upload, Lots). */
export function outcomeOf(sent: SendOutcome): UploadOutcome {
  switch (sent.kind) {
    case 'aborted':
      return { kind: 'aborted' };
    case 'gatewayTimeout':
      return {
        kind: 'notice',
        title: UPLOAD_MESSAGES.gatewayTimeoutTitle,
        text: UPLOAD_MESSAGES.gatewayTimeoutText,
      };
    case 'timedOut':
      return { kind: 'notice', title: UPLOAD_MESSAGES.timeoutTitle, text: UPLOAD_MESSAGES.timeoutText };
    case 'offline':
      return { kind: 'notice', title: null, text: ITEMS_TEXTS.offline };
    case 'answered': {
      if (isUploadResult(sent.body)) return { kind: 'parsed', result: sent.body };
      const code = errorCodeOf(sent.body);
      if (code === 'CATALOG_LOCKED')
        return { kind: 'notice', title: ITEMS_TEXTS.lockedTitle, text: ITEMS_TEXTS.lockedText };
      if (code === 'UNAUTHENTICATED') return { kind: 'notice', title: null, text: ITEMS_TEXTS.signedOut };
      return { kind: 'notice', title: null, text: GENERIC_FAILURE };
    }
  }
}

/**
 * Posts one spreadsheet to the gateway's upload route: the text fields first, then the file (the
 * route streams the file on without holding it), with the CSRF header the route requires.
 */
export async function uploadSpreadsheet(request: UploadRequest): Promise<UploadOutcome> {
  const body = new FormData();
  body.append('groupId', request.groupId);
  body.append('catalogId', request.catalogId);
  body.append('format', request.format);
  body.append('file', request.file, request.file.name);
  const sent = await sendWithProgress({
    url: request.url,
    body,
    headers: { ...request.headers, 'apollo-require-preflight': 'true' },
    timeoutMs: request.timeoutMs,
    onProgress: request.onProgress,
    signal: request.signal,
  });
  return outcomeOf(sent);
}
