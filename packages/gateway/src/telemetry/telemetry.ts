import { context, createContextKey, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import {
  ATTR_ERROR_TYPE,
  ATTR_HTTP_REQUEST_METHOD,
  ATTR_HTTP_REQUEST_RESEND_COUNT,
  ATTR_HTTP_RESPONSE_STATUS_CODE,
  ATTR_SERVER_ADDRESS,
  ATTR_SERVER_PORT,
} from '@opentelemetry/semantic-conventions';
import { GatewayMetrics, UNRESOLVED_OPERATION, type MetricSources } from './metrics.js';
import { createTracing, type Tracing, type TracingConfig } from './tracing.js';
import type { UpstreamCallObservation, UpstreamCallStart, UpstreamObserver } from './upstreamObserver.js';

/** Attribute names of the incubating semantic conventions (not in the stable package we use). */
const ATTR_URL_TEMPLATE = 'url.template';
const ATTR_GRAPHQL_OPERATION_TYPE = 'graphql.operation.type';
const ATTR_GRAPHQL_OPERATION_NAME = 'graphql.operation.name';
const ATTR_UPSTREAM_SERVICE = 'ah.upstream.service';
const ATTR_TRANSPORT = 'ah.transport';
const ATTR_OUTCOME = 'ah.outcome';

/** One GraphQL operation being answered: its span (when tracing) and its metrics. */
export interface OperationTelemetry {
  /** Runs `fn` with the operation's span active (upstream spans and log lines find it). */
  run<T>(fn: () => T): T;
  /** The operation, once the document is parsed: names the span and the metrics' label. */
  identify(type: string, name: string | null): void;
  /** `outcome`: 'ok', or the first error's code. Only the first call (of `end` or `abandon`) counts. */
  end(outcome: string): void;
  /** Ends the span of a request that never became an operation (refused before parsing): no metrics. */
  abandon(httpStatus: number): void;
}

/** Where `run` keeps the operation, for the Apollo plugin that ends it (graphqlTelemetry.ts). */
const OPERATION_KEY = createContextKey('ah.gateway.operation');

/** The operation whose `run` is active, if any. */
export function activeOperation(): OperationTelemetry | null {
  return (context.active().getValue(OPERATION_KEY) as OperationTelemetry | undefined) ?? null;
}

/**
 * The gateway's telemetry (gateway README: Telemetry): Prometheus metrics, always on and cheap, and
 * OpenTelemetry traces, off unless an exporter is configured. One per gateway.
 */
export class Telemetry implements UpstreamObserver {
  readonly metrics = new GatewayMetrics();
  readonly #tracing: Tracing | null;

  constructor(tracing: TracingConfig) {
    this.#tracing = createTracing(tracing);
  }

  get tracing(): boolean {
    return this.#tracing !== null;
  }

  watch(sources: MetricSources): void {
    this.metrics.watch(sources);
  }

  /** Starts an operation's telemetry (a span only when tracing). Its name is unknown until `identify`. */
  startOperation(transport: 'http' | 'ws'): OperationTelemetry {
    const started = performance.now();
    const span =
      this.#tracing?.tracer.startSpan('GraphQL Operation', {
        kind: SpanKind.SERVER,
        attributes: { [ATTR_TRANSPORT]: transport },
      }) ?? null;
    let name: string | null = UNRESOLVED_OPERATION;
    let ended = false;
    const operation: OperationTelemetry = {
      run: (fn) =>
        span
          ? context.with(trace.setSpan(context.active(), span).setValue(OPERATION_KEY, operation), fn)
          : fn(),
      identify: (type, operationName) => {
        name = operationName;
        if (!span) return;
        span.updateName(operationName ? `${type} ${operationName}` : type);
        span.setAttribute(ATTR_GRAPHQL_OPERATION_TYPE, type);
        if (operationName) span.setAttribute(ATTR_GRAPHQL_OPERATION_NAME, operationName.slice(0, 100));
      },
      end: (outcome) => {
        if (ended) return;
        ended = true;
        this.metrics.operation(name, outcome, (performance.now() - started) / 1000);
        if (!span) return;
        span.setAttribute(ATTR_OUTCOME, outcome);
        if (outcome !== 'ok') span.setStatus({ code: SpanStatusCode.ERROR, message: outcome });
        span.end();
      },
      abandon: (httpStatus) => {
        if (ended) return;
        ended = true;
        if (!span) return;
        span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, httpStatus);
        if (httpStatus >= 400) span.setStatus({ code: SpanStatusCode.ERROR, message: String(httpStatus) });
        span.end();
      },
    };
    return operation;
  }

  /** RestClient's hook: a child span of the active operation (when tracing), then the call's metrics. */
  begin(call: UpstreamCallStart): UpstreamCallObservation {
    const span = this.#upstreamSpan(call);
    const metrics = this.metrics;
    return {
      headers: span ? { traceparent: traceparentOf(span) } : null,
      end(result) {
        metrics.upstreamCall({
          service: call.service,
          method: call.method,
          route: call.route,
          status: result.status,
          failure: result.failure,
          attempts: result.attempts,
          seconds: result.durationMs / 1000,
        });
        if (!span) return;
        span.setAttribute(ATTR_HTTP_REQUEST_RESEND_COUNT, Math.max(0, result.attempts - 1));
        if (result.status !== null) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, result.status);
        const failed = result.failure !== null || result.status === null || result.status >= 400;
        if (failed) {
          const type = result.failure ?? String(result.status);
          span.setAttribute(ATTR_ERROR_TYPE, type);
          span.setStatus({ code: SpanStatusCode.ERROR, message: type });
        }
        span.end();
      },
    };
  }

  /**
   * Sends the spans still buffered, waiting at most `maxWaitMs`: an unreachable collector must not
   * hold up the gateway's stop (the spans are then lost, the gateway's answers were not).
   */
  async shutdown(maxWaitMs = 2000): Promise<void> {
    if (!this.#tracing) return;
    let timer: NodeJS.Timeout | undefined;
    const waited = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, maxWaitMs);
      timer.unref();
    });
    try {
      await Promise.race([this.#tracing.shutdown().catch(() => undefined), waited]);
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * Only calls made for an operation get a span: poll loops and health probes have no parent and
   * would only add a root span every few seconds.
   */
  #upstreamSpan(call: UpstreamCallStart): Span | null {
    if (!this.#tracing) return null;
    const active = context.active();
    if (!trace.getSpan(active)) return null;
    const url = new URL(call.origin);
    return this.#tracing.tracer.startSpan(
      `${call.method} ${call.route}`,
      {
        kind: SpanKind.CLIENT,
        attributes: {
          [ATTR_UPSTREAM_SERVICE]: call.service,
          [ATTR_HTTP_REQUEST_METHOD]: call.method,
          [ATTR_URL_TEMPLATE]: call.route,
          [ATTR_SERVER_ADDRESS]: url.hostname,
          [ATTR_SERVER_PORT]: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
        },
      },
      active,
    );
  }
}

/** The W3C `traceparent` header of a span (version 00). */
export function traceparentOf(span: Span): string {
  const { traceId, spanId, traceFlags } = span.spanContext();
  return `00-${traceId}-${spanId}-${(traceFlags & 0xff).toString(16).padStart(2, '0')}`;
}
