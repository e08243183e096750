import { describe, expect, it } from 'vitest';
import { loadConfig } from '../gatewayConfig.js';
import { onceClosed } from './graphqlTelemetry.js';
import { GatewayMetrics } from './metrics.js';
import { isLoopback, metricsAccess } from './metricsRoute.js';

describe('telemetry settings from the environment', () => {
  it('has tracing off and /metrics for loopback only by default', () => {
    const c = loadConfig({});
    expect(c.tracing.exporters).toEqual([]);
    expect(c.tracing.serviceName).toBe('ah-gateway');
    expect(c.tracing.otlpTracesUrl).toBe('http://localhost:4318/v1/traces');
    expect(c.tracing.sampleRatio).toBe(1);
    expect(c.metricsToken).toBeNull();
  });

  it('reads the standard OTEL_* variables and METRICS_TOKEN', () => {
    const c = loadConfig({
      OTEL_TRACES_EXPORTER: 'otlp,console',
      OTEL_SERVICE_NAME: 'gw-eu',
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
      OTEL_EXPORTER_OTLP_HEADERS: 'x-api-key=a%20b,tenant=7',
      OTEL_TRACES_SAMPLER: 'parentbased_traceidratio',
      OTEL_TRACES_SAMPLER_ARG: '0.25',
      METRICS_TOKEN: 'a-long-enough-scrape-token',
    });
    expect(c.tracing).toMatchObject({
      exporters: ['otlp', 'console'],
      serviceName: 'gw-eu',
      otlpTracesUrl: 'http://collector:4318/v1/traces',
      otlpHeaders: { 'x-api-key': 'a b', tenant: '7' },
      sampleRatio: 0.25,
    });
    expect(c.metricsToken).toBe('a-long-enough-scrape-token');
    expect(
      loadConfig({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:1/traces' }).tracing.otlpTracesUrl,
    ).toBe('http://c:1/traces');
    expect(loadConfig({ OTEL_TRACES_EXPORTER: 'otlp', OTEL_SDK_DISABLED: 'true' }).tracing.exporters).toEqual(
      [],
    );
    expect(loadConfig({ OTEL_TRACES_SAMPLER: 'always_off' }).tracing.sampleRatio).toBe(0);
  });

  it('refuses values it cannot honour', () => {
    expect(() => loadConfig({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(/OTEL_TRACES_EXPORTER/);
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER: 'sometimes' })).toThrow(/OTEL_TRACES_SAMPLER/);
    expect(() => loadConfig({ OTEL_TRACES_SAMPLER_ARG: '2' })).toThrow(/OTEL_TRACES_SAMPLER_ARG/);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('metricsAccess', () => {
  it('lets loopback callers in without a token, nobody else', () => {
    expect(metricsAccess({}, '127.0.0.1', null)).toBe('allowed');
    expect(metricsAccess({}, '::1', null)).toBe('allowed');
    expect(metricsAccess({}, '::ffff:127.0.0.1', null)).toBe('allowed');
    expect(metricsAccess({}, '10.0.0.5', null)).toBe('forbidden');
    expect(metricsAccess({}, '::ffff:203.0.113.7', null)).toBe('forbidden');
    expect(metricsAccess({}, undefined, null)).toBe('forbidden');
    expect(metricsAccess({ 'x-forwarded-for': '203.0.113.7' }, '127.0.0.1', null)).toBe('forbidden');
    expect(isLoopback('1127.0.0.1')).toBe(false);
  });

  it('with a token, wants exactly it from every address, loopback included', () => {
    const token = 'a-long-enough-scrape-token';
    expect(metricsAccess({ authorization: `Bearer ${token}` }, '203.0.113.7', token)).toBe('allowed');
    expect(metricsAccess({}, '127.0.0.1', token)).toBe('unauthorized');
    expect(metricsAccess({ authorization: `Bearer ${token}x` }, '127.0.0.1', token)).toBe('unauthorized');
    expect(metricsAccess({ authorization: token }, '127.0.0.1', token)).toBe('unauthorized');
  });
});

describe('GatewayMetrics', () => {
  it('bounds the operation names callers choose, and odd outcomes', async () => {
    const metrics = new GatewayMetrics();
    for (let i = 0; i < 250; i++) metrics.operation(`Op${i}`, 'ok', 0.001);
    metrics.operation('not a graphql name!', 'ok', 0.001);
    metrics.operation('Op1', 'weird code', 0.001);
    const { body } = await metrics.render();
    const names = new Set(
      [...body.matchAll(/^ah_gateway_graphql_operations_total\{operation="([^"]*)"/gm)].map((m) => m[1]),
    );
    expect(names.size).toBe(201);
    expect(body).toContain('ah_gateway_graphql_operations_total{operation="(other)",outcome="ok"} 51');
    expect(body).toContain('ah_gateway_graphql_operations_total{operation="Op1",outcome="OTHER"} 1');
  });
});

describe('onceClosed', () => {
  it('calls back once however the iteration ends, even before the first event', async () => {
    async function* events() {
      yield 1;
      yield 2;
    }
    let closed = 0;
    const early = onceClosed(events(), () => (closed += 1));
    await early.return?.();
    await early.return?.();
    expect(closed).toBe(1);
    const drained = onceClosed(events(), () => (closed += 1));
    const seen: number[] = [];
    for await (const e of drained) seen.push(e);
    expect(seen).toEqual([1, 2]);
    expect(closed).toBe(2);
  });
});
