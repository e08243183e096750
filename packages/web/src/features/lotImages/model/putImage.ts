import { progressPercent } from '../../../ui/sendWithProgress';
import type { PutOutcome, PutRequest } from './imageUploadQueue';

/**
 * PUTs one file's bytes to its signed address through XMLHttpRequest, because fetch reports no
 * upload progress. A 2xx is done; any other answer, the time-out (300 s), a lost connection or a
 * cancel is told apart for the queue's retry rule.
 */
export function putImageWithProgress(request: PutRequest<Blob>): Promise<PutOutcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let settled = false;
    const onAbort = () => xhr.abort();
    const settle = (outcome: PutOutcome) => {
      if (settled) return;
      settled = true;
      request.signal.removeEventListener('abort', onAbort);
      resolve(outcome);
    };
    if (request.signal.aborted) {
      settle({ kind: 'aborted' });
      return;
    }
    xhr.open('PUT', request.url);
    xhr.timeout = request.timeoutMs;
    xhr.setRequestHeader('Content-Type', request.contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) request.onProgress(progressPercent(event.loaded, event.total));
    };
    xhr.onload = () =>
      settle(
        xhr.status >= 200 && xhr.status < 300 ? { kind: 'ok' } : { kind: 'httpError', status: xhr.status },
      );
    xhr.ontimeout = () => settle({ kind: 'timedOut' });
    xhr.onerror = () => settle({ kind: 'offline' });
    xhr.onabort = () => settle({ kind: 'aborted' });
    request.signal.addEventListener('abort', onAbort);
    xhr.send(request.file);
  });
}
