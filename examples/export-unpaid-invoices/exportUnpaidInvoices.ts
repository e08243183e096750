/**
 * Exports every unpaid invoice of a date range to CSV, through the GraphQL API with an API token.
 *
 *   AH_API_TOKEN=… npx tsx examples/export-unpaid-invoices/exportUnpaidInvoices.ts --from 2026-09-01 --to 2026-09-30 --out unpaid.csv
 *
 * It walks the invoice groups with a session in the range page by page, then each group's unpaid
 * invoices page by page, writing rows as they come. Amounts stay decimal strings; the total is summed
 * in integer cents. RATE_LIMITED answers are waited out (Retry-After). Exit codes: 0 done, 1 the API
 * refused or failed, 2 a wrong command line or environment.
 */
import { createWriteStream, rmSync } from 'node:fs';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { apiSettings, parseArgs, USAGE, UsageError, type ExportArgs } from './args.js';
import { csvLine } from './csv.js';
import { ApiError, graphqlClient } from './graphqlClient.js';
import { formatCents, toCents } from './money.js';

export const CSV_HEADER = [
  'invoice_group_id',
  'invoice_group',
  'invoice_id',
  'first_name',
  'last_name',
  'email',
  'status',
  'sent_date',
  'invoice_total',
  'payments_made',
  'outstanding_balance',
] as const;

interface Summary {
  groups: number;
  invoices: number;
  outstanding: string;
}

async function exportUnpaid(
  args: ExportArgs,
  request: ReturnType<typeof graphqlClient>,
  out: Writable,
  log: (line: string) => void,
): Promise<Summary> {
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  await write(csvLine(CSV_HEADER));
  let groups = 0;
  let invoices = 0;
  let outstanding = 0n;
  for (let groupPage = 1; ; groupPage++) {
    const { invoiceGroups } = await request('ExportInvoiceGroups', {
      page: groupPage,
      startDate: args.from,
      endDate: args.to,
    });
    if (!invoiceGroups) throw new ApiError('The invoice groups could not be read.', 'NO_DATA');
    for (const group of invoiceGroups.items) {
      if (!group.invoicesCreated) {
        log(`Skipped invoice group ${group.id} (${group.title}): its invoices are still being built.`);
        continue;
      }
      groups++;
      for (let page = 1; ; page++) {
        const { invoiceGroupDetails } = await request('ExportUnpaidInvoices', {
          invoiceGroupId: group.id,
          page,
          pageSize: args.pageSize,
        });
        if (!invoiceGroupDetails) throw new ApiError(`Invoice group ${group.id} was not found.`, 'NOT_FOUND');
        const { items, pageInfo } = invoiceGroupDetails.invoices;
        for (const invoice of items) {
          await write(
            csvLine([
              group.id,
              group.title,
              invoice.id,
              invoice.firstName,
              invoice.lastName,
              invoice.email,
              invoice.invoiceStatusLabel,
              invoice.sentDate,
              invoice.invoiceTotal,
              invoice.paymentsMade,
              invoice.outstandingBalance,
            ]),
          );
          invoices++;
          outstanding += toCents(invoice.outstandingBalance);
        }
        if (!pageInfo.hasNextPage) break;
      }
    }
    if (!invoiceGroups.pageInfo.hasNextPage) break;
  }
  return { groups, invoices, outstanding: formatCents(outstanding) };
}

/** Plain words for the codes a script meets most. */
function explain(error: ApiError): string {
  switch (error.code) {
    case 'UNAUTHENTICATED':
      return `The API token was refused (${error.message}). Check AH_API_TOKEN; create one with createApiToken.`;
    case 'FORBIDDEN':
      return `The token's user may not read invoices (${error.message}). It needs the invoices access flag.`;
    default:
      return `The API refused the export: ${error.message} (${error.code}).`;
  }
}

async function main(): Promise<number> {
  const log = (line: string) => process.stderr.write(`${line}\n`);
  let args: ExportArgs;
  let settings: { url: string; token: string };
  try {
    const parsed = parseArgs(process.argv.slice(2));
    if (parsed === 'help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    args = parsed;
    settings = apiSettings(process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    log(`${error.message}\n\n${USAGE}`);
    return 2;
  }

  const out = args.out ? createWriteStream(args.out) : process.stdout;
  try {
    const summary = await exportUnpaid(args, graphqlClient({ ...settings, log }), out, log);
    if (args.out) {
      out.end();
      await once(out, 'finish');
    }
    log(
      `Exported ${summary.invoices} unpaid invoices of ${summary.groups} invoice groups ` +
        `(${args.from} to ${args.to}); outstanding balance ${summary.outstanding}.`,
    );
    return 0;
  } catch (error) {
    if (args.out) {
      out.destroy();
      rmSync(args.out, { force: true }); // no half-written export left behind
    }
    if (error instanceof ApiError) {
      log(explain(error));
      return 1;
    }
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    log(`The export failed: ${error instanceof Error ? error.message : String(error)}${cause}`);
    return 1;
  }
}

process.exitCode = await main();
