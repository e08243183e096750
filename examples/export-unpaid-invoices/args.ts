/** The command line of exportUnpaidInvoices.ts, checked, with messages that say what to fix. */
export interface ExportArgs {
  from: string;
  to: string;
  /** A file to write; standard output when absent. */
  out: string | null;
  /** Invoices per request (the API's sizes: 50, 100 or 200): smaller pages, more requests. */
  pageSize: number;
}

export const USAGE = `Usage: npx tsx examples/export-unpaid-invoices/exportUnpaidInvoices.ts --from YYYY-MM-DD --to YYYY-MM-DD [--out unpaid.csv] [--page-size N]

Exports every unpaid invoice (status not Paid) of the invoice groups with a session dated from --from
to --to (both included) as CSV, to --out or standard output. --page-size: invoices per request, 50, 100
or 200 (default 200).

Environment:
  AH_API_TOKEN     an API token (createApiToken), required
  AH_GRAPHQL_URL   the GraphQL endpoint (default http://127.0.0.1:4000/graphql)`;

/** A wrong command line: the message says what is wrong; the script prints it with the usage. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** The page sizes the API offers for a group's invoices (invoiceGroupDetails.invoices). */
const PAGE_SIZES: readonly number[] = [50, 100, 200];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function parseArgs(argv: readonly string[]): ExportArgs | 'help' {
  const values: Record<string, string> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    const [name, inline] = arg.split(/=(.*)/s, 2) as [string, string | undefined];
    if (!['--from', '--to', '--out', '--page-size'].includes(name))
      throw new UsageError(`Unknown argument: ${arg}`);
    const value = inline ?? argv[++i];
    if (value === undefined || value === '') throw new UsageError(`${name} needs a value.`);
    values[name.slice(2)] = value;
  }
  const from = checkedDate(values['from'], '--from');
  const to = checkedDate(values['to'], '--to');
  if (from > to) throw new UsageError(`--from (${from}) is after --to (${to}).`);
  const pageSize = Number(values['page-size'] ?? PAGE_SIZES.at(-1));
  if (!PAGE_SIZES.includes(pageSize))
    throw new UsageError(`--page-size must be ${PAGE_SIZES.join(', ')} (invoices per request).`);
  return { from, to, out: values['out'] ?? null, pageSize };
}

function checkedDate(value: string | undefined, name: string): string {
  if (value === undefined) throw new UsageError(`${name} is required (a date as YYYY-MM-DD).`);
  const date = new Date(`${value}T00:00:00Z`);
  if (!ISO_DATE.test(value) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value)
    throw new UsageError(
      `${name} must be a date as YYYY-MM-DD, e.g. 2026-09-30 (got ${JSON.stringify(value)}).`,
    );
  return value;
}

/** The endpoint and token from the environment, checked. */
export function apiSettings(env: NodeJS.ProcessEnv): { url: string; token: string } {
  const token = env['AH_API_TOKEN']?.trim() ?? '';
  if (token === '')
    throw new UsageError('Set AH_API_TOKEN to an API token (see "Using the API from scripts").');
  const url = env['AH_GRAPHQL_URL']?.trim() || 'http://127.0.0.1:4000/graphql';
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http');
  } catch {
    throw new UsageError(
      `AH_GRAPHQL_URL must be an http(s) URL, e.g. http://127.0.0.1:4000/graphql (got ${JSON.stringify(url)}).`,
    );
  }
  return { url, token };
}
