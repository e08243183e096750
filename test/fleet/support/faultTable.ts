import type { Answer } from './load.ts';

/** One fault as the test saw it, from its injection to the fleet being whole again. */
export interface FaultRecord {
  fault: string;
  startedAt: number;
  recoveredAt: number;
  /** Requests started in that window, and how many of them failed. */
  requests: number;
  errors: number;
  /** Lanes whose last acknowledged note was missing when the fleet was whole again. */
  writesLost: number;
  /** The slowest watcher's wait for the first change made after recovery. */
  watcherMs: number;
}

/** The answers to requests started within [from, to]. */
export function tally(answers: readonly Answer[], from: number, to: number) {
  const within = answers.filter((a) => a.startedAt >= from && a.startedAt <= to);
  const failed = within.filter((a) => !a.ok);
  const reasons = [...new Set(failed.map((a) => `${a.kind}: ${a.error}`))];
  return { requests: within.length, errors: failed.length, reasons };
}

export function formatFaultTable(rows: readonly FaultRecord[]): string {
  const header = [
    'fault',
    'requests',
    'errors seen',
    'error rate',
    'time to recover',
    'writes lost',
    'watchers got the next change',
  ];
  const lines = rows.map((r) => [
    r.fault,
    String(r.requests),
    String(r.errors),
    `${((100 * r.errors) / Math.max(1, r.requests)).toFixed(1)} %`,
    `${((r.recoveredAt - r.startedAt) / 1000).toFixed(1)} s`,
    String(r.writesLost),
    `${r.watcherMs} ms`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const row = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [row(header), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...lines.map(row)].join('\n');
}
