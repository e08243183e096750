import { createHash, randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { upstreamAuthHeaders, type Credentials } from '../auth/credentials.js';
import { CircuitBreaker, type CircuitBreakerOptions } from './circuitBreaker.js';
import type { UpstreamCallLog } from './callLog.js';
import { upstreamHttpError, upstreamUnavailable, UpstreamError, type ServiceName } from './errors.js';
import type { UpstreamObserver } from '../telemetry/upstreamObserver.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RestClientOptions {
  /** Time limit of one logical call, its retries included. */
  timeoutMs: number;
  retries: number;
  retryBaseDelayMs: number;
  circuitBreaker: CircuitBreakerOptions;
  /** Largest response body read (bytes). */
  maxResponseBytes?: number;
  /** Told of every logical call: metrics and trace spans (telemetry/telemetry.ts). */
  observer?: UpstreamObserver | undefined;
}

/** Who is calling and where to record the call: one per GraphQL request. */
export interface CallContext {
  credentials: Credentials | null;
  log: UpstreamCallLog | null;
}

export interface RestRequest {
  method: HttpMethod;
  /** The path below the service's base URL, path parameters already encoded. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A small multipart/form-data body (text fields and files held in memory), instead of `body`. */
  multipart?: MultipartBody;
  /** Extra request headers (e.g. the shipping service's account headers). */
  headers?: Record<string, string>;
  /** The contract's path template (`/app/house/{houseRef}/...`): metrics and spans name the call by it. */
  route?: string;
}

/** Text fields and files of a multipart/form-data request (a logo upload: a few kB). */
export interface MultipartBody {
  fields: Readonly<Record<string, string>>;
  files: readonly { field: string; fileName: string; contentType: string; bytes: Uint8Array }[];
}

/** The bytes and content type of a multipart body; the boundary is random, names are quoted safely. */
export function encodeMultipart(form: MultipartBody): { bytes: Buffer; contentType: string } {
  const boundary = `----ah${randomBytes(12).toString('hex')}`;
  const quote = (value: string) => value.replace(/["\r\n\\]/g, '_');
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(form.fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${quote(name)}"\r\n\r\n${value}\r\n`,
      ),
    );
  for (const file of form.files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${quote(file.field)}"; filename="${quote(file.fileName)}"\r\ncontent-type: ${file.contentType}\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { bytes: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface RestResponse<T> {
  status: number;
  headers: IncomingHttpHeaders;
  body: T;
}

const RETRYABLE_STATUS = new Set([502, 503, 504]);
/** Methods that are safe to send twice. Any other method is retried only with an Idempotency-Key. */
const SAFE_METHODS: ReadonlySet<HttpMethod> = new Set(['GET']);

/**
 * Whether a failed attempt may be sent again: reads always; writes only when they carry an
 * `Idempotency-Key` (the upstream then applies a repeated write once and answers as it did first).
 */
export function isRetryable(req: Pick<RestRequest, 'method' | 'headers'>): boolean {
  if (SAFE_METHODS.has(req.method)) return true;
  return Object.entries(req.headers ?? {}).some(
    ([name, value]) => name.toLowerCase() === 'idempotency-key' && value.length > 0,
  );
}

/**
 * An HTTP/JSON client for one upstream service: an undici Pool (keep-alive) per base URL, one time
 * limit per logical call (retries included, so a caller's wait is bounded), retries with jittered
 * exponential backoff for idempotent calls only (see `isRetryable`), and a circuit breaker told
 * only of the service's own failures (`isServiceFault`) and by whom (`callerKey`): see
 * circuitBreaker.ts for why it is one per service. Failures become `UpstreamError`s (GraphQL
 * errors with `extensions.code`).
 * The typed facades (facade.ts, reached as `context.rest.<service>`) sit on top; the contract's
 * `paths` give them their REST shapes.
 */
export class RestClient {
  private readonly pool: Pool;
  private readonly basePath: string;
  readonly breaker: CircuitBreaker;
  /** The service's origin (e.g. http://127.0.0.1:4001): URLs it hands out on itself start with it. */
  readonly origin: string;

  constructor(
    readonly service: ServiceName,
    baseUrl: string,
    private readonly options: RestClientOptions,
  ) {
    const url = new URL(baseUrl);
    this.basePath = url.pathname.replace(/\/+$/, '');
    this.origin = url.origin;
    this.pool = new Pool(url.origin, { connections: 64, keepAliveTimeout: 10_000, pipelining: 1 });
    this.breaker = new CircuitBreaker(options.circuitBreaker);
  }

  async request<T>(call: CallContext, req: RestRequest): Promise<RestResponse<T>> {
    const path = this.basePath + req.path + queryString(req.query);
    const maxAttempts = isRetryable(req) ? 1 + this.options.retries : 1;
    const started = performance.now();
    const deadline = started + this.options.timeoutMs;
    let attempts = 0;
    let status: number | null = null;
    let failure: string | null = null;
    const observation =
      this.options.observer?.begin({
        service: this.service,
        method: req.method,
        route: req.route ?? '(unknown)',
        origin: this.origin,
      }) ?? null;
    try {
      for (;;) {
        if (!this.breaker.tryAcquire()) {
          failure = 'circuit-open';
          throw upstreamUnavailable(this.service, 'circuit-open');
        }
        attempts += 1;
        let outcome: Outcome<T>;
        try {
          outcome = await this.attempt<T>(
            call,
            req,
            path,
            Math.max(1, Math.round(deadline - performance.now())),
            observation?.headers,
          );
        } catch (error) {
          outcome = { kind: 'failed', error: toUnavailable(this.service, error) };
        }
        if (outcome.kind === 'response') status = outcome.response.status;
        if (outcome.kind === 'failed' && outcome.error.status !== null) status = outcome.error.status;
        failure = outcome.kind === 'failed' ? outcome.error.reason : null;

        if (outcome.kind === 'response') {
          // Any answer below 500, a 4xx refusal included, shows the service up: it never counts.
          this.breaker.onSuccess();
          const { response } = outcome;
          if (response.status >= 200 && response.status < 300) return response;
          throw upstreamHttpError(this.service, response.status, response.body);
        }
        if (isServiceFault(outcome.error)) this.breaker.onFailure(callerKey(call.credentials));
        else this.breaker.onSuccess();
        if (!isTransientFailure(outcome.error) || attempts >= maxAttempts) throw outcome.error;
        const delay = backoffMs(attempts, this.options.retryBaseDelayMs);
        // No retry that could not finish before the call's deadline.
        if (performance.now() + delay >= deadline) throw outcome.error;
        await sleep(delay);
      }
    } finally {
      call.log?.record({
        service: this.service,
        method: req.method,
        path,
        status,
        attempts,
        durationMs: Math.round(performance.now() - started),
      });
      observation?.end({ status, failure, attempts, durationMs: performance.now() - started });
    }
  }

  /** Readiness probe: GET /version.json, bypassing retries and the circuit breaker. */
  async ping(timeoutMs: number): Promise<boolean> {
    try {
      const res = await this.pool.request({
        method: 'GET',
        path: `${this.basePath}/version.json`,
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body.dump();
      return res.statusCode === 200;
    } catch {
      return false;
    }
  }

  /**
   * Closes the pool at shutdown. By then every request the gateway served was answered or cut, so
   * a call still out (e.g. hung upstream) is aborted rather than waited for.
   */
  async close(): Promise<void> {
    await this.pool.destroy();
  }

  private async attempt<T>(
    call: CallContext,
    req: RestRequest,
    path: string,
    timeoutMs: number,
    traceHeaders?: Readonly<Record<string, string>> | null,
  ): Promise<Outcome<T>> {
    const headers: Record<string, string> = {
      ...req.headers,
      ...traceHeaders,
      accept: 'application/json',
      ...upstreamAuthHeaders(call.credentials),
    };
    let body: string | Buffer | undefined;
    if (req.multipart) {
      const encoded = encodeMultipart(req.multipart);
      body = encoded.bytes;
      headers['content-type'] = encoded.contentType;
    } else if (req.body !== undefined) {
      body = JSON.stringify(req.body);
      headers['content-type'] = 'application/json';
    }
    // One timer per attempt, cleared as soon as the body is read: AbortSignal.timeout's timer would
    // stay armed (and its signal reachable) for the whole time limit after every call.
    const deadline = new Deadline();
    const timer = setTimeout(abortOnTimeout, timeoutMs, deadline);
    let res: Awaited<ReturnType<Pool['request']>>;
    let text: string | null;
    try {
      res = await this.pool.request({ method: req.method, path, headers, body, signal: deadline });
      text = await readText(res.body, this.options.maxResponseBytes ?? 10_000_000);
    } finally {
      clearTimeout(timer);
    }
    if (text === null)
      return { kind: 'failed', error: upstreamUnavailable(this.service, 'bad-response', res.statusCode) };
    if (res.statusCode >= 500)
      return { kind: 'failed', error: upstreamUnavailable(this.service, 'server-error', res.statusCode) };
    let parsed: unknown = undefined;
    if (text.length > 0) {
      try {
        parsed = JSON.parse(text);
      } catch {
        if (res.statusCode < 300)
          return { kind: 'failed', error: upstreamUnavailable(this.service, 'bad-response', res.statusCode) };
      }
    }
    return {
      kind: 'response',
      response: { status: res.statusCode, headers: res.headers, body: parsed as T },
    };
  }
}

/**
 * Whether a failed attempt may succeed if sent again: no answer, a time-out, or a 502/503/504 (the
 * service, or the proxy before it, down or busy). The client retries these, and a live poller keeps
 * polling through them (modules/shippingReviews/live/shippingReviewHub.ts).
 */
export function isTransientFailure(error: UpstreamError): boolean {
  const { reason, status } = error;
  return (
    reason === 'timeout' ||
    reason === 'network' ||
    (reason === 'server-error' && status !== null && RETRYABLE_STATUS.has(status))
  );
}

/**
 * Whether a failed attempt is the service's own fault, the only kind the circuit breaker counts:
 * no answer (connection refused or reset), a time-out, or a 5xx (the services answer 4xx for
 * anything wrong with a request, bad input included: contract, openapi/house.yaml). An answer that
 * was too large or not JSON came from a running service: it is this call's problem, not an outage.
 */
export function isServiceFault(error: UpstreamError): boolean {
  return error.reason === 'network' || error.reason === 'timeout' || error.reason === 'server-error';
}

/**
 * Who made a call, for the breaker's count of distinct failing callers: a session or API token
 * (hashed: the breaker keeps no secrets), or one key for every anonymous caller.
 */
export function callerKey(credentials: Credentials | null): string {
  if (!credentials) return 'anonymous';
  return `${credentials.kind}:${createHash('sha256').update(credentials.token).digest('base64url').slice(0, 22)}`;
}

/**
 * An attempt's abort signal in the EventEmitter form undici also accepts (`aborted`, `reason`, an
 * 'abort' event): an AbortController's EventTarget listeners cost ~2% of a small query's CPU.
 */
class Deadline extends EventEmitter {
  aborted = false;
  reason: unknown = undefined;
}

/** Aborts an attempt at its time limit with the same TimeoutError AbortSignal.timeout gives. */
function abortOnTimeout(deadline: Deadline): void {
  deadline.aborted = true;
  deadline.reason = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
  deadline.emit('abort');
}

type Outcome<T> = { kind: 'response'; response: RestResponse<T> } | { kind: 'failed'; error: UpstreamError };

function toUnavailable(service: ServiceName, error: unknown): UpstreamError {
  if (error instanceof UpstreamError) return error;
  const name = error instanceof Error ? error.name : '';
  return upstreamUnavailable(
    service,
    name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network',
  );
}

/** Full jitter: a random delay up to base·2^(attempt-1). */
export function backoffMs(attempt: number, baseMs: number): number {
  return Math.round(Math.random() * baseMs * 2 ** (attempt - 1));
}

export function queryString(query: RestRequest['query']): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) params.append(k, String(v));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * The body as text, or null when it is larger than `max` bytes (the rest is not read). Read with
 * 'data' events: an async iterator costs a promise per chunk.
 */
function readText(body: Readable, max: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    body.on('data', (chunk: Buffer | string) => {
      const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buf.length;
      if (size > max) {
        body.destroy();
        resolve(null);
        return;
      }
      chunks.push(buf);
    });
    body.on('end', () => resolve(Buffer.concat(chunks, size).toString('utf8')));
    body.on('error', reject);
  });
}
