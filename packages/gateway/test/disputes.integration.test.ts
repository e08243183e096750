import { AFTER_SALE_MESSAGES as M, DISPUTE_RULE_MESSAGES as R } from '@ah/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * Disputes over HTTP against the real upstream on PGlite (sales §2 Disputes and feedback, §4–§8):
 * the list, one dispute with messages, reasons, Open New File candidates, and every mutation with
 * its refusals — a foreign house's ids, no customer flag, the closed window, an eBay reopen, terms
 * not accepted, open and past together, a floor bidder. The upstream's clock is injected, so the
 * 4-days-before-closing rule is passed by moving it.
 */
const PASSWORD = 'demo-password';
const DAY = 86_400_000;
const LIST = `query($f: DisputeFilter!) { disputes(filter: $f) { termsAccepted
  disputes { id ref status isOpen selectable closeable bidder { isEbay } } } }`;
const ONE = `query($ref: String!) { dispute(ref: $ref) { id ref status statusDescription reason
  bidder { firstName lastName isEbay channel } lot { number title } catalog { title }
  prices { currencySymbol hammer buyersPremium liveFee payable }
  closeRecord { credit strikeRecorded onNoBidList } messages { sender senderName message } } }`;
const TYPES = '{ disputeTypes { defaultTypeId types { id name mutualResolution } } }';
const CANDIDATES = `query($refs: [String!]!) { disputeCandidates(lotRefs: $refs) {
  transactionId lotRef bidderName blocked blockedReason prices { payable } } }`;
const OPEN = `mutation($i: OpenDisputesInput!) { openDisputes(input: $i) { message disputes { id ref status } } }`;
const ACT = `mutation($i: DisputeActionInput!) { disputeAction(input: $i) { message disputes { id ref status } } }`;
const TERMS = 'mutation { acceptDisputeTerms { accepted acceptedAt } }';

interface Outcome {
  id: string;
  ref: string;
  status: string;
}

describe('disputes through the gateway', () => {
  let stack: Stack;
  let now = Date.now();
  let staff: Caller;
  let superUser: Caller;
  let clerk: Caller;
  let other: Caller;
  const q = (query: string, variables: Record<string, unknown>, as: Caller) =>
    gql(stack.gatewayUrl, query, variables, as);
  const open = async (transactionIds: number[], as: Caller = staff, extra: object = {}) =>
    q(OPEN, { i: { transactionIds, reasonId: 4, message: 'Please pay your invoice.', ...extra } }, as);
  const act = (action: string, disputeIds: (number | string)[], as: Caller = staff, message?: string) =>
    q(ACT, { i: { action, disputeIds, ...(message !== undefined ? { message } : {}) } }, as);

  /** Sold lots of a house: not floor (unless asked), no dispute, not eBay, sold min–max days ago. */
  const results = async (house: 'demo' | 'other', min: number, max: number, floor = false) =>
    stack.upstream.db
      .selectFrom('sale_results as r')
      .innerJoin('lots as l', 'l.id', 'r.lot_id')
      .innerJoin('catalogs as c', 'c.id', 'l.catalog_id')
      .innerJoin('houses as h', 'h.id', 'r.house_id')
      .innerJoin('approvals as a', 'a.id', 'r.approval_id')
      .innerJoin('bidders as b', 'b.id', 'a.bidder_id')
      .where('h.user_name', '=', house)
      .where('r.passed', '=', false)
      .where('b.is_ebay', '=', false)
      .where('a.channel', floor ? '=' : '!=', 'Floor')
      .where('c.starts_at', '<', new Date(now - min * DAY))
      .where('c.starts_at', '>', new Date(now - max * DAY))
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('disputes as d').select('d.id').whereRef('d.lot_id', '=', 'r.lot_id'))),
      )
      .select(['r.id', 'l.ref as lotRef'])
      .orderBy('r.id')
      .limit(4)
      .execute();
  const foreignDispute = () =>
    stack.upstream.db
      .selectFrom('disputes as d')
      .innerJoin('houses as h', 'h.id', 'd.house_id')
      .where('h.user_name', '=', 'other')
      .select(['d.id', 'd.ref'])
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    stack = await startStack({ upstream: { clock: () => new Date(now) } });
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    superUser = { cookie: await stack.login('demo', 'super', PASSWORD) };
    clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
    other = { cookie: await stack.login('other', 'staff', PASSWORD) };
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('lists by filter; non-super users may select only open disputes', async () => {
    const all = dataOf<{ disputes: { disputes: { isOpen: boolean; selectable: boolean }[] } }>(
      await q(LIST, { f: 'ALL' }, staff),
    ).disputes.disputes;
    expect(all.some((d) => d.isOpen) && all.some((d) => !d.isOpen)).toBe(true);
    for (const d of all) expect(d.selectable).toBe(d.isOpen);
    const asSuper = dataOf<{ disputes: { disputes: { selectable: boolean }[] } }>(
      await q(LIST, { f: 'ALL' }, superUser),
    );
    expect(asSuper.disputes.disputes.every((d) => d.selectable)).toBe(true);
    const openOnly = dataOf<{ disputes: { disputes: { isOpen: boolean }[] } }>(
      await q(LIST, { f: 'OPEN' }, staff),
    );
    expect(openOnly.disputes.disputes.every((d) => d.isOpen)).toBe(true);
  });

  it('reads one dispute with its messages, the reasons, and never another house’s dispute', async () => {
    const [first] = dataOf<{ disputes: { disputes: { ref: string }[] } }>(await q(LIST, { f: 'ALL' }, staff))
      .disputes.disputes;
    const one = dataOf<{
      dispute: { ref: string; messages: { sender: string }[]; prices: { currencySymbol: string } };
    }>(await q(ONE, { ref: first?.ref }, staff)).dispute;
    expect(one.ref).toBe(first?.ref);
    expect(one.messages[0]?.sender).toBe('HOUSE');
    expect(one.prices.currencySymbol).toBeTruthy();
    const types = dataOf<{ disputeTypes: { defaultTypeId: string; types: { mutualResolution: boolean }[] } }>(
      await q(TYPES, {}, staff),
    ).disputeTypes;
    expect(types.defaultTypeId).toBe('4');
    expect(types.types.filter((t) => t.mutualResolution)).toHaveLength(2);
    const theirs = await foreignDispute();
    expect(firstError(await q(ONE, { ref: theirs.ref }, staff)).code).toBe('NOT_FOUND');
    const otherList = dataOf<{ disputes: { disputes: { ref: string }[] } }>(
      await q(LIST, { f: 'ALL' }, other),
    );
    expect(otherList.disputes.disputes.map((d) => d.ref)).toContain(theirs.ref);
    expect(otherList.disputes.disputes.map((d) => d.ref)).not.toContain(first?.ref);
  });

  it('needs a signed-in caller with the customer flag for every field', async () => {
    const [lot] = await results('demo', 6, 40);
    const calls: [string, Record<string, unknown>][] = [
      [LIST, { f: 'OPEN' }],
      [ONE, { ref: 'DSR000001' }],
      [TYPES, {}],
      [CANDIDATES, { refs: [lot?.lotRef] }],
      [OPEN, { i: { transactionIds: [lot?.id], reasonId: 4, message: 'x' } }],
      [ACT, { i: { action: 'CANCEL', disputeIds: [1] } }],
      [TERMS, {}],
    ];
    for (const [query, variables] of calls) {
      expect(firstError(await q(query, variables, {})).code).toBe('UNAUTHENTICATED');
      expect(firstError(await q(query, variables, clerk)).code).toBe('FORBIDDEN');
    }
  });

  it('describes candidates and opens disputes, refusing floor bidders, a closed window and foreign lots', async () => {
    const [a, b] = await results('demo', 6, 40);
    const [floor] = await results('demo', 6, 40, true);
    const [old] = await results('demo', 60, 400);
    const [theirs] = await results('other', 6, 400);
    const candidates = dataOf<{ disputeCandidates: { blockedReason: string | null; blocked: boolean }[] }>(
      await q(CANDIDATES, { refs: [a?.lotRef, floor?.lotRef, old?.lotRef] }, staff),
    ).disputeCandidates;
    expect(candidates.map((c) => c.blockedReason)).toEqual([null, M.floorDispute, M.outsideTimeFrame]);
    const foreignLot = firstError(await q(CANDIDATES, { refs: [theirs?.lotRef] }, staff));
    expect(foreignLot.code).toBe('NOT_FOUND');

    const before = await stack.upstream.tableDigests();
    expect(firstError(await open([a?.id ?? 0, floor?.id ?? 0]))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: M.floorDispute,
      field: 'transactionIds.1',
    });
    expect(firstError(await open([old?.id ?? 0])).message).toBe(M.outsideTimeFrame);
    expect(firstError(await open([theirs?.id ?? 0]))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'transactionIds.0',
    });
    expect(firstError(await open([a?.id ?? 0], staff, { message: ' ' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: M.openFileMessageRequired,
    });
    expect(await stack.upstream.tableDigests()).toEqual(before);

    const opened = dataOf<{ openDisputes: { disputes: Outcome[] } }>(await open([a?.id ?? 0, b?.id ?? 0]));
    expect(opened.openDisputes.disputes.map((d) => d.status)).toEqual(['b', 'b']);
    expect(firstError(await open([a?.id ?? 0])).message).toBe(M.disputeExists);
    expect(dataOf(await open([old?.id ?? 0], superUser))).toBeTruthy();
  });

  it('acts by the rules: terms before the first close, mixed refused, eBay reopen refused, foreign ids not found', async () => {
    const [lot] = await results('demo', 6, 30);
    const [{ id } = { id: '0' }] = dataOf<{ openDisputes: { disputes: Outcome[] } }>(
      await open([lot?.id ?? 0]),
    ).openDisputes.disputes;
    expect(firstError(await act('MESSAGE', [id], staff, ' ')).message).toBe(M.disputeMessageRequired);
    expect(firstError(await act('MESSAGE', [], staff, 'Hi')).message).toBe(M.selectDispute);
    expect(
      dataOf<{ disputeAction: { message: string } }>(await act('MESSAGE', [id], staff, 'Any news?'))
        .disputeAction.message,
    ).toBe(M.messageSent);
    expect(firstError(await act('CLOSE', [id])).message).toBe(M.outsideTimeFrame);
    now += 4 * DAY + 1000;
    const terms = firstError(await act('CLOSE', [id]));
    expect(terms).toMatchObject({ code: 'BAD_USER_INPUT', message: M.termsRequired });
    const termsReason = (await act('CLOSE', [id])).body.errors?.[0]?.extensions?.['reason'];
    expect(termsReason).toBe('DISPUTE_TERMS_REQUIRED');
    expect(
      dataOf<{ acceptDisputeTerms: { accepted: boolean } }>(await q(TERMS, {}, staff)).acceptDisputeTerms
        .accepted,
    ).toBe(true);
    const closed = dataOf<{ disputeAction: { message: string; disputes: Outcome[] } }>(
      await act('CLOSE', [id]),
    );
    expect(closed.disputeAction).toMatchObject({ message: M.closed, disputes: [{ status: 'x' }] });
    const ref = closed.disputeAction.disputes[0]?.ref ?? '';
    const record = dataOf<{
      dispute: { closeRecord: { strikeRecorded: boolean; onNoBidList: boolean; credit: string } };
    }>(await q(ONE, { ref }, staff)).dispute.closeRecord;
    expect(record).toMatchObject({ strikeRecorded: true, onNoBidList: true });

    expect(firstError(await act('REOPEN', [id])).message).toBe(R.reopenSuperUsersOnly);
    expect(firstError(await act('CANCEL', [id])).message).toBe(M.mustReopen);
    const [openOne] = dataOf<{ disputes: { disputes: { id: string }[] } }>(
      await q(LIST, { f: 'OPEN' }, staff),
    ).disputes.disputes;
    expect(firstError(await act('CANCEL', [openOne?.id ?? 0, id], superUser)).message).toBe(
      M.mixedOpenAndPast,
    );
    expect(firstError(await act('REOPEN', [openOne?.id ?? 0], superUser)).message).toBe(M.notValidOnOpen);

    const ebayPast = await stack.upstream.db
      .selectFrom('disputes as d')
      .innerJoin('bidders as b', 'b.id', 'd.bidder_id')
      .innerJoin('houses as h', 'h.id', 'd.house_id')
      .where('h.user_name', '=', 'demo')
      .where('b.is_ebay', '=', true)
      .where('d.status', 'in', ['x', 'c'])
      .select('d.id')
      .executeTakeFirstOrThrow();
    expect(firstError(await act('REOPEN', [ebayPast.id], superUser)).message).toBe(M.ebayReopen);

    const theirs = await foreignDispute();
    expect(firstError(await act('CANCEL', [theirs.id]))).toMatchObject({
      code: 'NOT_FOUND',
      field: 'disputeIds.0',
    });
    expect(
      dataOf<{ disputeAction: { disputes: Outcome[] } }>(await act('REOPEN', [id], superUser)).disputeAction
        .disputes[0]?.status,
    ).toBe('d');
  });

  it('refuses an action outside the window for non-super users, not for super users', async () => {
    const [lot] = await results('demo', 6, 30);
    const [{ id } = { id: '0' }] = dataOf<{ openDisputes: { disputes: Outcome[] } }>(
      await open([lot?.id ?? 0]),
    ).openDisputes.disputes;
    now += 60 * DAY;
    expect(firstError(await act('CANCEL', [id], staff)).message).toBe(M.outsideTimeFrame);
    expect(
      dataOf<{ disputeAction: { disputes: Outcome[] } }>(await act('CANCEL', [id], superUser)).disputeAction
        .disputes[0]?.status,
    ).toBe('n');
  });
});
