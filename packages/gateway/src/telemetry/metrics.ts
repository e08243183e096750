import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CircuitState } from '../rest/circuitBreaker.js';

/** Seconds; from a cached lookup (~1 ms) to the upstream time limit (10 s). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const CIRCUIT_STATES: readonly CircuitState[] = ['closed', 'open', 'half-open'];
/**
 * Distinct operation names counted; later new names share `(other)`. Clients choose the names, so
 * without a bound a caller could grow the series (and every scrape) without end.
 */
const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;
const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,49}$/;

/**
 * Node's default process metrics (CPU, memory, event loop, GC), collected once per process: they
 * describe the process, not one gateway, and each collection keeps its own event-loop monitor.
 */
let processRegistry: Registry | null = null;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Label of an operation that was never identified (a document that did not parse or validate). */
export const UNRESOLVED_OPERATION = '(unresolved)';

export interface UpstreamCallSample {
  service: string;
  method: string;
  /** The contract's path template (`/app/house/{houseRef}/invoices/{invoiceId}`), never the raw path. */
  route: string;
  /** The final HTTP status, or null (then `failure` says why: network, timeout, circuit-open ...). */
  status: number | null;
  failure: string | null;
  attempts: number;
  seconds: number;
}

/** Where the gauges read their values at each scrape. */
export interface MetricSources {
  breakers(): { service: string; state: CircuitState }[];
  /** Poll loops running on this replica, by kind (shipping reviews, bulk bidding). */
  pollers(): Record<string, number>;
}

/**
 * The gateway's Prometheus metrics in a registry of its own (several gateways in one process do not
 * share counters): GraphQL operations, upstream calls, circuit breakers, subscriptions, pollers and
 * Node's default process metrics. Served at `/metrics` (metricsRoute.ts).
 */
export class GatewayMetrics {
  /** This gateway's own series (the process metrics are added when rendering). */
  readonly registry = new Registry();
  readonly #operationNames = new Set<string>();
  readonly #operations: Counter<'operation' | 'outcome'>;
  readonly #operationSeconds: Histogram<'operation'>;
  readonly #upstreamSeconds: Histogram<'service' | 'method' | 'route' | 'status_class'>;
  readonly #upstreamRetries: Counter<'service' | 'method' | 'route'>;
  readonly #subscriptions: Gauge<'field'>;
  readonly #children = new Map<Histogram<string>, Map<string, { observe(value: number): void }>>();
  #sources: MetricSources = { breakers: () => [], pollers: () => ({}) };

  constructor() {
    const registers = [this.registry];
    this.#operations = new Counter({
      name: 'ah_gateway_graphql_operations_total',
      help: 'GraphQL operations answered, by operation name and outcome (ok, or the first error code).',
      labelNames: ['operation', 'outcome'],
      registers,
    });
    this.#operationSeconds = new Histogram({
      name: 'ah_gateway_graphql_operation_duration_seconds',
      help: 'Time to answer a GraphQL operation (a subscription: until it is set up).',
      labelNames: ['operation'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.#upstreamSeconds = new Histogram({
      name: 'ah_gateway_upstream_request_duration_seconds',
      help: 'Upstream REST calls (retries included) by service, method, route template and status class.',
      labelNames: ['service', 'method', 'route', 'status_class'],
      buckets: DURATION_BUCKETS,
      registers,
    });
    this.#upstreamRetries = new Counter({
      name: 'ah_gateway_upstream_retries_total',
      help: 'Attempts of upstream calls beyond the first.',
      labelNames: ['service', 'method', 'route'],
      registers,
    });
    this.#subscriptions = new Gauge({
      name: 'ah_gateway_subscriptions_open',
      help: 'GraphQL subscriptions open on this replica, by root field.',
      labelNames: ['field'],
      registers,
    });
    const sources = () => this.#sources;
    new Gauge({
      name: 'ah_gateway_circuit_breaker_state',
      help: "Each upstream service's circuit breaker: 1 for its current state, 0 for the others.",
      labelNames: ['service', 'state'],
      registers,
      collect() {
        this.reset();
        for (const { service, state } of sources().breakers())
          for (const s of CIRCUIT_STATES) this.set({ service, state: s }, s === state ? 1 : 0);
      },
    });
    new Gauge({
      name: 'ah_gateway_pollers_active',
      help: 'Upstream poll loops running on this replica (one per watched catalog or sale), by kind.',
      labelNames: ['kind'],
      registers,
      collect() {
        this.reset();
        for (const [kind, count] of Object.entries(sources().pollers())) this.set({ kind }, count);
      },
    });
  }

  /** Where the breaker and poller gauges read from (set once the clients and hubs exist). */
  watch(sources: MetricSources): void {
    this.#sources = sources;
  }

  operation(name: string | null, outcome: string, seconds: number): void {
    const operation = this.#operationLabel(name);
    this.#operations.inc({
      operation,
      outcome: ERROR_CODE.test(outcome) || outcome === 'ok' ? outcome : 'OTHER',
    });
    this.#childOf(this.#operationSeconds, operation).observe(seconds);
  }

  upstreamCall(sample: UpstreamCallSample): void {
    const { service, method, route } = sample;
    const status_class =
      sample.status !== null ? `${Math.floor(sample.status / 100)}xx` : (sample.failure ?? 'network');
    this.#childOf(this.#upstreamSeconds, service, method, route, status_class).observe(sample.seconds);
    if (sample.attempts > 1) this.#upstreamRetries.inc({ service, method, route }, sample.attempts - 1);
  }

  /**
   * A histogram's series for these label values, looked up once: observing by a labels object
   * hashes and sorts it on every call (about 1% of a small query's CPU). The label sets are
   * bounded (operation names are capped, routes are the contract's templates).
   */
  #childOf(histogram: Histogram<string>, ...values: string[]): { observe(value: number): void } {
    let children = this.#children.get(histogram);
    if (!children) this.#children.set(histogram, (children = new Map()));
    const key = values.join('\u0000');
    let child = children.get(key);
    if (!child) children.set(key, (child = histogram.labels(...values)));
    return child;
  }

  subscriptionOpened(field: string): void {
    this.#subscriptions.inc({ field });
  }

  subscriptionClosed(field: string): void {
    this.#subscriptions.dec({ field });
  }

  /** The Prometheus text exposition of every metric. */
  async render(): Promise<{ contentType: string; body: string }> {
    const [own, process] = await Promise.all([this.registry.metrics(), processMetrics().metrics()]);
    return { contentType: this.registry.contentType, body: `${own}\n${process}` };
  }

  #operationLabel(name: string | null): string {
    if (name === null) return '(anonymous)';
    if (name === UNRESOLVED_OPERATION) return name;
    if (!OPERATION_NAME.test(name)) return '(other)';
    if (this.#operationNames.has(name)) return name;
    if (this.#operationNames.size >= MAX_OPERATION_NAMES) return '(other)';
    this.#operationNames.add(name);
    return name;
  }
}
