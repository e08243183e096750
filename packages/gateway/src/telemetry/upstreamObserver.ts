/**
 * What RestClient tells its observer (telemetry.ts) about each logical call, retries included: the
 * one place every upstream call passes, whichever facade made it.
 */
export interface UpstreamObserver {
  begin(call: UpstreamCallStart): UpstreamCallObservation;
}

export interface UpstreamCallStart {
  service: string;
  method: string;
  /** The contract's path template the facade was called with; `(unknown)` when the caller gave none. */
  route: string;
  /** The service's origin (host and port go on the span). */
  origin: string;
}

export interface UpstreamCallObservation {
  /** Headers every attempt carries (the W3C `traceparent` when traced), or null. */
  readonly headers: Readonly<Record<string, string>> | null;
  end(result: UpstreamCallResult): void;
}

export interface UpstreamCallResult {
  /** The final HTTP status, or null when no answer came. */
  status: number | null;
  /** Why the call failed without a usable answer (network, timeout, circuit-open, ...), else null. */
  failure: string | null;
  attempts: number;
  durationMs: number;
}
