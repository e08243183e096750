import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import request from 'supertest';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/config.js';
import { ERROR_MESSAGES } from '../src/errors.js';
import { MAX_DIRECTIVES, MAX_SAME_FIELD, MAX_TOKENS } from '../src/limits/index.js';
import { buildGatewaySchema } from '../src/schema.js';
import { startStack, type Stack } from '../src/testing.js';
import {
  idTakingRootFields,
  operationFor,
  pastDay,
  sampleArguments,
  withPatch,
  type IdsByName,
} from './support/crossHouse.js';
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
const PASSWORD = 'demo-password';
/** The seed's bulk-bidding sale of house demo (bulkBidding/bulkBiddingSeed.ts) and one of its lots. */
const BULK_IDS = { catalogRef: 'TBHDEMO4AUCT', lotRef: 'TBHDEMO4AUCTL0030', orderBidRef: 'OB0' };
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
   * invoiceIds, catalogId, reviewId, …) are filled in for every field; a case adds field-specific ids
   * (`ids`), values that make the rest of the input valid (`patch`, so the house check is what
   * refuses), and the refusal codes when it is not NOT_FOUND or FORBIDDEN. Every id-taking root
   * field must be listed: a new one fails the first test below until its case is added here.
   */
  const CASES: Record<string, Case> = {
    'Query.saleResults': { ids: (d) => ({ catalogRef: d.sessionRef }) },
    'Mutation.leaveLotFeedback': {
      ids: (d) => ({ lotRef: d.lotRef }),
      patch: () => ({ mode: 'CUSTOM', type: 'POSITIVE', message: 'Cross-house' }),
    },
    'Mutation.removeLotFeedback': { ids: (d) => ({ lotRef: d.lotRef }) },
    'Query.invoiceGroupEditor': {},
    'Query.invoiceGroupDetails': {},
    // Live updates of a group (invoicing §2.2-§2.4): another house's group is NOT_FOUND on subscribe.
    'Subscription.invoiceGroupChanged': {},
    // These answer null for this seed group even to house demo, so they run without the control.
    'Query.invoicePreview': { control: false },
    'Query.sentInvoices': { control: false },
    'Query.autoChargeSetup': { control: false },
    'Query.invoiceEmailOutbox': { control: false },
    'Query.invoiceTemplateEditor': {},
    'Mutation.saveInvoiceTemplate': {
      ids: (d) => ({ id: d.templateId }),
      patch: () => ({
        input: { fromEmail: 'billing@demo.example.com', taxes: [], fees: [], messages: templateMessages },
      }),
    },
    'Query.sessionWizard': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Query.fixedPriceSaleDetails': {
      ids: (d) => ({ groupId: d.buyNowGroupId, catalogId: d.buyNowCatalogId }),
    },
    'Query.fulfilmentLocation': { ids: (d) => ({ id: d.originId }) },
    // A sale group of house demo: house other (connect type n) is refused before the group check.
    'Query.yourCustomers': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Query.customerList': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Query.shippingReviewCatalog': {},
    'Mutation.setCostPerLot': {},
    'Mutation.saveInvoiceCharges': {},
    'Mutation.setInvoiceLinesHidden': {},
    'Mutation.saveInvoiceNote': {},
    'Mutation.contactBuyers': {},
    'Mutation.markInvoicesPaid': {},
    'Mutation.markInvoicesNotPaid': {},
    'Mutation.markInvoiceLinesPaid': { patch: () => ({ input: { paidDate: pastDay() } }) },
    'Mutation.markInvoicesShipped': {},
    'Mutation.markInvoiceLinesShipped': {},
    'Mutation.setInvoiceDeliveryMode': {},
    'Mutation.chargeCards': {},
    'Mutation.sendInvoices': {},
    'Mutation.setAutoChargeDate': {},
    'Mutation.retryInvoiceCreation': {},
    'Mutation.deleteUncreatedInvoiceGroup': {},
    // Demo's sessions do not exist for house other: refused as not available (BAD_USER_INPUT).
    'Mutation.createInvoiceGroup': {
      patch: (d) => ({ input: { sessionRefs: [d.sessionRef] } }),
      refused: { code: 'BAD_USER_INPUT', field: 'sessionRefs' },
    },
    // Demo's terms are unknown to house other.
    'Mutation.addSale': {
      patch: () => ({ input: { auctionType: 'TIMED' } }),
      refused: { code: 'BAD_USER_INPUT', field: 'termsId' },
    },
    'Mutation.deleteSession': {},
    'Mutation.saveSessionDetails': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Mutation.saveSessionSettings': {},
    'Mutation.recordWizardStep': {},
    'Mutation.saveFixedPriceSaleDetails': {
      ids: (d) => ({ groupId: d.buyNowGroupId, catalogId: d.buyNowCatalogId }),
    },
    'Mutation.saveHouseLocation': {
      ids: (d) => ({ id: d.locationId }),
      patch: () => ({
        input: {
          facilityName: 'Cross-house Hall',
          street1: '200 Lake Shore Dr',
          city: 'Chicago',
          countryCode: 'US',
          stateCode: 'IL',
          postalCode: '60601',
          timeZone: 'America/Chicago',
        },
      }),
    },
    'Mutation.deleteHouseLocation': { ids: (d) => ({ id: d.locationId }) },
    // House other has no shipping policy, so no fulfilment location of any house is found for it.
    'Mutation.saveFulfilmentLocation': {
      ids: (d) => ({ id: d.originId }),
      refused: { code: 'BAD_USER_INPUT', field: 'id' },
      patch: () => ({
        input: {
          address: {
            addressLine1: '210 Lake Shore Dr',
            city: 'Chicago',
            state: 'IL',
            postalCode: '60601',
            country: 'US',
          },
          contacts: [
            { fullName: 'Lee Porter', email: 'lee@demo.example.com', phoneNumber: '+1 312 555 0100' },
          ],
        },
      }),
    },
    'Mutation.confirmShippingReview': {},
    'Mutation.confirmAllShippingReviews': {},
    'Mutation.saveShippingReview': {
      patch: () => ({
        input: {
          objectsDescription: '',
          objectsValue: '100',
          objectsValueCurrency: 'USD',
          objectsImages: [],
          objects: [
            {
              title: 'Vase',
              objectTypeId: 'ceramic',
              height: 10,
              width: 6,
              depth: 6,
              unit: 'IN',
              isFragile: true,
            },
          ],
        },
      }),
    },
    'Mutation.createShippingReviews': {},
    'Query.itemUpload': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Query.lotEditor': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Query.catalogItems': {},
    // Super users only; house other has no super user, so its staff is refused before any lookup.
    'Query.catalogSnapshot': { controlAs: 'super' },
    'Mutation.saveUploadedLots': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Mutation.saveLot': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Mutation.deleteLot': {},
    // Preview and Review & Publish (sales §2).
    'Query.salePreview': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Query.saleReview': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Mutation.publishAllLots': {},
    'Mutation.publishLots': {},
    'Mutation.deleteLots': {},
    // Five ids pass the count rule, so the catalog lookup is what refuses house other.
    'Mutation.saveFeaturedLots': { patch: () => ({ lotIds: ['1', '2', '3', '4', '5'] }) },
    'Mutation.selectCoverImage': {},
    // Disputes (sales §7): a demo lot, sale result and dispute; cancel needs no message.
    'Query.disputeCandidates': {},
    'Mutation.openDisputes': {},
    'Mutation.disputeAction': { patch: () => ({ input: { action: 'CANCEL' } }) },
    // Images (sales §2 Upload Images): the service answers another house's catalog as unknown.
    'Query.imageUploadStep': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Query.lotImages': {},
    'Query.catalogPrimaryImages': {},
    'Mutation.requestImageUploads': {},
    // A record that reaches the service (one without a number is refused before any call).
    'Mutation.registerImages': { patch: () => ({ images: [{ number: '1', imageUrl: '/images/file/x' }] }) },
    'Mutation.deleteLotImage': {},
    'Mutation.reorderLotImages': {},
    'Mutation.resequenceLotImages': {},
    'Mutation.rotateLotImage': { patch: () => ({ rotation: 90 }) },
    'Mutation.revokeApiToken': { ids: (d) => ({ id: d.apiTokenId }) },
    'Subscription.shippingReviewUpdated': {},
    // Realized prices (sales §2 Edit Realized Prices): another house's catalog is unknown.
    'Query.realizedPrices': {},
    // Private label: its ids name the global colour, font and language lists, not a house's records;
    // house other (not an instant house of connect type i or s) is refused the field.
    'Mutation.savePrivateLabelSettings': {
      patch: () => ({
        input: { buttonColorId: 1, fontColorId: 1, fontStyleId: 1, languageId: 1, displayPastAuctions: true },
      }),
    },
    'Mutation.saveRealizedPriceRow': {
      patch: () => ({ input: { rows: [], row: { id: 'r2', lotNumber: '1', realizedPrice: '5' } } }),
    },
    'Mutation.deleteRealizedPriceRow': {
      patch: () => ({ input: { rows: [{ id: 'r2', lotNumber: '1', realizedPrice: '5' }], id: 'r2' } }),
    },
    'Mutation.publishRealizedPrices': {
      patch: () => ({
        input: { rows: [{ id: 'r2', lotNumber: '1', realizedPrice: '5' }], includesPremium: true },
      }),
    },
    // Bulk bidding: the seed's timed sale in progress of house demo and one of its lots.
    'Query.bulkBiddingSale': { ids: () => BULK_IDS },
    'Query.bulkBiddingLots': { ids: () => BULK_IDS },
    'Mutation.placeBulkBids': { ids: () => BULK_IDS },
    'Mutation.cancelBulkBid': { ids: () => BULK_IDS },
    'Subscription.bulkBiddingLotsChanged': { ids: () => BULK_IDS },
    // Campaign reporting: a sale of house demo in the sale filter.
    'Query.campaignReport': { ids: (d) => ({ catalogRef: d.sessionRef }) },
    // Broadcast: an event (catalog) of house demo.
    'Query.broadcast': { ids: (d) => ({ eventId: d.catalogId }) },
    'Mutation.createBroadcastPublishToken': { ids: (d) => ({ eventId: d.catalogId }) },
  };

  interface TemplateMessage {
    header: string;
    detail: string;
    sequence: number;
  }

  interface Case {
    ids?: (d: DemoIds) => IdsByName;
    patch?: (d: DemoIds) => Record<string, unknown>;
    /** A refusal as invalid input, naming the id's field (default: NOT_FOUND or FORBIDDEN). */
    refused?: { code: 'BAD_USER_INPUT'; field: string };
    /** Queries: whether house demo gets an answer with the same arguments (default true). */
    control?: boolean;
    /** The demo user of that control (default staff). */
    controlAs?: 'super';
  }

  interface DemoIds extends IdsByName {
    templateId: string;
    catalogId: string;
    sessionGroupId: string;
    sessionRef: string;
    buyNowGroupId: string;
    buyNowCatalogId: string;
    originId: string;
    locationId: string;
    apiTokenId: string;
    lotRef: string;
  }
  let ids: DemoIds;
  /** The demo template's messages as they are (the required ones cannot be deleted). */
  let templateMessages: TemplateMessage[];

  beforeAll(async () => {
    const as = { cookie: demo };
    await stack.createToken(demo, 'cross-house target');
    const base = dataOf<{
      invoiceGroups: { items: { id: string; invoicesCreated: boolean }[] };
      uninvoicedSaleGroups: { items: { sessions: { ref: string }[] }[] };
      invoiceTemplates: { id: string }[];
      houseLocations: { id: string }[];
      apiTokens: { id: string }[];
      addSaleForm: { terms: { id: string }[]; shippingTerms: { id: string }[] };
      shippingPolicy: { origins: { id: string }[] };
      auctionCalendar: {
        groups: { id: string; sessions: { id: string }[] }[];
        buyNowSale: { groupId: string; catalogId: string } | null;
      };
    }>(
      await gql(
        url,
        `{ invoiceGroups(page: 1) { items { id invoicesCreated } } uninvoicedSaleGroups(page: 1) { items { sessions { ref } } }
           invoiceTemplates { id } houseLocations { id }
           apiTokens { id } addSaleForm { terms { id } shippingTerms { id } } shippingPolicy { origins { id } }
           auctionCalendar(period: UPCOMING) { groups { id sessions { id } } buyNowSale { groupId catalogId } } }`,
        {},
        as,
      ),
    );
    const group = base.invoiceGroups.items.find((g) => g.invoicesCreated);
    const editor = dataOf<{
      invoiceGroupEditor: { invoices: { items: { id: string; lines: { id: string }[] }[] } };
    }>(
      await gql(
        url,
        'query($id: ID!) { invoiceGroupEditor(invoiceGroupId: $id) { invoices(page: 1, pageSize: 5) { items { id lines { id } } } } }',
        { id: group?.id },
        as,
      ),
    ).invoiceGroupEditor;
    const invoice = editor.invoices.items.find((i) => i.lines.length > 0);
    const reviews = await everyStatusCatalog(stack.upstream);
    const lots = dataOf<{ shippingReviewCatalog: { lots: { id: string; review: { id: string } }[] } }>(
      await gql(
        url,
        'query($c: ID!) { shippingReviewCatalog(catalogId: $c) { lots { id review { id } } } }',
        { c: reviews.catalogId },
        as,
      ),
    ).shippingReviewCatalog.lots;
    const sessionGroup = base.auctionCalendar.groups.find((g) =>
      g.sessions.some((s) => s.id === reviews.catalogId),
    );
    const disputed = dataOf<{
      disputes: {
        disputes: { id: string; ref: string; transactionId: string | null; lot: { ref: string } }[];
      };
    }>(
      await gql(url, '{ disputes(filter: ALL) { disputes { id ref transactionId lot { ref } } } }', {}, as),
    ).disputes.disputes.find((d) => d.ref.startsWith('DSR') && d.transactionId !== null);
    const required = {
      disputeId: disputed?.id,
      transactionId: disputed?.transactionId ?? undefined,
      lotRef: disputed?.lot.ref,
      reasonId: '4',
      invoiceGroupId: group?.id,
      invoiceId: invoice?.id,
      lineId: invoice?.lines[0]?.id,
      templateId: base.invoiceTemplates[0]?.id,
      catalogId: reviews.catalogId,
      reviewId: reviews.readyReviewIds[0] ?? lots[0]?.review.id,
      lotId: lots[0]?.id,
      termsId: base.addSaleForm.terms[0]?.id,
      shippingTermsId: base.addSaleForm.shippingTerms[0]?.id,
      paymentMethodId: '4',
      locationId: base.houseLocations[0]?.id,
      fulfilmentLocationId: base.shippingPolicy.origins[0]?.id,
      originId: base.shippingPolicy.origins[0]?.id,
      sessionGroupId: sessionGroup?.id,
      sessionRef: base.uninvoicedSaleGroups.items.flatMap((g) => g.sessions)[0]?.ref,
      buyNowGroupId: base.auctionCalendar.buyNowSale?.groupId,
      buyNowCatalogId: base.auctionCalendar.buyNowSale?.catalogId,
      apiTokenId: base.apiTokens[0]?.id,
    };
    for (const [name, value] of Object.entries(required))
      if (typeof value !== 'string') throw new Error(`no demo fixture for ${name}`);
    const messages = dataOf<{
      invoiceTemplateEditor: { template: { messages: TemplateMessage[] } | null } | null;
    }>(
      await gql(
        url,
        'query($t: ID) { invoiceTemplateEditor(templateId: $t) { template { messages { header detail sequence } } } }',
        { t: required.templateId },
        as,
      ),
    ).invoiceTemplateEditor?.template?.messages;
    if (!messages) throw new Error('no demo template messages');
    templateMessages = messages;
    ids = required as DemoIds;
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
        known.patch?.(ids) ?? {},
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
