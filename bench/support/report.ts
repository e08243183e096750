/** The overhead benchmark's results and their markdown table (bench/results and the README). */
export interface TargetFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
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
}

export interface MemoryFigures {
  requests: number;
  soakSeconds: number;
  start: { rssMb: number; heapUsedMb: number };
  after: { rssMb: number; heapUsedMb: number };
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
  };
  targets: { throughputRatioAtLeast: number; p99RatioAtMost: number };
  rows: QueryResult[];
  memory: MemoryFigures;
}

const mark = (ok: boolean) => (ok ? '✓' : '✗');

export function renderTable(report: OverheadReport): string {
  const { targets, settings, memory } = report;
  const lines = [
    `Gateway vs raw baseline — ${report.at}, Node ${report.node}${report.quick ? ', --quick' : ''}; ` +
      `${settings.rounds} alternating rounds × ${settings.secondsPerRun} s, ${settings.connections} connections; ` +
      `largest group ${settings.largestGroup.id} (${settings.largestGroup.count} invoices).`,
    '',
    '| Query | Upstream calls (user cached) | Response | Gateway req/s | Baseline req/s | Ratio (≥ ' +
      `${targets.throughputRatioAtLeast}) | Gateway p50 / p99 ms | Baseline p50 / p99 ms | p99 ratio (≤ ${targets.p99RatioAtMost}) |`,
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...report.rows.map(
      (r) =>
        `| ${r.query} | ${r.upstreamCallsPerRequest} | ${Math.round(r.responseBytes / 1024)} kB | ${r.gateway.reqPerSec} | ${r.baseline.reqPerSec} | ` +
        `${r.throughputRatio} ${mark(r.throughputRatio >= targets.throughputRatioAtLeast)} | ${r.gateway.p50Ms} / ${r.gateway.p99Ms} | ` +
        `${r.baseline.p50Ms} / ${r.baseline.p99Ms} | ${r.p99Ratio} ${mark(r.p99Ratio <= targets.p99RatioAtMost)} |`,
    ),
    '',
    `Gateway memory after ${memory.requests.toLocaleString('en')} requests (after a full GC): ` +
      `RSS ${memory.start.rssMb} → ${memory.after.rssMb} MB, heap used ${memory.start.heapUsedMb} → ${memory.after.heapUsedMb} MB.`,
  ];
  return lines.join('\n');
}
