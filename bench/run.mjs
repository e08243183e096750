// `npm run bench [-- <name>] [options]`: one benchmark (default: gateway-overhead) from source.
//   npm run bench                       gateway vs raw baseline, full run (bench/results/gateway-overhead.*)
//   npm run bench -- --quick            the same, short rounds, for iteration
//   npm run bench -- --cpu-prof         also profiles the gateway and prints its top frames
//   npm run bench -- --compiled         the bench processes run the gateway's and schema's tsc builds
//   npm run bench -- shipping-fanout [interval ms] [sizes]   the shipping review fan-out
//   npm run bench -- cost-growth [--sizes=50,500,5000,50000] heavy screens' gateway CPU per request as data grows
//   npm run bench -- broadcast-latency [--samples=600]         the video broadcast's glass-to-glass delay
//   npm run bench -- web [--samples=N]                         heavy screens in Chromium
// A benchmark that drives the built web app gets it built first when missing or stale.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { benchNeedsWebBuild, ensureWebBuild } from '../scripts/webBuild.mjs';

const args = process.argv.slice(2);
const name = args[0] && !args[0].startsWith('-') ? args.shift() : 'gateway-overhead';
const file = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
if (!existsSync(file)) {
  console.error(`No benchmark named ${name} (bench/${name}.ts)`);
  process.exit(2);
}
if (benchNeedsWebBuild(name, args)) {
  try {
    await ensureWebBuild();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', file, ...args], {
  stdio: 'inherit',
  cwd: fileURLToPath(new URL('..', import.meta.url)),
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
