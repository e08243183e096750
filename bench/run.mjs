// `npm run bench [-- <name>] [options]`: one benchmark (default: gateway-overhead) from source.
//   npm run bench                       gateway vs raw baseline, full run (bench/results/gateway-overhead.*)
//   npm run bench -- --quick            the same, short rounds, for iteration
//   npm run bench -- --cpu-prof         also profiles the gateway and prints its top frames
//   npm run bench -- shipping-fanout [interval ms] [sizes]   the shipping review fan-out
//   npm run bench -- cost-growth [--sizes=50,500,5000]       heavy screens' gateway CPU per request as data grows
//   npm run bench -- broadcast-latency [--samples=600]         the video broadcast's glass-to-glass delay
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const name = args[0] && !args[0].startsWith('-') ? args.shift() : 'gateway-overhead';
const file = fileURLToPath(new URL(`./${name}.ts`, import.meta.url));
if (!existsSync(file)) {
  console.error(`No benchmark named ${name} (bench/${name}.ts)`);
  process.exit(2);
}
const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', file, ...args], {
  stdio: 'inherit',
  cwd: fileURLToPath(new URL('..', import.meta.url)),
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
