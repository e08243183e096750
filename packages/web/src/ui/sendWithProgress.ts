/**
 * A multipart POST through XMLHttpRequest, because fetch reports no upload progress: the progress
 * bar of the Upload Items step is driven by the browser's own `upload.onprogress` events. The
 * outcome tells the spec's cases apart (sales §4 Upload flow, §8 Spreadsheet upload): an answer
 * (with its status and JSON body), a 504, the client's own time-out, a lost connection, or a cancel.
 */

export type SendOutcome =
  | { kind: 'answered'; status: number; body: unknown }
  | { kind: 'gatewayTimeout' }
  | { kind: 'timedOut' }
  | { kind: 'offline' }
  | { kind: 'aborted' };

export interface SendRequest {
  url: string;
  body: FormData;
  /** Extra headers (tests and scripts send a bearer token; the browser sends its session cookie). */
  headers?: Record<string, string>;
  timeoutMs: number;
  /** Whole percent of the request body sent so far, 0 to 100. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const GATEWAY_TIMEOUT = 504;

/** Whole percent of `total` that `loaded` is, never above 100 (and 0 while the total is unknown). */
export function progressPercent(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.floor((loaded / total) * 100)));
}

function parseJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function sendWithProgress(request: SendRequest): Promise<SendOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let settled = false;
    const settle = (outcome: SendOutcome) => {
      if (settled) return;
      settled = true;
      request.signal?.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    const onAbort = () => xhr.abort();

    xhr.open('POST', request.url);
    xhr.timeout = request.timeoutMs;
    // Same origin: the session cookie goes along by itself.
    for (const [name, value] of Object.entries(request.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress?.(progressPercent(event.loaded, event.total));
    };
    xhr.upload.onload = () => request.onProgress?.(100);
    xhr.onload = () => {
      if (xhr.status === GATEWAY_TIMEOUT) settle({ kind: 'gatewayTimeout' });
      else settle({ kind: 'answered', status: xhr.status, body: parseJson(xhr.responseText) });
    };
    xhr.ontimeout = () => settle({ kind: 'timedOut' });
    xhr.onerror = () => settle({ kind: 'offline' });
    xhr.onabort = () => settle({ kind: 'aborted' });

    if (request.signal?.aborted) {
      settle({ kind: 'aborted' });
      return;
    }
    request.signal?.addEventListener('abort', onAbort);
    request.onProgress?.(0);
    xhr.send(request.body);
  });
}
