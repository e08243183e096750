import { readFileSync } from 'node:fs';
import type {
  ExportInvoiceGroupsQuery,
  ExportInvoiceGroupsQueryVariables,
  ExportUnpaidInvoicesQuery,
  ExportUnpaidInvoicesQueryVariables,
} from './__generated__/operations.js';

/** The operations of operations.graphql: name → [result, variables], as codegen typed them. */
export interface Operations {
  ExportInvoiceGroups: [ExportInvoiceGroupsQuery, ExportInvoiceGroupsQueryVariables];
  ExportUnpaidInvoices: [ExportUnpaidInvoicesQuery, ExportUnpaidInvoicesQueryVariables];
}

/** The one document holding every operation; each request names the one to run (`operationName`). */
const DOCUMENT = readFileSync(new URL('./operations.graphql', import.meta.url), 'utf8');

/** A GraphQL error the script cannot go past, with the gateway's `extensions.code`. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ClientOptions {
  url: string;
  token: string;
  /** Where waits are reported (stderr by default). */
  log?: (line: string) => void;
  /** How many times one request is retried after RATE_LIMITED before giving up. */
  maxRateLimitRetries?: number;
}

interface GraphqlBody<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** A typed GraphQL client over fetch: bearer token, and RATE_LIMITED answered by waiting Retry-After. */
export function graphqlClient(options: ClientOptions) {
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const maxRetries = options.maxRateLimitRetries ?? 10;

  return async function request<K extends keyof Operations>(
    operationName: K,
    variables: Operations[K][1],
  ): Promise<Operations[K][0]> {
    for (let attempt = 0; ; attempt++) {
      const res = await fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.token}` },
        body: JSON.stringify({ query: DOCUMENT, operationName, variables }),
      });
      const body = (await res.json().catch(() => null)) as GraphqlBody<Operations[K][0]> | null;
      const code = body?.errors?.[0]?.extensions?.code;
      if (res.status === 429 || code === 'RATE_LIMITED') {
        if (attempt >= maxRetries)
          throw new ApiError(
            `Still rate limited after ${maxRetries} waits; try again later.`,
            'RATE_LIMITED',
          );
        const seconds = retryAfterSeconds(res.headers.get('retry-after'));
        log(`Rate limited: waiting ${seconds} s (Retry-After) before ${operationName} again.`);
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
        continue;
      }
      if (!body) throw new ApiError(`The API answered HTTP ${res.status} without a GraphQL body.`, 'HTTP');
      const first = body.errors?.[0];
      if (first) throw new ApiError(first.message, first.extensions?.code ?? 'UNKNOWN');
      if (!body.data) throw new ApiError(`The API answered HTTP ${res.status} without data.`, 'HTTP');
      return body.data;
    }
  };
}

/** Retry-After is seconds or an HTTP date; at least 1 s, 1 s when missing or unreadable. */
export function retryAfterSeconds(header: string | null): number {
  if (header === null) return 1;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const at = Date.parse(header);
  return Number.isNaN(at) ? 1 : Math.max(1, Math.ceil((at - Date.now()) / 1000));
}
