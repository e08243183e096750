import { BREAKING_CODES, UPLOAD_MESSAGES, validateSpreadsheetFile } from '@ah/schema';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SpreadsheetFormat } from '../../../../../__generated__/graphql';
import { uploadSpreadsheet, type UploadResult } from './uploadSpreadsheet';

/** The upload zone's state (sales §4 Upload flow: idle, uploading with a percent, then success or failure). */
export type UploadState =
  | { phase: 'idle' }
  | { phase: 'uploading'; fileName: string; percent: number }
  /**
   * A breaking failure: 'Upload Failed: N Total Error(s)' and Retry, with the breaking error's own
   * message (108 or 166) and any other file-level reasons.
   */
  | { phase: 'failed'; fileName: string; totalErrors: number; message: string | null; reasons: string[] }
  /** A 504, the 120-second time-out, a refused file or a lost connection. */
  | { phase: 'notice'; fileName: string | null; title: string | null; text: string };

export interface UploadTarget {
  url: string;
  headers: Record<string, string>;
  groupId: string;
  catalogId: string;
  timeoutMs: number;
}

/**
 * Why a breaking upload failed: the first breaking error's own message (108 or 166). Sales §8 shows
 * these "alone" with "no list": not a row table, but their reason fits in the same banner.
 */
export function breakingMessage(result: UploadResult): string | null {
  return result.errors.find((e) => BREAKING_CODES.includes(e.errorCode))?.displayMsg ?? null;
}

/** The other file-level reasons a breaking answer gives (e.g. 138), never the 108/166 errors. */
export function breakingReasons(result: UploadResult): string[] {
  const reasons = result.errors
    .filter((e) => e.row === null || e.row === undefined)
    .filter((e) => !BREAKING_CODES.includes(e.errorCode))
    .map((e) => e.displayMsg);
  return [...new Set(reasons)];
}

/** The file title of the pre-upload check (ours: the spec does not give its wording). */
export const FILE_CHECK_TITLE = 'This file cannot be uploaded';

/**
 * One spreadsheet upload at a time: checks the file, sends it with real progress, and turns the
 * answer into the zone's state. A parse with rows (with or without row errors) goes to `onParsed`.
 * Leaving the page cancels a running upload.
 */
export function useSpreadsheetUpload(target: UploadTarget, onParsed: (result: UploadResult) => void) {
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback(
    async (file: File, format: SpreadsheetFormat) => {
      const refused = validateSpreadsheetFile(file);
      if (refused) {
        setState({ phase: 'notice', fileName: file.name, title: FILE_CHECK_TITLE, text: refused.displayMsg });
        return;
      }
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ phase: 'uploading', fileName: file.name, percent: 0 });
      const outcome = await uploadSpreadsheet({
        url: target.url,
        headers: target.headers,
        groupId: target.groupId,
        catalogId: target.catalogId,
        format,
        file,
        timeoutMs: target.timeoutMs,
        signal: controller.signal,
        onProgress: (percent) =>
          setState((s) => (s.phase === 'uploading' && s.percent !== percent ? { ...s, percent } : s)),
      });
      if (running.current === controller) running.current = null;
      if (outcome.kind === 'aborted') return;
      if (outcome.kind === 'notice') {
        setState({ phase: 'notice', fileName: file.name, title: outcome.title, text: outcome.text });
        return;
      }
      const { result } = outcome;
      if (result.breaking) {
        setState({
          phase: 'failed',
          fileName: file.name,
          totalErrors: result.totalErrors,
          message: breakingMessage(result),
          reasons: breakingReasons(result),
        });
        return;
      }
      if (result.lots.length === 0) {
        setState({
          phase: 'notice',
          fileName: file.name,
          title: FILE_CHECK_TITLE,
          text: UPLOAD_MESSAGES.noRows,
        });
        return;
      }
      setState({ phase: 'idle' });
      onParsed(result);
    },
    [target.url, target.headers, target.groupId, target.catalogId, target.timeoutMs, onParsed],
  );

  /** Retry clears every error and shows the dropzone again (sales §4). */
  const retry = useCallback(() => setState({ phase: 'idle' }), []);

  /** A file the dropzone itself refused (several files, or not a spreadsheet). */
  const refuse = useCallback((text: string, fileName: string | null) => {
    setState({ phase: 'notice', fileName, title: FILE_CHECK_TITLE, text });
  }, []);

  return { state, start, retry, refuse };
}
