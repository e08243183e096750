/**
 * Uploads an items spreadsheet (CSV, XLS or XLSX) to a sale's catalog through the gateway's file route
 * with an API token, lists the rows the readers refused, and saves the lots when every row is good.
 *
 *   AH_API_TOKEN=… npx tsx examples/upload-lots/uploadLots.ts --group 42 --catalog 1234 examples/upload-lots/sample-lots.csv
 *
 * Exit codes: 0 saved (or checked, with --check), 1 rows failed or the upload was refused, 2 a wrong
 * command line or environment. Node 20's fetch, FormData and Blob only.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';

const USAGE = `Usage: npx tsx examples/upload-lots/uploadLots.ts --group GROUP_ID --catalog CATALOG_ID [--format STANDARD|AUCTION_FLEX] [--check] FILE

Uploads FILE (.csv, .xls or .xlsx) as the catalog's items, prints each refused row, and saves the lots
when no row failed (--check: only check, save nothing). The ids are the sale's, as in the wizard's
address /ar/session/{type}/{groupId}/{catalogId}/{step}.

Environment:
  AH_API_TOKEN     an API token (createApiToken), required
  AH_GRAPHQL_URL   the GraphQL endpoint (default http://127.0.0.1:4000/graphql); the upload routes are beside it`;

/** A spreadsheet error as the upload and the save answer it (the GraphQL type SpreadsheetError). */
interface SpreadsheetError {
  errorCode: string;
  displayMsg: string;
  row: number | null;
  column: string | null;
  lotNumber: string | null;
}

interface UploadResult {
  lots: Record<string, unknown>[];
  warnings: SpreadsheetError[];
  errors: SpreadsheetError[];
  breaking: boolean;
  totalErrors: number;
}

interface SaveResult {
  saved: boolean;
  createdCount: number;
  updatedCount: number;
  errors: SpreadsheetError[];
  warnings: SpreadsheetError[];
}

interface Args {
  group: string;
  catalog: string;
  format: 'STANDARD' | 'AUCTION_FLEX';
  check: boolean;
  file: string;
}

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): Args | 'help' {
  const values: Record<string, string> = {};
  const files: string[] = [];
  let check = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    if (arg === '--check') check = true;
    else if (['--group', '--catalog', '--format'].includes(arg)) {
      const value = argv[++i];
      if (!value) throw new UsageError(`${arg} needs a value.`);
      values[arg.slice(2)] = value;
    } else if (arg.startsWith('-')) throw new UsageError(`Unknown option: ${arg}`);
    else files.push(arg);
  }
  const id = (name: string) => {
    const value = values[name];
    if (!value || !/^[1-9]\d{0,9}$/.test(value)) throw new UsageError(`--${name} must be an id (digits).`);
    return value;
  };
  const format = values['format'] ?? 'STANDARD';
  if (format !== 'STANDARD' && format !== 'AUCTION_FLEX')
    throw new UsageError(`--format must be STANDARD or AUCTION_FLEX, got ${JSON.stringify(format)}.`);
  if (files.length !== 1) throw new UsageError('Give exactly one spreadsheet file.');
  return { group: id('group'), catalog: id('catalog'), format, check, file: files[0]! };
}

function settings(env: NodeJS.ProcessEnv): { base: URL; token: string } {
  const token = env['AH_API_TOKEN']?.trim();
  if (!token) throw new UsageError('Set AH_API_TOKEN to an API token (see "Using the API from scripts").');
  try {
    return { base: new URL(env['AH_GRAPHQL_URL']?.trim() || 'http://127.0.0.1:4000/graphql'), token };
  } catch {
    throw new UsageError('AH_GRAPHQL_URL must be an http(s) URL, e.g. http://127.0.0.1:4000/graphql.');
  }
}

/** One readable line per error: where (row, column, lot) and the reader's message. */
export function describeError(error: SpreadsheetError): string {
  const where = [
    error.row !== null ? `row ${error.row}` : 'file',
    error.column ? `column ${error.column}` : null,
    error.lotNumber ? `lot ${error.lotNumber}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return `  ${where}: ${error.displayMsg} (code ${error.errorCode})`;
}

async function post(
  url: URL,
  token: string,
  body: FormData | string,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      // The file routes refuse writes without it (CSRF); a script just sends it.
      'apollo-require-preflight': 'true',
      ...(typeof body === 'string' ? { 'content-type': 'application/json' } : {}),
    },
    body,
  });
  return { status: res.status, json: await res.json().catch(() => null) };
}

/** A refusal of the route itself: `{ error: { code, message } }`. */
function refusal(json: unknown): string | null {
  const error = (json as { error?: { code?: string; message?: string } } | null)?.error;
  return error ? `${error.message ?? 'Refused'} (${error.code ?? 'UNKNOWN'})` : null;
}

async function main(): Promise<number> {
  let args: Args;
  let api: { base: URL; token: string };
  try {
    const parsed = parseArgs(process.argv.slice(2));
    if (parsed === 'help') {
      console.info(USAGE);
      return 0;
    }
    args = parsed;
    api = settings(process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }

  let content: Buffer;
  try {
    content = readFileSync(args.file);
  } catch (error) {
    console.error(`Cannot read ${args.file}: ${error instanceof Error ? error.message : String(error)}`);
    return 2;
  }
  // Check the token first: the upload route refuses a caller it will not serve without reading the
  // file, and closes the connection, which fetch reports as a failed write rather than the refusal.
  const viewer = await fetch(api.base, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ viewer { user { id } } }' }),
  });
  const signedIn = (
    (await viewer.json().catch(() => null)) as { data?: { viewer?: { user?: unknown } } } | null
  )?.data?.viewer?.user;
  if (!signedIn) {
    console.error(
      `The API token was refused (HTTP ${viewer.status}): check AH_API_TOKEN; create one with createApiToken.`,
    );
    return 1;
  }

  // The route wants the text fields before the file.
  const form = new FormData();
  form.append('groupId', args.group);
  form.append('catalogId', args.catalog);
  form.append('format', args.format);
  form.append('file', new Blob([new Uint8Array(content)]), basename(args.file));

  const upload = await post(new URL('/uploads/items/spreadsheet', api.base), api.token, form);
  const refused = refusal(upload.json);
  if (refused || !upload.json) {
    console.error(`The upload was refused (HTTP ${upload.status}): ${refused ?? 'no answer'}`);
    return 1;
  }
  const result = upload.json as UploadResult;
  for (const warning of result.warnings) console.info(`Warning:${describeError(warning).slice(1)}`);
  if (result.errors.length > 0) {
    console.error(
      `${basename(args.file)}: ${result.totalErrors} error(s) in ${result.lots.length} row(s)` +
        `${result.breaking ? ' (the file could not be read)' : ''}; nothing was saved:`,
    );
    for (const error of result.errors) console.error(describeError(error));
    return 1;
  }
  if (args.check) {
    console.info(`${basename(args.file)}: ${result.lots.length} rows, no errors (checked only, not saved).`);
    return 0;
  }

  // Every row is good: save the review table as uploaded (the wizard's Save & Exit).
  const lots = result.lots.map(({ hasError: _hasError, ...row }) => row);
  const save = await post(
    new URL('/uploads/items/lots', api.base),
    api.token,
    JSON.stringify({ groupId: args.group, catalogId: args.catalog, lots, action: 'SAVE_AND_EXIT' }),
  );
  const saveRefused = refusal(save.json);
  if (saveRefused || !save.json) {
    console.error(`Saving the lots was refused (HTTP ${save.status}): ${saveRefused ?? 'no answer'}`);
    return 1;
  }
  const saved = save.json as SaveResult;
  if (!saved.saved) {
    console.error(`The lots were not saved: ${saved.errors.length} error(s):`);
    for (const error of saved.errors) console.error(describeError(error));
    return 1;
  }
  console.info(
    `${basename(args.file)}: saved ${lots.length} lots (${saved.createdCount} created, ${saved.updatedCount} updated).`,
  );
  return 0;
}

process.exitCode = await main().catch((error: unknown) => {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  if (cause && /EPIPE|ECONNRESET/.test(cause.message))
    console.error(
      'The upload failed: the gateway closed the connection before the file was sent, which it does when ' +
        'it refuses the upload (the token, the sale ids or the access flag); check them and try again.',
    );
  else
    console.error(
      `The upload failed: ${error instanceof Error ? error.message : String(error)}${cause ? ` (${cause.message})` : ''}`,
    );
  return 1;
});
