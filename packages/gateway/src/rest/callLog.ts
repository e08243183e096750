/** One logical upstream call (retries included) made while answering a GraphQL operation. */
export interface UpstreamCall {
  service: string;
  method: string;
  /** Path and query string, e.g. `/app/house/H1/invoiceGroups?size=10&page=1`. */
  path: string;
  /** The final HTTP status, or null when no response came (network error, timeout, open circuit). */
  status: number | null;
  attempts: number;
  durationMs: number;
}

/** What `GatewayConfig.onUpstreamCalls` receives after each operation. */
export interface UpstreamCallsEvent {
  operationName: string | null;
  calls: readonly UpstreamCall[];
}

/** The upstream calls of one GraphQL request, in order. */
export class UpstreamCallLog {
  readonly calls: UpstreamCall[] = [];

  record(call: UpstreamCall): void {
    this.calls.push(call);
  }
}
