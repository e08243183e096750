/** The top frames of V8 CPU profiles (`node --cpu-prof`) by self time, as a short text table. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Self time per function (ms) over every profile in `dir`, and the share of each package. */
export function summariseProfiles(dir: string, top = 25): string {
  const self = new Map<string, number>();
  const byPackage = new Map<string, number>();
  let total = 0;
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const node = nodes.get(id);
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      if (!node) return;
      const { functionName, url, lineNumber } = node.callFrame;
      const where = url
        .replace(/^.*node_modules\/\.pnpm\/[^/]+\/node_modules\//, '')
        .replace(/^.*\/packages\//, '');
      const key = `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`;
      self.set(key, (self.get(key) ?? 0) + ms);
      const pkg =
        /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1] ??
        (/\/packages\/([^/]+)\//.exec(url)?.[1]
          ? `@ah/${/\/packages\/([^/]+)\//.exec(url)?.[1]}`
          : url.startsWith('node:')
            ? 'node'
            : functionName.startsWith('(')
              ? functionName
              : 'other');
      byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + ms);
      if (functionName !== '(idle)') total += ms;
    });
  }
  const pct = (ms: number) => `${((ms / total) * 100).toFixed(1)}%`;
  self.delete('(idle) :0');
  byPackage.delete('(idle)');
  const rows = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, top);
  const packages = [...byPackage.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12);
  return [
    `CPU profile: ${Math.round(total)} ms busy (idle left out; shares of the busy time)`,
    'By package (self time):',
    ...packages.map(([p, ms]) => `  ${pct(ms).padStart(6)}  ${p}`),
    'Top frames (self time):',
    ...rows.map(([k, ms]) => `  ${pct(ms).padStart(6)}  ${k}`),
  ].join('\n');
}
