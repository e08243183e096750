/** The overhead benchmark's results and their markdown table (bench/results and bench/README.md). */
import type { MemorySample } from './ipc.ts';

export interface TargetFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** The target process's CPU time (user + system) per request answered. */
  cpuMsPerRequest: number;
}

export interface QueryResult {
  query: string;
  operationName: string;
  upstreamCallsPerRequest: number;
  responseBytes: number;
  gateway: TargetFigures;
  baseline: TargetFigures;
  throughputRatio: number;
  p99Ratio: number;
  /** Gateway/baseline CPU time per request: the cost ratio, steadier than req/s on a busy machine. */
  cpuRatio: number;
}

export interface MemoryFigures {
  requests: number;
  soakSeconds: number;
  start: MemorySample;
  after: MemorySample;
}

export interface OverheadReport {
  at: string;
  node: string;
  quick: boolean;
  settings: {
    rounds: number;
    secondsPerRun: number;
    connections: number;
    largestGroup: { id: string; count: number };
    /** Extra Node flags of each process (`--gateway-node-flag`, `--baseline-node-flag`). */
    gatewayNodeFlags: string[];
    baselineNodeFlags: string[];
  };
  targets: { throughputRatioAtLeast: number; p99RatioAtMost: number; cpuRatioAtMost?: number };
  rows: QueryResult[];
  memory: MemoryFigures;
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

export function renderTable(report: OverheadReport): string {
  const { targets, settings, memory } = report;
  const lines = [
    `Gateway vs raw baseline — ${report.at}, Node ${report.node}${report.quick ? ', --quick' : ''}; ` +
      `${settings.rounds} alternating rounds × ${settings.secondsPerRun} s, ${settings.connections} connections; ` +
      `largest group ${settings.largestGroup.id} (${settings.largestGroup.count} invoices)` +
      (settings.gatewayNodeFlags.length > 0 ? `; gateway flags ${settings.gatewayNodeFlags.join(' ')}` : '') +
      (settings.baselineNodeFlags.length > 0
        ? `; baseline flags ${settings.baselineNodeFlags.join(' ')}`
        : '') +
      '.',
    '',
    '| Query | Upstream calls (user lookup aside) | Response | Gateway req/s | Baseline req/s | Ratio (≥ ' +
      `${targets.throughputRatioAtLeast}) | Gateway p50 / p99 ms | Baseline p50 / p99 ms | p99 ratio (≤ ${targets.p99RatioAtMost}) | CPU ms/req gateway / baseline` +
      (targets.cpuRatioAtMost === undefined ? '' : ` (≤ ${targets.cpuRatioAtMost}×)`) +
      ' |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...report.rows.map(
      (r) =>
        `| ${r.query} | ${r.upstreamCallsPerRequest} | ${Math.round(r.responseBytes / 1024)} kB | ${r.gateway.reqPerSec} | ${r.baseline.reqPerSec} | ` +
        `${r.throughputRatio} ${mark(r.throughputRatio >= targets.throughputRatioAtLeast)} | ${r.gateway.p50Ms} / ${r.gateway.p99Ms} | ` +
        `${r.baseline.p50Ms} / ${r.baseline.p99Ms} | ${r.p99Ratio} ${mark(r.p99Ratio <= targets.p99RatioAtMost)} | ` +
        `${r.gateway.cpuMsPerRequest} / ${r.baseline.cpuMsPerRequest} (${r.cpuRatio}×` +
        (targets.cpuRatioAtMost === undefined ? '' : ` ${mark(r.cpuRatio <= targets.cpuRatioAtMost)}`) +
        ') |',
    ),
    '',
    `Gateway memory after ${memory.requests.toLocaleString('en')} requests (after a full GC): ` +
      `RSS ${memory.start.rssMb} → ${memory.after.rssMb} MB, heap used ${memory.start.heapUsedMb} → ${memory.after.heapUsedMb} MB ` +
      `(V8 heap committed ${memory.start.heapTotalMb} → ${memory.after.heapTotalMb} MB, external ${memory.start.externalMb} → ${memory.after.externalMb} MB).`,
  ];
  return lines.join('\n');
}
