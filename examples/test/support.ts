import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startStack, type Stack, type StackOptions } from '../../packages/gateway/src/testing.ts';

/** The repository root: the examples run from there, as their READMEs say. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const TSX = `${ROOT}node_modules/.bin/tsx`;

export interface ExampleStack {
  stack: Stack;
  /** A signed-in demo/staff session, for the test's own set-up and read-back. */
  cookie: string;
  /** An API token of demo/staff, made by createApiToken: what the scripts use. */
  token: string;
  /** The environment a script gets: AH_GRAPHQL_URL and AH_API_TOKEN. */
  env: Record<string, string>;
  /** GraphQL as the signed-in session (throws on errors; waits out RATE_LIMITED like a script would). */
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

export async function startExampleStack(options: StackOptions = {}): Promise<ExampleStack> {
  const stack = await startStack(options);
  const cookie = await stack.login('demo', 'staff', 'demo-password');
  const token = await stack.createToken(cookie, 'examples');
  const graphqlUrl = `${stack.gatewayUrl}/graphql`;
  const graphql = async <T>(query: string, variables: Record<string, unknown> = {}): Promise<T> => {
    for (;;) {
      const res = await fetch(graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ query, variables }),
      });
      if (res.status === 429) {
        // The server says when to come back; this is its instruction, not a guess.
        const seconds = Number(res.headers.get('retry-after') ?? '1');
        await new Promise((resolve) => setTimeout(resolve, Math.max(1, seconds) * 1000));
        continue;
      }
      const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
      if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
      return body.data as T;
    }
  };
  return {
    stack,
    cookie,
    token,
    env: { AH_GRAPHQL_URL: graphqlUrl, AH_API_TOKEN: token },
    graphql,
  };
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs an example from the repository root as a script user would, and collects its output. */
export function runExample(
  command: string,
  args: readonly string[],
  env: Record<string, string>,
  stdin = '',
): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: ROOT,
      env: { PATH: process.env['PATH'] ?? '', HOME: process.env['HOME'] ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    // A script that refuses its command line exits before reading its input: writing to it then
    // fails with EPIPE, which is not the test's concern (its exit code and output are).
    child.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') reject(error);
    });
    child.stdin.end(stdin);
  });
}

/** Parses CSV (RFC 4180: quoted fields, doubled quotes, CRLF) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  return rows;
}
