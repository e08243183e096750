#!/usr/bin/env node
// Lists today's unpaid-item actions: every step the house's pipeline would take (or skip, and why)
// if it ran now, read from the dry run (Query.unpaidItemPreview), which writes nothing.
//
//   AH_API_TOKEN=… node examples/unpaidItemsToday.mjs [--do-only]
//
// One line per step on standard output ("Invoice 178 (Ada Lovelace): REMIND"), a summary on standard
// error. Exit codes: 0 done, 1 the API refused (the message says why), 2 a wrong command line.
// Needs Node 20 (fetch); the token needs the invoices scope.

const USAGE = 'Usage: node examples/unpaidItemsToday.mjs [--do-only]';
const PAGE = 100;
const PREVIEW = `query Today($after: String) {
  unpaidItemPreview(first: ${PAGE}, after: $after) {
    at
    steps {
      totalCount
      pageInfo { hasNextPage endCursor }
      nodes { invoiceId bidderName kind outcome reason lotId }
    }
  }
}`;

/** The API refused the call (exit 1); a wrong command line is a UsageError (exit 2). */
class ApiRefusal extends Error {}
class UsageError extends Error {}

function parseArgs(argv) {
  const options = { doOnly: false };
  for (const arg of argv) {
    if (arg === '--do-only') options.doOnly = true;
    else if (arg === '--help' || arg === '-h') {
      process.stdout.write(`${USAGE}\n`);
      process.exit(0);
    } else throw new UsageError(`Unknown argument: ${arg}`);
  }
  return options;
}

/** POST /graphql with the token; a RATE_LIMITED answer (429) is waited out as Retry-After says. */
async function graphql(url, token, query, variables) {
  for (;;) {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    if (res.status === 429) {
      const seconds = Number(res.headers.get('retry-after') ?? '1');
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, seconds) * 1000));
      continue;
    }
    const body = await res.json().catch(() => null);
    const error = body?.errors?.[0];
    if (error) throw new ApiRefusal(`${error.message} (${error.extensions?.code ?? res.status})`);
    if (!res.ok || !body?.data) throw new ApiRefusal(`The API answered ${res.status}.`);
    return body.data;
  }
}

function lineOf(step) {
  const lot = step.lotId ? `, lot ${step.lotId}` : '';
  const what = step.outcome === 'DO' ? step.kind : `${step.kind} skipped`;
  const why = step.reason ? `: ${step.reason}` : '';
  return `Invoice ${step.invoiceId} (${step.bidderName}${lot}): ${what}${why}`;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const token = process.env.AH_API_TOKEN;
  if (!token) throw new UsageError('Set AH_API_TOKEN to an API token (docs/API.md, Tokens).');
  const url = process.env.AH_GRAPHQL_URL || 'http://127.0.0.1:4000/graphql';

  let after = null;
  let at = '';
  let total = 0;
  let shown = 0;
  const counts = { DO: 0, SKIP: 0 };
  do {
    const { unpaidItemPreview: preview } = await graphql(url, token, PREVIEW, { after });
    if (!preview) throw new ApiRefusal('The house service could not be reached; try again.');
    at = preview.at;
    total = preview.steps.totalCount;
    for (const step of preview.steps.nodes) {
      counts[step.outcome] += 1;
      if (options.doOnly && step.outcome !== 'DO') continue;
      process.stdout.write(`${lineOf(step)}\n`);
      shown += 1;
    }
    after = preview.steps.pageInfo.hasNextPage ? preview.steps.pageInfo.endCursor : null;
  } while (after);

  process.stderr.write(
    `${total} step(s) as of ${at}: ${counts.DO} to take, ${counts.SKIP} skipped; ${shown} listed.\n`,
  );
}

main().catch((error) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    process.exit(2);
  }
  process.stderr.write(`${error instanceof ApiRefusal ? error.message : String(error)}\n`);
  process.exit(1);
});
