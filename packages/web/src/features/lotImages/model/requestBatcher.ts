/**
 * Gathers single requests made close together into one call: 300 files finishing their PUTs make
 * about 15 registerImages calls of 20, not 300. Each caller gets its own answer back (by position).
 */
export function createRequestBatcher<Req, Res>(
  send: (requests: Req[]) => Promise<Res[]>,
  options: { maxSize: number; waitMs: number },
): (request: Req) => Promise<Res> {
  let pending: { request: Req; resolve: (res: Res) => void; reject: (error: unknown) => void }[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;

  function flush() {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return;
    send(batch.map((p) => p.request)).then(
      (results) =>
        batch.forEach((p, index) => {
          const result = results[index];
          if (result === undefined) p.reject(new Error('No answer for this request'));
          else p.resolve(result);
        }),
      (error: unknown) => batch.forEach((p) => p.reject(error)),
    );
  }

  return (request) =>
    new Promise<Res>((resolve, reject) => {
      pending.push({ request, resolve, reject });
      if (pending.length >= options.maxSize) flush();
      else if (timer === null) timer = setTimeout(flush, options.waitMs);
    });
}
