import { UNPAID_ITEM_MESSAGES as M } from '@ah/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * Unpaid items over HTTP against the real upstream on PGlite (sales §5, §9): the settings and their
 * validation, the pipeline page with its stage counts, pause and resume, an invoice's timeline, the
 * dry run and the offers; the guards (sensitive for the settings, invoices for the rest) and
 * another house's ids. The demo seed turns the automation on with sent invoices in every stage.
 */
const PASSWORD = 'demo-password';
const STAGES = [
  'WAITING',
  'REMINDED',
  'PAST_DEADLINE',
  'DISPUTED',
  'CLOSED',
  'OFFERED',
  'PAUSED',
  'EXCLUDED',
];
const SETTINGS_FIELDS = `enabled paymentDays reminderDaysBefore autoOpenDispute openDisputeAfterDays
  autoCloseDispute strikeExpiryMonths secondChance offerDays excludedBidders { id ref name }`;
const SETTINGS = `{ unpaidItemSettings { ${SETTINGS_FIELDS} } }`;
const SAVE = `mutation($i: UnpaidItemSettingsInput!) { updateUnpaidItemSettings(input: $i) { ${SETTINGS_FIELDS} } }`;
const PIPELINE = `query($stage: UnpaidItemStage, $search: String, $first: Int, $after: String, $page: Int, $pageSize: Int) {
  unpaidItemPipeline(stage: $stage, search: $search, first: $first, after: $after, page: $page, pageSize: $pageSize) {
    stages { stage count amountDue }
    invoices { totalCount pageInfo { hasNextPage endCursor page pageSize }
      edges { cursor }
      nodes { invoiceId invoiceGroupId bidderId bidderName bidderRef channel isEbay amountDue sentAt deadline stage
        nextStep { kind dueAt reason lotId } disputeRefs offerIds } } } }`;
const PREVIEW = `query($first: Int, $after: String) { unpaidItemPreview(first: $first, after: $after) {
  at steps { totalCount pageInfo { hasNextPage } nodes { invoiceId bidderName kind outcome reason lotId } } } }`;
const OFFERS = `{ secondChanceOffers(first: 10) { totalCount nodes { id state amount } } }`;
const PAUSE = `mutation($i: UnpaidItemPauseInput!) { pauseUnpaidItems(input: $i) { paused invoiceId bidderId } }`;
const RESUME = `mutation($i: UnpaidItemPauseInput!) { resumeUnpaidItems(input: $i) { paused invoiceId bidderId } }`;
const DECIDE = `mutation($i: DecideSecondChanceOfferInput!) { decideSecondChanceOffer(input: $i) { id state } }`;
const TIMELINE = `query($group: ID!, $ids: [ID!]!) { invoiceGroupDetails(invoiceGroupId: $group) {
  invoicesByIds(invoiceIds: $ids) { items { id sentDate unpaidItems { invoiceId paused pausedBy excluded stage
    nextStep { kind dueAt reason } events { kind outcome reason at disputeRef offerId } } } } } }`;

interface Row {
  invoiceId: string;
  invoiceGroupId: string;
  bidderId: string;
  stage: string;
  amountDue: string;
  deadline: string;
  sentAt: string;
  nextStep: { kind: string; dueAt: string | null; reason: string | null } | null;
}
interface Pipeline {
  stages: { stage: string; count: number; amountDue: string }[];
  invoices: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null; page: number; pageSize: number };
    edges: { cursor: string }[];
    nodes: Row[];
  };
}
interface Settings {
  enabled: boolean;
  paymentDays: number;
  reminderDaysBefore: number[];
  autoOpenDispute: boolean;
  openDisputeAfterDays: number;
  autoCloseDispute: boolean;
  strikeExpiryMonths: number;
  secondChance: boolean;
  offerDays: number;
  excludedBidders: { id: string; ref: string; name: string }[];
}
interface Timeline {
  invoiceId: string;
  paused: boolean;
  pausedBy: string | null;
  excluded: boolean;
  stage: string | null;
  nextStep: { kind: string } | null;
  events: { kind: string; outcome: string; at: string }[];
}

const SAVED = {
  enabled: true,
  paymentDays: 10,
  reminderDaysBefore: [3, 1, 0],
  autoOpenDispute: true,
  openDisputeAfterDays: 2,
  autoCloseDispute: false,
  strikeExpiryMonths: 6,
  secondChance: true,
  offerDays: 5,
};

describe('unpaid items through the gateway', () => {
  let stack: Stack;
  let staff: Caller;
  let clerk: Caller;
  let other: Caller;
  /** A token of the demo staff with every scope but invoices and settings. */
  let reportsOnly: Caller;
  const q = (query: string, variables: Record<string, unknown>, as: Caller) =>
    gql(stack.gatewayUrl, query, variables, as);
  const pipeline = async (variables: Record<string, unknown>, as: Caller = staff) =>
    dataOf<{ unpaidItemPipeline: Pipeline }>(await q(PIPELINE, variables, as)).unpaidItemPipeline;
  const timeline = async (row: Pick<Row, 'invoiceId' | 'invoiceGroupId'>) =>
    dataOf<{
      invoiceGroupDetails: { invoicesByIds: { items: { id: string; unpaidItems: Timeline | null }[] } };
    }>(await q(TIMELINE, { group: row.invoiceGroupId, ids: [row.invoiceId] }, staff)).invoiceGroupDetails
      .invoicesByIds.items[0]?.unpaidItems;
  const demoBidders = () =>
    stack.upstream.db
      .selectFrom('bidders as b')
      .innerJoin('houses as h', 'h.id', 'b.house_id')
      .where('h.user_name', '=', 'demo')
      .select(['b.id', 'b.ref'])
      .orderBy('b.id')
      .limit(2)
      .execute();

  beforeAll(async () => {
    stack = await startStack();
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
    other = { cookie: await stack.login('other', 'staff', PASSWORD) };
    const created = dataOf<{ createApiToken: { token: string } }>(
      await q(
        'mutation { createApiToken(name: "reports only", scopes: [REPORTS, CALENDAR]) { token } }',
        {},
        staff,
      ),
    );
    reportsOnly = { bearer: created.createApiToken.token };
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('needs a signed-in caller: the sensitive flag for the settings, the invoices flag for the rest', async () => {
    const settingsInput = { ...SAVED, excludedBidderIds: [] };
    const sensitive: [string, Record<string, unknown>][] = [
      [SETTINGS, {}],
      [SAVE, { i: settingsInput }],
    ];
    const invoices: [string, Record<string, unknown>][] = [
      [PIPELINE, {}],
      [PREVIEW, {}],
      [OFFERS, {}],
      [PAUSE, { i: { invoiceId: '1' } }],
      [RESUME, { i: { invoiceId: '1' } }],
      [DECIDE, { i: { offerId: '1', decision: 'DECLINED' } }],
    ];
    for (const [query, variables] of [...sensitive, ...invoices])
      expect(firstError(await q(query, variables, {})).code).toBe('UNAUTHENTICATED');
    // The clerk has invoices only: the settings are refused, the pipeline answered.
    for (const [query, variables] of sensitive)
      expect(firstError(await q(query, variables, clerk)).code).toBe('FORBIDDEN');
    expect((await pipeline({}, clerk)).invoices.totalCount).toBeGreaterThan(0);
    for (const [query, variables] of invoices)
      expect(firstError(await q(query, variables, reportsOnly)).code).toBe('FORBIDDEN');
  });

  it('reads the defaults the demo saved, saves the settings with an exclusion list and reads them back', async () => {
    const before = dataOf<{ unpaidItemSettings: Settings }>(await q(SETTINGS, {}, staff)).unpaidItemSettings;
    expect(before).toMatchObject({ enabled: true, paymentDays: 7, reminderDaysBefore: [2, 0] });
    // House other never saved: the defaults, automation off.
    const theirs = dataOf<{ unpaidItemSettings: Settings }>(await q(SETTINGS, {}, other)).unpaidItemSettings;
    expect(theirs).toMatchObject({ enabled: false, paymentDays: 7, strikeExpiryMonths: 12, offerDays: 3 });

    const [bidder] = await demoBidders();
    const input = { ...SAVED, excludedBidderIds: [String(bidder?.id)] };
    const saved = dataOf<{ updateUnpaidItemSettings: Settings }>(
      await q(SAVE, { i: input }, staff),
    ).updateUnpaidItemSettings;
    expect(saved).toMatchObject(SAVED);
    expect(saved.excludedBidders).toEqual([
      expect.objectContaining({ id: String(bidder?.id), ref: bidder?.ref }),
    ]);
    const read = dataOf<{ unpaidItemSettings: Settings }>(await q(SETTINGS, {}, staff)).unpaidItemSettings;
    expect(read).toEqual(saved);
    // Put back what the demo had, so the pipeline below reads the seeded stages.
    const { excludedBidders, ...fields } = before;
    const back = { ...fields, excludedBidderIds: excludedBidders.map((b) => b.id) };
    expect(dataOf<{ updateUnpaidItemSettings: Settings }>(await q(SAVE, { i: back }, staff))).toEqual({
      updateUnpaidItemSettings: before,
    });
  });

  it('refuses settings out of range at their field, and a buyer of another house as NOT_FOUND', async () => {
    const input = { ...SAVED, excludedBidderIds: [] as string[] };
    const short = firstError(await q(SAVE, { i: { ...input, paymentDays: 3 } }, staff));
    expect(short).toMatchObject({ code: 'BAD_USER_INPUT', field: 'paymentDays', message: M.paymentDays });
    const late = firstError(await q(SAVE, { i: { ...input, reminderDaysBefore: [1, 10] } }, staff));
    expect(late).toMatchObject({ code: 'BAD_USER_INPUT', field: 'reminderDaysBefore.1' });
    const offer = firstError(await q(SAVE, { i: { ...input, offerDays: 0 } }, staff));
    expect(offer).toMatchObject({ code: 'BAD_USER_INPUT', field: 'offerDays' });
    const [bidder] = await demoBidders();
    const foreign = firstError(
      await q(SAVE, { i: { ...input, excludedBidderIds: [String(bidder?.id)] } }, other),
    );
    expect(foreign).toMatchObject({ code: 'NOT_FOUND', field: 'excludedBidderIds' });
    const notAnId = firstError(await q(SAVE, { i: { ...input, excludedBidderIds: ['x'] } }, staff));
    expect(notAnId).toMatchObject({ code: 'BAD_USER_INPUT', field: 'excludedBidderIds.0' });
  });

  it('lists the pipeline by stage with counts for the whole house, paged at the server', async () => {
    const all = await pipeline({ first: 2 });
    const stages = new Map(all.stages.map((s) => [s.stage, s]));
    // The demo seed has invoices in every stage.
    for (const stage of STAGES) expect(stages.get(stage)?.count, stage).toBeGreaterThan(0);
    const inPipeline = ['WAITING', 'REMINDED', 'PAST_DEADLINE', 'DISPUTED', 'CLOSED', 'OFFERED'];
    expect(all.invoices.totalCount).toBe(
      inPipeline.reduce((sum, stage) => sum + (stages.get(stage)?.count ?? 0), 0),
    );
    expect(all.invoices.nodes).toHaveLength(2);
    expect(all.invoices.pageInfo.hasNextPage).toBe(true);
    for (const row of all.invoices.nodes) {
      expect(inPipeline).toContain(row.stage);
      expect(row.amountDue).toMatch(/^\d+\.\d{2}$/);
      expect(Date.parse(row.deadline)).toBeGreaterThan(Date.parse(row.sentAt));
    }
    // The next window by cursor starts where the first ended; the same rows by page and pageSize.
    const next = await pipeline({ first: 2, after: all.invoices.pageInfo.endCursor });
    const byPage = await pipeline({ page: 2, pageSize: 2 });
    expect(byPage.invoices.nodes.map((r) => r.invoiceId)).toEqual(
      next.invoices.nodes.map((r) => r.invoiceId),
    );
    expect(next.invoices.nodes.map((r) => r.invoiceId)).not.toContain(all.invoices.nodes[0]?.invoiceId);

    const waiting = await pipeline({ stage: 'WAITING', first: 100 });
    expect(waiting.invoices.totalCount).toBe(stages.get('WAITING')?.count);
    expect(waiting.invoices.nodes.every((r) => r.stage === 'WAITING')).toBe(true);
    expect(waiting.stages).toEqual(all.stages);
    const paused = await pipeline({ stage: 'PAUSED' });
    expect(paused.invoices.nodes.every((r) => r.stage === 'PAUSED')).toBe(true);

    expect(firstError(await q(PIPELINE, { first: 101 }, staff))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'first',
    });
    expect(firstError(await q(PIPELINE, { search: 'x'.repeat(101) }, staff))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'search',
    });
    // House other's automation is off: nothing in its pipeline, and none of demo's invoices.
    const theirs = await pipeline({}, other);
    expect(theirs.invoices.nodes.map((r) => r.invoiceId)).not.toContain(all.invoices.nodes[0]?.invoiceId);
  });

  it("shows an invoice's timeline; pause and resume move it out of the pipeline and back, in the audit trail", async () => {
    const [row] = (await pipeline({ stage: 'WAITING', first: 1 })).invoices.nodes;
    if (!row) throw new Error('no waiting invoice in the demo');
    const before = await timeline(row);
    expect(before).toMatchObject({
      invoiceId: row.invoiceId,
      paused: false,
      pausedBy: null,
      stage: 'WAITING',
    });
    expect(before?.nextStep?.kind).toBe('REMIND');

    expect(dataOf(await q(PAUSE, { i: { invoiceId: row.invoiceId } }, staff))).toEqual({
      pauseUnpaidItems: { paused: true, invoiceId: row.invoiceId, bidderId: null },
    });
    const paused = await timeline(row);
    expect(paused).toMatchObject({ paused: true, pausedBy: 'INVOICE', stage: 'PAUSED' });
    expect(paused?.events.at(-1)).toMatchObject({ kind: 'PAUSE', outcome: 'DONE' });
    const pausedList = await pipeline({ stage: 'PAUSED', first: 100 });
    expect(pausedList.invoices.nodes.map((r) => r.invoiceId)).toContain(row.invoiceId);

    expect(dataOf(await q(RESUME, { i: { invoiceId: row.invoiceId } }, staff))).toEqual({
      resumeUnpaidItems: { paused: false, invoiceId: row.invoiceId, bidderId: null },
    });
    const resumed = await timeline(row);
    expect(resumed).toMatchObject({ paused: false, stage: 'WAITING' });
    expect(resumed?.events.map((e) => e.kind).slice(-2)).toEqual(['PAUSE', 'RESUME']);

    // A buyer's pause covers their invoices.
    expect(dataOf(await q(PAUSE, { i: { bidderId: row.bidderId } }, staff))).toEqual({
      pauseUnpaidItems: { paused: true, invoiceId: null, bidderId: row.bidderId },
    });
    expect(await timeline(row)).toMatchObject({ paused: true, pausedBy: 'BIDDER' });
    dataOf(await q(RESUME, { i: { bidderId: row.bidderId } }, staff));
    expect(await timeline(row)).toMatchObject({ paused: false, pausedBy: null });
  });

  it('refuses a pause of another house, of both or neither, and an unknown offer', async () => {
    const [row] = (await pipeline({ first: 1 })).invoices.nodes;
    expect(firstError(await q(PAUSE, { i: { invoiceId: row?.invoiceId } }, other))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'invoiceId',
    });
    expect(firstError(await q(RESUME, { i: { bidderId: row?.bidderId } }, other))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'bidderId',
    });
    expect(firstError(await q(PAUSE, { i: {} }, staff))).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(
      firstError(await q(PAUSE, { i: { invoiceId: row?.invoiceId, bidderId: row?.bidderId } }, staff)),
    ).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect(firstError(await q(PAUSE, { i: { invoiceId: 'abc' } }, staff))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'invoiceId',
    });
    expect(
      firstError(await q(DECIDE, { i: { offerId: '999999', decision: 'ACCEPTED' } }, staff)),
    ).toMatchObject({
      code: 'NOT_FOUND',
      field: 'offerId',
    });
    // Nothing was paused by the refusals.
    expect(await timeline(row as Row)).toMatchObject({ paused: false });
  });

  it('previews the steps the pipeline would take now, writing nothing, and lists offers', async () => {
    const before = await stack.upstream.tableDigests();
    const preview = dataOf<{
      unpaidItemPreview: {
        at: string;
        steps: { totalCount: number; nodes: { kind: string; outcome: string; reason: string | null }[] };
      };
    }>(await q(PREVIEW, { first: 50 }, staff)).unpaidItemPreview;
    expect(Date.parse(preview.at)).not.toBeNaN();
    expect(preview.steps.totalCount).toBeGreaterThan(0);
    expect(preview.steps.nodes.length).toBe(Math.min(50, preview.steps.totalCount));
    for (const step of preview.steps.nodes) expect(['DO', 'SKIP']).toContain(step.outcome);
    expect(await stack.upstream.tableDigests()).toEqual(before);

    const offers = dataOf<{ secondChanceOffers: { totalCount: number; nodes: unknown[] } }>(
      await q(OFFERS, {}, staff),
    ).secondChanceOffers;
    expect(offers.nodes).toHaveLength(Math.min(10, offers.totalCount));
  });

  it("decides a sent offer once; another house's offer is NOT_FOUND", async () => {
    // An offer as the job records it (its own suite drives the job there): a demo invoice's lot
    // offered to another demo bidder.
    const line = await stack.upstream.db
      .selectFrom('invoice_lines as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
      .innerJoin('houses as h', 'h.id', 'i.house_id')
      .where('h.user_name', '=', 'demo')
      .where('i.sent_at', 'is not', null)
      // One offer per lot: not a lot the demo's automation offered already.
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('second_chance_offers as o').select('o.id').whereRef('o.lot_id', '=', 'l.lot_id'),
          ),
        ),
      )
      .select(['l.lot_id', 'i.id as invoiceId', 'i.bidder_id', 'i.house_id'])
      .orderBy('l.id', 'desc')
      .executeTakeFirstOrThrow();
    const underbidder = (await demoBidders()).find((b) => b.id !== line.bidder_id);
    if (!underbidder) throw new Error('the demo has one bidder only');
    const offer = await stack.upstream.db
      .insertInto('second_chance_offers')
      .values({
        house_id: line.house_id,
        lot_id: line.lot_id,
        invoice_id: line.invoiceId,
        bidder_id: underbidder.id,
        amount: 12_500,
        expires_at: new Date(Date.now() + 3 * 86_400_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const offerId = String(offer.id);

    const listed = dataOf<{ secondChanceOffers: { nodes: { id: string; state: string; amount: string }[] } }>(
      await q('{ secondChanceOffers(state: SENT, first: 100) { nodes { id state amount } } }', {}, staff),
    ).secondChanceOffers.nodes;
    expect(listed).toContainEqual({ id: offerId, state: 'SENT', amount: '125.00' });

    const before = await stack.upstream.tableDigests();
    expect(firstError(await q(DECIDE, { i: { offerId, decision: 'ACCEPTED' } }, other))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'offerId',
    });
    expect(await stack.upstream.tableDigests()).toEqual(before);

    expect(dataOf(await q(DECIDE, { i: { offerId, decision: 'DECLINED' } }, staff))).toEqual({
      decideSecondChanceOffer: { id: offerId, state: 'DECLINED' },
    });
    expect(firstError(await q(DECIDE, { i: { offerId, decision: 'ACCEPTED' } }, staff))).toMatchObject({
      code: 'BAD_USER_INPUT',
    });
  });

  it('gives no timeline for an invoice not yet sent', async () => {
    const unsent = await stack.upstream.db
      .selectFrom('invoices as i')
      .innerJoin('houses as h', 'h.id', 'i.house_id')
      .where('h.user_name', '=', 'demo')
      .where('i.sent_at', 'is', null)
      .select(['i.id', 'i.invoice_group_id'])
      .executeTakeFirstOrThrow();
    expect(
      await timeline({ invoiceId: String(unsent.id), invoiceGroupId: String(unsent.invoice_group_id) }),
    ).toBeNull();
  });
});
