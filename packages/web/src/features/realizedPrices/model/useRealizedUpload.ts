import { SPREADSHEET_LIMITS, UPLOAD_MESSAGES, validateSpreadsheetFile } from '@ah/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import { GENERIC_FAILURE, ITEMS_TEXTS, useItemsEndpoint } from '../../lots';
import { FILE_CHECK_TITLE, type UploadState } from '../../saleWizard';
import { sendWithProgress, type SendOutcome } from '../../../ui/sendWithProgress';
import type { RealizedReview } from './realizedSteps';

/** The gateway's upload route (modules/realizedPrices/http/realizedPriceUploads.ts); its answer is a RealizedPriceReview. */
export const REALIZED_UPLOAD_PATH = '/uploads/realizedPrices';

function isReview(body: unknown): body is RealizedReview {
  if (typeof body !== 'object' || body === null) return false;
  const b = body as Record<string, unknown>;
  return Array.isArray(b['rows']) && Array.isArray(b['fileErrors']) && typeof b['totalErrors'] === 'number';
}

function refusalOf(body: unknown): { code: string | null; message: string | null } {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : null;
  if (typeof error !== 'object' || error === null) return { code: null, message: null };
  const e = error as { code?: unknown; message?: unknown };
  return {
    code: typeof e.code === 'string' ? e.code : null,
    message: typeof e.message === 'string' ? e.message : null,
  };
}

/** What the zone shows for an answer without rows (sales §8 Spreadsheet upload, as the items upload). */
export function stateOf(sent: SendOutcome, fileName: string): UploadState | RealizedReview | null {
  switch (sent.kind) {
    case 'aborted':
      return null;
    case 'gatewayTimeout':
      return {
        phase: 'notice',
        fileName,
        title: UPLOAD_MESSAGES.gatewayTimeoutTitle,
        text: UPLOAD_MESSAGES.gatewayTimeoutText,
      };
    case 'timedOut':
      return {
        phase: 'notice',
        fileName,
        title: UPLOAD_MESSAGES.timeoutTitle,
        text: UPLOAD_MESSAGES.timeoutText,
      };
    case 'offline':
      return { phase: 'notice', fileName, title: null, text: ITEMS_TEXTS.offline };
    case 'answered': {
      if (isReview(sent.body)) {
        const review = sent.body;
        if (review.rows.length > 0) return review;
        const [first, ...rest] = review.fileErrors.map((e) => e.message);
        return {
          phase: 'failed',
          fileName,
          totalErrors: Math.max(review.totalErrors, 1),
          message: first ?? UPLOAD_MESSAGES.noRows,
          reasons: [...new Set(rest)],
        };
      }
      const refusal = refusalOf(sent.body);
      if (refusal.code === 'UNAUTHENTICATED')
        return { phase: 'notice', fileName, title: null, text: ITEMS_TEXTS.signedOut };
      if (sent.status === 403 && refusal.message)
        return { phase: 'notice', fileName, title: null, text: refusal.message };
      return { phase: 'notice', fileName, title: null, text: GENERIC_FAILURE };
    }
  }
}

/**
 * One realized prices file at a time, sent like the items spreadsheet (sales §4 Realized prices:
 * new, uploading with progress, then the review or a failure): checked, posted with real progress
 * and the 120-second time-out, its answer turned into the dropzone's state or the review.
 */
export function useRealizedUpload(catalogId: string, onParsed: (review: RealizedReview) => void) {
  const endpoint = useItemsEndpoint();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: File) => {
      const refused = validateSpreadsheetFile(file);
      if (refused) {
        setState({ phase: 'notice', fileName: file.name, title: FILE_CHECK_TITLE, text: refused.displayMsg });
        return;
      }
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'uploading', fileName: file.name, percent: 0 });
      const body = new FormData();
      body.append('catalogId', catalogId);
      body.append('file', file, file.name);
      const sent = await sendWithProgress({
        url: `${endpoint.base}${REALIZED_UPLOAD_PATH}`,
        body,
        headers: { ...endpoint.headers, 'apollo-require-preflight': 'true' },
        timeoutMs: SPREADSHEET_LIMITS.timeoutMs,
        signal: controller.signal,
        onProgress: (percent) =>
          setState((s) => (s.phase === 'uploading' && s.percent !== percent ? { ...s, percent } : s)),
      });
      if (running.current === controller) running.current = null;
      const next = stateOf(sent, file.name);
      if (next === null) return;
      if ('phase' in next) {
        setState(next);
        return;
      }
      setState({ phase: 'idle' });
      onParsed(next);
    },
    [catalogId, endpoint.base, endpoint.headers, onParsed],
  );

  const retry = useCallback(() => setState({ phase: 'idle' }), []);
  const refuse = useCallback((text: string, fileName: string | null) => {
    setState({ phase: 'notice', fileName, title: FILE_CHECK_TITLE, text });
  }, []);
  return { state, start, retry, refuse };
}
