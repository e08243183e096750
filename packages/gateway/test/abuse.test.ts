import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/gatewayConfig.js';
import { ERROR_MESSAGES } from '../src/errors.js';
import { MAX_DIRECTIVES, MAX_SAME_FIELD, MAX_TOKENS } from '../src/limits/index.js';
import { buildGatewaySchema } from '../src/schema.js';
import { startStack, type Stack } from '../src/testing.js';
import {
  idTakingRootFields,
  operationFor,
  sampleArguments,
  withPatch,
  type IdsByName,
} from './support/crossHouse.js';
import { crossHouseTables, readDemoIds, type DemoIds } from './support/crossHouseCases.js';
import { dataOf, gql, wsExecute, type GraphqlResponse } from './support/graphql.js';
import { everyStatusCatalog, SHIPPING_REVIEW_UPDATED } from './support/shippingFixtures.js';

/**
 * Hostile and careless callers against the real stack (production mode): oversized and pathological
 * operations, batches, huge bodies, schema discovery without a session, CSRF simple requests, GET
 * mutations, cross-site and anonymous WebSockets, and every id-taking root field called by house
 * `other` with house `demo`'s ids. Each is refused with a clear error; the limits asserted are the
 * defaults, which the Limits table of docs/API.md must state.
 */
const limits = defaultConfig().limits;
/** Each module's cross-house cases (src/modules/<name>/crossHouse.cases.ts). */
const tables = await crossHouseTables();
const PASSWORD = 'demo-password';
const API_DOC = fileURLToPath(new URL('../../../docs/API.md', import.meta.url));

let stack: Stack;
let url: string;
let demo: string;
let other: string;

beforeAll(async () => {
  stack = await startStack({ upstream: { shippingQuoteDelayMs: 3_600_000 } });
  url = stack.gatewayUrl;
  demo = await stack.login('demo', 'staff', PASSWORD);
  other = await stack.login('other', 'staff', PASSWORD);
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const limitOf = (res: GraphqlResponse) => res.body.errors?.map((e) => e.extensions?.['limit']) ?? [];
const messages = (res: GraphqlResponse) => res.body.errors?.map((e) => e.message) ?? [];
const repeat = (n: number, piece: (i: number) => string) =>
  Array.from({ length: n }, (_, i) => piece(i)).join(' ');

describe('operation shape', () => {
  it(`refuses a selection deeper than ${limits.maxDepth}`, async () => {
    const nest = (depth: number) => `{ ${'a { '.repeat(depth - 1)}b${' }'.repeat(depth - 1)} }`;
    const deep = await gql(url, nest(limits.maxDepth + 1), {}, { cookie: demo });
    expect(deep.status).toBe(400);
    expect(messages(deep)).toContain(
      `The operation is nested ${limits.maxDepth + 1} levels deep; the limit is ${limits.maxDepth}.`,
    );
    expect(limitOf(await gql(url, nest(limits.maxDepth), {}, { cookie: demo }))).not.toContain('MAX_DEPTH');
  });

  it(`refuses more than ${limits.maxAliases} aliases`, async () => {
    const at = await gql(
      url,
      `{ ${repeat(limits.maxAliases, (i) => `v${i}: version`)} }`,
      {},
      { cookie: demo },
    );
    expect(at.status).toBe(200);
    const over = await gql(
      url,
      `{ ${repeat(limits.maxAliases + 1, (i) => `v${i}: version`)} }`,
      {},
      { cookie: demo },
    );
    expect(over.status).toBe(400);
    expect(over.body.errors).toEqual([
      expect.objectContaining({
        message: `The operation uses ${limits.maxAliases + 1} aliases; the limit is ${limits.maxAliases}.`,
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'MAX_ALIASES' }),
      }),
    ]);
  });

  it(`refuses an estimated cost over ${limits.maxCost} (aliased list fields)`, async () => {
    const flood = repeat(
      20,
      (i) => `g${i}: uninvoicedSaleGroups(page: ${i + 1}) { items { sessions { id ref title } } }`,
    );
    const res = await gql(url, `{ ${flood} }`, {}, { cookie: demo });
    expect(res.status).toBe(400);
    expect(limitOf(res)).toEqual(['MAX_COST']);
    expect(messages(res)[0]).toMatch(
      new RegExp(`estimated cost is \\d+; the limit is ${limits.maxCost}\\.$`),
    );
  });

  it(`refuses one field selected more than ${MAX_SAME_FIELD} times, before graphql compares the copies`, async () => {
    expect(
      (await gql(url, `{ ${repeat(MAX_SAME_FIELD, () => 'version')} }`, {}, { cookie: demo })).status,
    ).toBe(200);
    const res = await gql(url, `{ viewer { ${repeat(800, () => 'user { id }')} } }`, {}, { cookie: demo });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        message: `The field "user" is selected 800 times in one selection; the limit is ${MAX_SAME_FIELD}.`,
        extensions: expect.objectContaining({ code: 'GRAPHQL_VALIDATION_FAILED', limit: 'MAX_SAME_FIELD' }),
      }),
    ]);
    const viaInlineFragments = await gql(
      url,
      `{ ${repeat(MAX_SAME_FIELD + 1, () => '... on Query { version }')} }`,
    );
    expect(limitOf(viaInlineFragments)).toEqual(['MAX_SAME_FIELD']);
  });

  it(`refuses a document of more than ${MAX_TOKENS} tokens at parsing`, async () => {
    const res = await gql(url, `{ ${repeat(MAX_TOKENS, (i) => `f${i}`)} }`);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({
        // graphql-js' wording ("more that").
        message: expect.stringMatching(
          new RegExp(
            `^Syntax Error: Document contains more th.. ${MAX_TOKENS} tokens\\. Parsing aborted\\.$`,
          ),
        ),
        extensions: expect.objectContaining({ code: 'GRAPHQL_PARSE_FAILED' }),
      }),
    ]);
  });

  it(`refuses more than ${MAX_DIRECTIVES} directives on a selection with one error, not one per directive`, async () => {
    const directives = (n: number) => repeat(n, (i) => (i % 2 ? '@skip(if: false)' : '@include(if: true)'));
    const flood = await gql(url, `{ version ${directives(500)} }`);
    expect(flood.status).toBe(400);
    expect(flood.body.errors).toEqual([
      expect.objectContaining({
        message: `A selection carries 500 directives; the limit is ${MAX_DIRECTIVES}.`,
        extensions: expect.objectContaining({ limit: 'MAX_DIRECTIVES' }),
      }),
    ]);
    expect(dataOf(await gql(url, `{ version @include(if: true) @skip(if: false) }`))).toHaveProperty(
      'version',
    );
  });

  it('applies the document limits over graphql-ws as well', async () => {
    expect(
      await wsExecute(url, `{ ${repeat(MAX_SAME_FIELD + 1, () => 'version')} }`, { cookie: demo }),
    ).toMatchObject({
      kind: 'errors',
      errors: [{ extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit: 'MAX_SAME_FIELD' } }],
    });
    expect(await wsExecute(url, `{ ${repeat(MAX_TOKENS, (i) => `f${i}`)} }`, { cookie: demo })).toMatchObject(
      {
        kind: 'errors',
        errors: [{ extensions: { code: 'GRAPHQL_PARSE_FAILED' } }],
      },
    );
  });

  it('refuses circular fragments', async () => {
    const res = await gql(
      url,
      '{ viewer { ...A } } fragment A on Viewer { user { id } ...B } fragment B on Viewer { ...A }',
      {},
      { cookie: demo },
    );
    expect(res.status).toBe(400);
    expect(messages(res)).toContain('Cannot spread fragment "A" within itself via "B".');
  });
});

describe('request size and shape', () => {
  it('refuses batched operations (an array body) with 400', async () => {
    const res = await request(url)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('cookie', demo)
      .send([{ query: '{ version }' }, { query: '{ version }' }]);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(/Operation batching disabled/);
  });

  it(`refuses a body over ${defaultConfig().bodyLimit} with 413, huge variables included`, async () => {
    const PAD = 'query($pad: String!) { __type(name: $pad) { name } }';
    expect(dataOf(await gql(url, PAD, { pad: 'x'.repeat(90_000) }, { cookie: demo }))).toEqual({
      __type: null,
    });
    const hugeVariables = await gql(url, PAD, { pad: 'x'.repeat(101 * 1024) }, { cookie: demo });
    expect(hugeVariables.status).toBe(413);
    expect(hugeVariables.body.errors?.[0]).toEqual({
      message: 'The request body is too large.',
      extensions: { code: 'BAD_REQUEST' },
    });
    const hugeQuery = await gql(url, `{ version ${' '.repeat(101 * 1024)} }`);
    expect(hugeQuery.status).toBe(413);
  });

  it('refuses a deeply nested variables value as bad input, and stays up', async () => {
    const depth = 20_000;
    const res = await request(url)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('cookie', demo)
      .send(
        `{"query":"query($ids: [ID!]) { invoiceGroupEditor(invoiceGroupId: \\"1\\", invoiceIds: $ids) { id } }","variables":{"ids":${'['.repeat(depth)}${']'.repeat(depth)}}}`,
      );
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect((await request(url).get('/healthz')).status).toBe(200);
  });

  it('closes a WebSocket that sends a message over 100 kB (1009)', async () => {
    const closed = await new Promise<number>((resolve) => {
      const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/graphql`, 'graphql-transport-ws', {
        headers: { cookie: demo },
      });
      socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
      socket.on('message', () =>
        socket.send(
          JSON.stringify({
            id: '1',
            type: 'subscribe',
            payload: { query: '{ version }', variables: { pad: 'x'.repeat(101 * 1024) } },
          }),
        ),
      );
      socket.on('close', (code) => resolve(code));
      socket.on('error', () => undefined);
    });
    expect(closed).toBe(1009);
  });
});

describe('schema discovery without a session', () => {
  const INTROSPECTION = '{ __schema { queryType { name } } }';

  it('refuses introspection to anonymous callers, allows it signed in', async () => {
    const anonymous = await gql(url, INTROSPECTION);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors?.[0]).toMatchObject({
      message: ERROR_MESSAGES.introspectionDisabled,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const viaFragment = await gql(url, '{ ...F } fragment F on Query { __type(name: "Viewer") { name } }');
    expect(viaFragment.status).toBe(401);
    expect(dataOf(await gql(url, INTROSPECTION, {}, { cookie: demo }))).toEqual({
      __schema: { queryType: { name: 'Query' } },
    });
  });

  it('gives anonymous callers no "Did you mean" suggestions', async () => {
    const anonymous = await gql(url, '{ vewer { user { id } } }');
    expect(anonymous.status).toBe(400);
    expect(messages(anonymous)).toEqual(['Cannot query field "vewer" on type "Query".']);
    const argument = await gql(url, '{ invoiceGroups(pag: 1) { pageInfo { page } } }');
    expect(messages(argument)).toEqual(['Unknown argument "pag" on field "Query.invoiceGroups".']);
    const type = await gql(url, 'query($s: Strin) { version }');
    expect(messages(type)[0]).toBe('Unknown type "Strin".');
    const signedIn = await gql(url, '{ vewer { user { id } } }', {}, { cookie: demo });
    expect(messages(signedIn)).toEqual([
      'Cannot query field "vewer" on type "Query". Did you mean "viewer"?',
    ]);
  });
});

describe('cross-site requests', () => {
  const CSRF = /This operation has been blocked as a potential Cross-Site Request Forgery \(CSRF\)/;
  const CREATE_TOKEN = 'mutation { createApiToken(name: "csrf-probe") { token } }';
  const tokenNames = async () =>
    dataOf<{ apiTokens: { name: string }[] }>(
      await gql(url, '{ apiTokens { name } }', {}, { cookie: demo }),
    ).apiTokens.map((t) => t.name);

  it('refuses a text/plain POST (a CSRF simple request) and runs nothing', async () => {
    const res = await request(url)
      .post('/graphql')
      .set('content-type', 'text/plain')
      .set('cookie', demo)
      .send(JSON.stringify({ query: CREATE_TOKEN }));
    expect(res.status).toBe(400);
    expect(res.text).toMatch(CSRF);
    expect(await tokenNames()).not.toContain('csrf-probe');
  });

  it('refuses a form-urlencoded POST', async () => {
    const res = await request(url)
      .post('/graphql')
      .set('content-type', 'application/x-www-form-urlencoded')
      .set('cookie', demo)
      .send(`query=${encodeURIComponent(CREATE_TOKEN)}`);
    expect(res.status).toBe(400);
    expect(res.text).toMatch(CSRF);
    expect(await tokenNames()).not.toContain('csrf-probe');
  });

  it('refuses a mutation over GET: as a simple request (CSRF) and with a preflight header (405)', async () => {
    const simple = await request(url).get('/graphql').query({ query: CREATE_TOKEN }).set('cookie', demo);
    expect(simple.status).toBe(400);
    expect(simple.text).toMatch(CSRF);
    const preflighted = await request(url)
      .get('/graphql')
      .query({ query: CREATE_TOKEN })
      .set('cookie', demo)
      .set('apollo-require-preflight', 'true');
    expect(preflighted.status).toBe(405);
    expect(preflighted.body.errors?.[0]?.message).toBe(
      'GET requests only support query operations, not mutation operations',
    );
    expect(await tokenNames()).not.toContain('csrf-probe');
  });

  it('refuses a POST from a foreign Origin (403)', async () => {
    const res = await request(url)
      .post('/graphql')
      .set('content-type', 'application/json')
      .set('origin', 'https://evil.example')
      .set('cookie', demo)
      .send({ query: CREATE_TOKEN });
    expect(res.status).toBe(403);
    expect(res.body.errors?.[0]).toEqual({
      message: 'Origin not allowed',
      extensions: { code: 'FORBIDDEN' },
    });
  });
});

describe('WebSockets', () => {
  it('refuses a cross-site handshake (foreign Origin) before the upgrade', async () => {
    expect(await wsExecute(url, '{ version }', { cookie: demo, origin: 'https://evil.example' })).toEqual({
      kind: 'closed',
      code: 403,
      reason: 'upgrade refused',
    });
  });

  it('refuses a subscription without a session, or with a forged one (4403)', async () => {
    const { catalogId } = await everyStatusCatalog(stack.upstream);
    const subscription = SHIPPING_REVIEW_UPDATED.replace('$catalogId', JSON.stringify(catalogId)).replace(
      '($catalogId: ID!)',
      '',
    );
    expect(await wsExecute(url, subscription)).toEqual({ kind: 'closed', code: 4403, reason: 'Forbidden' });
    expect(await wsExecute(url, subscription, { cookie: 'ah_session=forged' })).toEqual({
      kind: 'closed',
      code: 4403,
      reason: 'Forbidden',
    });
    expect(await wsExecute(url, subscription, { bearerParam: 'forged-token' })).toEqual({
      kind: 'closed',
      code: 4403,
      reason: 'Forbidden',
    });
  });
});

describe("another house's ids", () => {
  const schema = buildGatewaySchema();
  const fields = idTakingRootFields(schema);

  /**
   * How each id-taking root field is called with house demo's ids: the shared names (invoiceGroupId,
   * invoiceIds, catalogId, reviewId, …) are filled in for every field; each module's case adds
   * field-specific ids, values that make the rest of the input valid (so the house check is what
   * refuses), and the refusal codes when it is not NOT_FOUND or FORBIDDEN. Every id-taking root
   * field must have a case in its module's crossHouse.cases.ts: a new one fails the first test below.
   */
  const CASES = tables.rootFields;

  interface TemplateMessage {
    header: string;
    detail: string;
    sequence: number;
  }

  /** House demo's fixture ids, each read by the module that names it (its crossHouse.cases.ts `demoIds`). */
  let ids: DemoIds & IdsByName;
  /** The demo template's messages as they are (the required ones cannot be deleted). */
  let templateMessages: TemplateMessage[];

  beforeAll(async () => {
    await stack.createToken(demo, 'cross-house target');
    ids = await readDemoIds(tables.demoIds, stack, demo);
    const messages = dataOf<{
      invoiceTemplateEditor: { template: { messages: TemplateMessage[] } | null } | null;
    }>(
      await gql(
        url,
        'query($t: ID) { invoiceTemplateEditor(templateId: $t) { template { messages { header detail sequence } } } }',
        { t: ids.templateId },
        { cookie: demo },
      ),
    ).invoiceTemplateEditor?.template?.messages;
    if (!messages) throw new Error('no demo template messages');
    templateMessages = messages;
  });

  it('has a cross-house case for every root field that takes an id', () => {
    expect(fields.length).toBeGreaterThan(20);
    expect(fields.map((f) => f.coordinate).filter((c) => !(c in CASES))).toEqual([]);
  });

  it.each(idTakingRootFields(buildGatewaySchema()).map((f) => [f.coordinate, f] as const))(
    "%s refuses house demo's ids to house other",
    async (coordinate, field) => {
      const known = CASES[coordinate];
      if (!known) throw new Error(`no cross-house case for ${coordinate}`);
      const REFUSED = known.refused ? [known.refused.code] : ['NOT_FOUND', 'FORBIDDEN'];
      const variables = withPatch(
        sampleArguments(field.field, { ...ids, ...known.ids?.(ids) }),
        known.patch?.(ids, { templateMessages }) ?? {},
      );
      const operation = operationFor(field);
      if (field.operation === 'subscription') {
        const outcome = await wsExecute(url, inlineVariables(operation, variables), { cookie: other });
        const errors =
          outcome.kind === 'errors' ? outcome.errors : outcome.kind === 'result' ? outcome.result.errors : [];
        if (outcome.kind === 'result') expect(outcome.result.data?.[field.field.name] ?? null).toBeNull();
        expect(REFUSED, JSON.stringify(outcome)).toContain(errors?.[0]?.extensions?.['code']);
        return;
      }
      const res = await gql(url, operation, variables, { cookie: other });
      expect(res.body.data?.[field.field.name] ?? null, JSON.stringify(res.body)).toBeNull();
      // A nullable query may answer "not found" as null without an error; anything else is refused.
      if (field.operation === 'mutation' || res.body.errors)
        expect(REFUSED, JSON.stringify({ variables, body: res.body })).toContain(
          res.body.errors?.[0]?.extensions?.['code'],
        );
      if (known.refused) expect(res.body.errors?.[0]?.extensions?.['field']).toBe(known.refused.field);
      if (field.operation === 'query' && known.control !== false) {
        // The same arguments are house demo's real ids: demo gets an answer.
        const own = await gql(url, operation, variables, {
          cookie: known.controlAs === 'super' ? await stack.login('demo', 'super', PASSWORD) : demo,
        });
        expect(
          own.body.data?.[field.field.name] ?? null,
          JSON.stringify({ variables, body: own.body }),
        ).not.toBeNull();
      }
    },
  );
});

/** graphql-ws test helper takes no variables: the subscription's arguments written in. */
function inlineVariables(operation: string, variables: Record<string, unknown>): string {
  let out = operation.replace(/\(\$[^)]*\)(?= \{)/, '');
  for (const [name, value] of Object.entries(variables)) out = out.replace(`$${name}`, JSON.stringify(value));
  return out;
}

describe("docs/API.md's Limits table", () => {
  const table = (() => {
    const text = readFileSync(API_DOC, 'utf8');
    const section = text.slice(text.indexOf('## Limits'));
    const rows = section
      .split('\n')
      .filter((l) => l.startsWith('| ') && !l.startsWith('| Limit') && !l.startsWith('| -'));
    return new Map(
      rows.map((row) => {
        const [limit = '', value = '', refusal = ''] = row
          .split('|')
          .slice(1)
          .map((c) => c.trim());
        return [limit, { value, refusal }] as const;
      }),
    );
  })();
  const value = (prefix: string) => {
    const row = [...table].find(([name]) => name.startsWith(prefix));
    if (!row) throw new Error(`docs/API.md's Limits table has no row "${prefix}…"`);
    return row[1];
  };
  const number = (s: string) => Number(s.replace(/[, ]/g, '').match(/^\d+/)?.[0]);

  it('states the values this suite enforces', () => {
    const d = defaultConfig();
    expect(number(value('selection depth').value)).toBe(d.limits.maxDepth);
    expect(number(value('aliases per operation').value)).toBe(d.limits.maxAliases);
    expect(number(value('estimated cost').value)).toBe(d.limits.maxCost);
    expect(number(value('tokens per document').value)).toBe(MAX_TOKENS);
    expect(number(value('same field in one selection').value)).toBe(MAX_SAME_FIELD);
    expect(number(value('directives per selection').value)).toBe(MAX_DIRECTIVES);
    expect(value('request body').value).toBe(`${number(d.bodyLimit)} kB`);
    expect(value('request body').refusal).toMatch(/413/);
    expect(value('variables').value).toMatch(new RegExp(`${number(d.bodyLimit)} kB`));
    expect(value('batched HTTP operations')).toEqual({ value: 'refused', refusal: '400' });
  });
});
