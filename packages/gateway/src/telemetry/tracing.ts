import { isSpanContextValid, trace, type Tracer } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BasicTracerProvider,
  BatchSpanProcessor,
  ConsoleSpanExporter,
  ParentBasedSampler,
  SimpleSpanProcessor,
  TraceIdRatioBasedSampler,
  type Sampler,
  type SpanExporter,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { ATTR_SERVICE_NAME, ATTR_SERVICE_VERSION } from '@opentelemetry/semantic-conventions';
import { APP_VERSION } from '@ah/schema';
import { ensureContextManager } from './asyncContext.js';

export type TraceExporterName = 'otlp' | 'console';

/** The gateway's traces (gateway README: Telemetry), read from the standard `OTEL_*` variables by config.ts. */
export interface TracingConfig {
  /** `OTEL_TRACES_EXPORTER`: where spans go; empty (`none`, the default): tracing is off. */
  exporters: TraceExporterName[];
  /** `OTEL_SERVICE_NAME`. */
  serviceName: string;
  /** Where OTLP/HTTP spans are posted (`OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`, or `OTEL_EXPORTER_OTLP_ENDPOINT` + `/v1/traces`). */
  otlpTracesUrl: string;
  /** `OTEL_EXPORTER_OTLP_HEADERS` (e.g. a collector's API key). */
  otlpHeaders: Record<string, string>;
  /** Share of new traces kept (`OTEL_TRACES_SAMPLER` / `OTEL_TRACES_SAMPLER_ARG`): 1 all, 0 none. */
  sampleRatio: number;
  /** Tests: an exporter (e.g. InMemorySpanExporter) fed span by span. Not read from the environment. */
  spanExporter?: SpanExporter | undefined;
}

export function defaultTracingConfig(): TracingConfig {
  return {
    exporters: [],
    serviceName: 'ah-gateway',
    otlpTracesUrl: 'http://localhost:4318/v1/traces',
    otlpHeaders: {},
    sampleRatio: 1,
  };
}

export interface Tracing {
  tracer: Tracer;
  /** Sends the spans still buffered and stops the exporters. */
  shutdown(): Promise<void>;
}

/**
 * This gateway's tracer provider, or null when tracing is off (the default: no spans are made at
 * all). The provider is the gateway's own, not registered globally, so several gateways in one
 * process (tests) each export their own spans; only the context manager is shared (asyncContext.ts).
 */
export function createTracing(config: TracingConfig): Tracing | null {
  const processors: SpanProcessor[] = [];
  for (const name of new Set(config.exporters))
    processors.push(
      name === 'otlp'
        ? new BatchSpanProcessor(
            new OTLPTraceExporter({ url: config.otlpTracesUrl, headers: config.otlpHeaders }),
          )
        : new SimpleSpanProcessor(new ConsoleSpanExporter()),
    );
  if (config.spanExporter) processors.push(new SimpleSpanProcessor(config.spanExporter));
  if (processors.length === 0) return null;
  ensureContextManager();
  const provider = new BasicTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: config.serviceName,
      [ATTR_SERVICE_VERSION]: APP_VERSION,
    }),
    sampler: samplerFor(config.sampleRatio),
    spanProcessors: processors,
  });
  return {
    tracer: provider.getTracer('@ah/gateway', APP_VERSION),
    shutdown: () => provider.shutdown(),
  };
}

function samplerFor(ratio: number): Sampler {
  const root: Sampler =
    ratio >= 1
      ? new AlwaysOnSampler()
      : ratio <= 0
        ? new AlwaysOffSampler()
        : new TraceIdRatioBasedSampler(ratio);
  return new ParentBasedSampler({ root });
}

/** The active span's ids, for log lines (logger.ts); null outside a traced operation. */
export function activeTraceIds(): { traceId: string; spanId: string } | null {
  const spanContext = trace.getActiveSpan()?.spanContext();
  if (!spanContext || !isSpanContextValid(spanContext)) return null;
  return { traceId: spanContext.traceId, spanId: spanContext.spanId };
}
