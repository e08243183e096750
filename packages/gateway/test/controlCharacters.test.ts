import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server.js';
import { startStack, type Stack } from '../src/testing.js';
import { startCountingProxy } from './support/countingProxy.js';
import { dataOf, firstError, gql, wsExecute, type Caller } from './support/graphql.js';

/**
 * Control characters in string inputs (a NUL byte above all) against the real stack: the gateway
 * refuses them as BAD_USER_INPUT naming the argument path before any upstream call, so a flood of
 * them from one caller never reaches the house service, never opens its circuit breaker, and never
 * locks another house out. Upstream calls are counted by a proxy in front of the real upstream.
 */
const PASSWORD = 'demo-password';
const NUL = '\u0000';

let stack: Stack;
let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
let gateway: Gateway;
let url: string;
let demo: Caller;
let fixtures: {
  invoiceGroupId: string;
  invoiceIds: string[];
  groupId: string;
  catalogId: string;
  templateId: string;
  templateMessages: { header: string; detail: string | null; sequence: number }[];
};

beforeAll(async () => {
  stack = await startStack();
  proxy = await startCountingProxy(stack.upstreamUrl);
  // The default breaker (5 failures, 10 s): what the attack in production faced.
  gateway = createGateway({
    // Raw test queries with session cookies: trusted documents off, as in testing.ts.
    trustedDocuments: 'off',
    services: { house: proxy.url, catalog: proxy.url, shipping: proxy.url, bidAdmin: proxy.url },
    logLevel: 'silent',
    shutdownDelayMs: 0,
  });
  url = await gateway.start(0, '127.0.0.1');
  demo = { cookie: await stack.login('demo', 'staff', PASSWORD) };
  const base = dataOf<{
    invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] };
    invoiceTemplates: { id: string }[];
    auctionCalendar: { groups: { id: string; sessions: { id: string }[] }[] };
  }>(
    await gql(
      url,
      `{ invoiceGroups(page: 1) { items { id invoicesCreated } } invoiceTemplates { id }
         auctionCalendar(period: UPCOMING) { groups { id sessions { id } } } }`,
      {},
      demo,
    ),
  );
  const invoiceGroupId = base.invoiceGroups.items.find((g) => g.invoicesCreated)?.id;
  const invoiceIds = dataOf<{ invoiceGroupEditor: { invoices: { items: { id: string }[] } } }>(
    await gql(
      url,
      'query($id: ID!) { invoiceGroupEditor(invoiceGroupId: $id) { invoices(page: 1, pageSize: 2) { items { id } } } }',
      { id: invoiceGroupId },
      demo,
    ),
  ).invoiceGroupEditor.invoices.items.map((i) => i.id);
  const group = base.auctionCalendar.groups.find((g) => g.sessions.length > 0);
  const templateId = base.invoiceTemplates[0]?.id;
  if (!invoiceGroupId || invoiceIds.length === 0 || !group?.sessions[0] || !templateId)
    throw new Error('the demo seed lacks a fixture');
  // The template's own messages (its required ones cannot be deleted), one of them with a NUL byte.
  const templateMessages = dataOf<{
    invoiceTemplateEditor: {
      template: { messages: { header: string; detail: string | null; sequence: number }[] };
    };
  }>(
    await gql(
      url,
      'query($t: ID) { invoiceTemplateEditor(templateId: $t) { template { messages { header detail sequence } } } }',
      { t: templateId },
      demo,
    ),
  ).invoiceTemplateEditor.template.messages;
  fixtures = {
    invoiceGroupId,
    invoiceIds,
    groupId: group.id,
    catalogId: group.sessions[0].id,
    templateId,
    templateMessages,
  };
}, 120_000);
afterAll(async () => {
  await gateway?.stop();
  await proxy?.close();
  await stack?.close();
});

const LOGIN =
  'mutation($h: String!, $u: String!, $p: String!) { login(houseUserName: $h, userName: $u, password: $p) { user { id } } }';
const OTHER_HOUSE_READS =
  '{ viewer { user { userName } house { id } } invoiceTemplates { id } houseLocations { id } }';

/** House other signs in and reads its pages: what the attack used to break for every house. */
async function expectOtherHouseWorks(): Promise<void> {
  const login = await gql(url, LOGIN, { h: 'other', u: 'staff', p: PASSWORD });
  dataOf(login);
  const cookie = [login.headers['set-cookie']]
    .flat()
    .map((c) => c?.split(';')[0] ?? '')
    .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length);
  expect(cookie).toBeDefined();
  const reads = dataOf<{ viewer: { user: { userName: string } }; invoiceTemplates: unknown[] }>(
    await gql(url, OTHER_HOUSE_READS, {}, { cookie: cookie ?? '' }),
  );
  expect(reads.viewer.user.userName).toBe('staff');
  expect(Array.isArray(reads.invoiceTemplates)).toBe(true);
}

function expectRefused(res: Awaited<ReturnType<typeof gql>>, field: string): void {
  expect(res.status).toBe(200);
  expect(res.body.errors).toHaveLength(1);
  expect(firstError(res)).toMatchObject({
    code: 'BAD_USER_INPUT',
    field,
    message: `${field} must not contain control characters (found U+0000); only tab, line feed and carriage return are allowed.`,
  });
}

describe('a NUL byte in a string input', () => {
  it('20 anonymous sign-ins with a NUL byte are refused, reach no upstream, and lock no house out', async () => {
    const before = proxy.calls.length;
    for (let i = 0; i < 20; i++)
      expectRefused(await gql(url, LOGIN, { h: `nul${NUL}x`, u: 'a', p: 'b' }), 'houseUserName');
    // The same refusal for a literal in the document instead of a variable.
    expectRefused(
      await gql(
        url,
        `mutation { login(houseUserName: "demo", userName: "st\\u0000aff", password: "x") { user { id } } }`,
      ),
      'userName',
    );
    expect(proxy.calls.length).toBe(before);
    await expectOtherHouseWorks();
  });

  const MUTATIONS: {
    name: string;
    query: string;
    variables: () => Record<string, unknown>;
    field: string;
  }[] = [
    {
      name: 'saveInvoiceNote',
      query: 'mutation($input: SaveInvoiceNoteInput!) { saveInvoiceNote(input: $input) { __typename } }',
      variables: () => ({
        input: { invoiceGroupId: fixtures.invoiceGroupId, invoiceIds: fixtures.invoiceIds, note: `a${NUL}b` },
      }),
      field: 'note',
    },
    {
      name: 'saveInvoiceNote (an id in a list)',
      query: 'mutation($input: SaveInvoiceNoteInput!) { saveInvoiceNote(input: $input) { __typename } }',
      variables: () => ({
        input: {
          invoiceGroupId: fixtures.invoiceGroupId,
          invoiceIds: [fixtures.invoiceIds[0], `1${NUL}`],
          note: 'ok',
        },
      }),
      field: 'invoiceIds.1',
    },
    {
      name: 'createApiToken',
      query: 'mutation($name: String!) { createApiToken(name: $name) { token } }',
      variables: () => ({ name: `script${NUL}` }),
      field: 'name',
    },
    {
      name: 'saveHouseLocation',
      query: 'mutation($input: HouseLocationInput!) { saveHouseLocation(input: $input) { id } }',
      variables: () => ({
        input: {
          facilityName: `Hall${NUL}`,
          street1: '200 Lake Shore Dr',
          city: 'Chicago',
          countryCode: 'US',
          stateCode: 'IL',
          postalCode: '60601',
          timeZone: 'America/Chicago',
        },
      }),
      field: 'facilityName',
    },
    {
      name: 'saveLot',
      query:
        'mutation($g: ID!, $c: ID!, $input: LotInput!) { saveLot(groupId: $g, catalogId: $c, input: $input) { created } }',
      variables: () => ({
        g: fixtures.groupId,
        c: fixtures.catalogId,
        input: { lotNumber: '901', title: 'Clock', description: `Mantel${NUL}clock`, startingBid: '40' },
      }),
      field: 'description',
    },
    {
      name: 'saveInvoiceTemplate (a nested input in a list)',
      query: 'mutation($input: InvoiceTemplateInput!) { saveInvoiceTemplate(input: $input) { created } }',
      variables: () => ({
        input: {
          id: fixtures.templateId,
          name: 'Standard',
          subject: 'Your invoice',
          fromName: 'Billing',
          fromEmail: 'billing@demo.example.com',
          taxes: [],
          fees: [],
          messages: fixtures.templateMessages.map((m, i) =>
            i === 0 ? { ...m, detail: `See you${NUL}soon` } : m,
          ),
        },
      }),
      field: 'messages.0.detail',
    },
  ];

  it.each(MUTATIONS.map((m) => [m.name, m] as const))(
    '%s: refused as BAD_USER_INPUT naming the argument path, before any upstream call',
    async (_name, mutation) => {
      const before = proxy.calls.length;
      // A flood from one signed-in caller: each refused alike, none reaches the upstream.
      for (let i = 0; i < 7; i++)
        expectRefused(await gql(url, mutation.query, mutation.variables(), demo), mutation.field);
      expect(proxy.calls.length).toBe(before);
    },
  );

  it('a string scalar (Date) with a NUL byte is refused as bad input by its own parsing, before any call', async () => {
    const before = proxy.calls.length;
    const res = await gql(
      url,
      'mutation($input: MarkInvoiceLinesPaidInput!) { markInvoiceLinesPaid(input: $input) { __typename } }',
      {
        input: {
          invoiceGroupId: fixtures.invoiceGroupId,
          invoiceId: fixtures.invoiceIds[0],
          lineIds: ['1'],
          paid: true,
          paidDate: `2024-01-02${NUL}`,
        },
      },
      demo,
    );
    expect(firstError(res).code).toBe('BAD_USER_INPUT');
    expect(proxy.calls.length).toBe(before);
  });

  it('refuses a NUL byte over graphql-ws too', async () => {
    const outcome = await wsExecute(
      url,
      `subscription { shippingReviewUpdated(catalogId: "1\\u0000") { __typename } }`,
      demo,
    );
    // A refused `subscribe` is one result with the error, then the end of the subscription.
    expect(outcome).toMatchObject({
      kind: 'result',
      result: {
        errors: [
          expect.objectContaining({
            extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', field: 'catalogId' }),
          }),
        ],
      },
    });
  });

  it('after every refusal above, house other still signs in and reads its pages', async () => {
    await expectOtherHouseWorks();
  });

  it('keeps tab, line feed and carriage return: a multi-line note is saved', async () => {
    const res = await gql(
      url,
      'mutation($input: SaveInvoiceNoteInput!) { saveInvoiceNote(input: $input) { __typename } }',
      {
        input: {
          invoiceGroupId: fixtures.invoiceGroupId,
          invoiceIds: [fixtures.invoiceIds[0]],
          note: 'Line 1\r\n\tLine 2',
        },
      },
      demo,
    );
    dataOf(res);
  });
});
