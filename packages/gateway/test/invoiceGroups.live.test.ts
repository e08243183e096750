import { DEMO_HOUSE_REF, growInvoiceGroupTo, startUpstream } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server.js';
import { startCountingProxy } from './support/countingProxy.js';
import { dataOf, gql } from './support/graphql.js';
import { subscribe, type LiveSubscription } from './support/subscriptions.js';

/**
 * Live invoice group updates on one gateway (in-process pub/sub), against the real upstream: a write
 * through the gateway reaches every watcher at once with its author; a change made directly in the
 * upstream reaches them through the group's shared poll (one poll per interval, however many watch),
 * with the author the audit trail names.
 */
const INTERVAL_MS = 200;
const WATCHERS = 8;
export const INVOICE_GROUP_CHANGED = `subscription($g: ID!) { invoiceGroupChanged(invoiceGroupId: $g) {
  invoiceGroupId invoiceIds fields author authorName byViewer changedAt } }`;
const SAVE_NOTE = `mutation($input: SaveInvoiceNoteInput!) { saveInvoiceNote(input: $input) { invoices { id note } } }`;
/** A poll lists the group's invoice ids, then reads them in chunks (a subscriber's access check lists them too). */
const GROUP_LISTING = '/groupInfo/processCards';
const BY_INVOICE = '/groupDetailInfoByInvoice';

interface Change {
  invoiceGroupChanged: {
    invoiceGroupId: string;
    invoiceIds: string[];
    fields: string[];
    author: string;
    authorName: string | null;
    byViewer: boolean;
  };
}
/** The gateway's open invoice-group subscriptions (its /metrics gauge; the test runs on loopback). */
async function openSubscriptions(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = /^ah_gateway_subscriptions_open\{field="invoiceGroupChanged"\} (\d+)$/m.exec(text);
  return Number(line?.[1] ?? 0);
}
const changeOf = (w: LiveSubscription, n: number) =>
  (w.events[n]?.payload.data as unknown as Change | undefined)?.invoiceGroupChanged;

describe('invoiceGroupChanged', () => {
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;
  let gateway: Gateway;
  let url = '';
  const cookies = { staff: '', super: '', other: '' };
  const watchers: LiveSubscription[] = [];
  let groupId = '';
  let invoiceId = 0;

  const login = async (user: string, house = 'demo') => {
    const res = await gql(
      url,
      `mutation { login(houseUserName: "${house}", userName: "${user}", password: "demo-password") { user { id } } }`,
    );
    return (
      ([] as string[])
        .concat(res.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0] ?? '')
        .find((c) => c.startsWith('ah_session=') && c.length > 'ah_session='.length) ?? ''
    );
  };

  beforeAll(async () => {
    upstream = await startUpstream();
    proxy = await startCountingProxy(upstream.url);
    gateway = createGateway({
      trustedDocuments: 'off',
      logLevel: 'error',
      shutdownDelayMs: 0,
      invoicePollIntervalMs: INTERVAL_MS,
      services: { house: proxy.url, catalog: upstream.url, shipping: upstream.url, bidAdmin: upstream.url },
    });
    url = await gateway.start(0, '127.0.0.1');
    cookies.staff = await login('staff');
    cookies.super = await login('super');
    cookies.other = await login('staff', 'other');
    const row = await upstream.db
      .selectFrom('invoices as i')
      .innerJoin('houses as h', 'h.id', 'i.house_id')
      .select(['i.id', 'i.invoice_group_id'])
      .where('h.ref', '=', DEMO_HOUSE_REF)
      .where('i.online_payment_stat', 'is', null)
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    groupId = String(row.invoice_group_id);
    invoiceId = row.id;
  }, 120_000);
  afterAll(async () => {
    for (const w of watchers) w.close();
    await gateway?.stop();
    await proxy?.close();
    await upstream?.close();
  });

  it('polls a watched group once per interval however many watch, and pushes a write to every watcher', async () => {
    // Each subscriber's access is checked with their own credentials (the id listing), and the first
    // one's load reads the group; the subscription opens after that, so wait for it before counting
    // the shared poll's calls.
    proxy.calls.length = 0;
    for (let i = 0; i < WATCHERS; i++) {
      watchers.push(
        await subscribe(
          url,
          INVOICE_GROUP_CHANGED,
          { g: groupId },
          { cookie: i % 2 ? cookies.super : cookies.staff },
        ),
      );
      await expect.poll(() => openSubscriptions(url), { timeout: 30_000 }).toBe(i + 1);
    }

    // Polls while nobody writes: one call of the group per interval, whatever the audience.
    proxy.calls.length = 0;
    const started = Date.now();
    await expect
      .poll(() => proxy.calls.filter((c) => c.path.endsWith(GROUP_LISTING)).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(4);
    const polls = proxy.calls.filter((c) => c.path.endsWith(GROUP_LISTING)).length;
    expect(polls).toBeLessThanOrEqual(Math.ceil((Date.now() - started) / INTERVAL_MS) + 1);
    expect(watchers.every((w) => w.events.length === 0)).toBe(true);

    // A note written by staff through the gateway: every watcher hears it once, named.
    const saved = await gql(
      url,
      SAVE_NOTE,
      { input: { invoiceGroupId: groupId, invoiceIds: [String(invoiceId)], note: 'Call before shipping' } },
      { cookie: cookies.staff },
    );
    dataOf(saved);
    await Promise.all(watchers.map((w) => w.waitForEvents(1, 10_000)));
    for (const [i, w] of watchers.entries())
      expect(changeOf(w, 0)).toMatchObject({
        invoiceGroupId: groupId,
        invoiceIds: [String(invoiceId)],
        fields: ['NOTE'],
        author: 'USER',
        authorName: expect.stringMatching(/\S/),
        byViewer: i % 2 === 0,
      });
    // The poll that follows does not announce the same write again.
    const pollsBefore = proxy.calls.filter((c) => c.path.endsWith(GROUP_LISTING)).length;
    await expect
      .poll(() => proxy.calls.filter((c) => c.path.endsWith(GROUP_LISTING)).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(pollsBefore + 3);
    expect(watchers.every((w) => w.events.length === 1)).toBe(true);
  });

  it('finds a change made directly in the upstream through the shared poll, with the audit trail’s author', async () => {
    await upstream.db
      .updateTable('invoices')
      .set({ notes: 'Changed elsewhere' })
      .where('id', '=', invoiceId)
      .execute();
    await Promise.all(watchers.map((w) => w.waitForEvents(2, 10_000)));
    for (const w of watchers)
      expect(changeOf(w, 1)).toMatchObject({
        invoiceIds: [String(invoiceId)],
        fields: ['NOTE'],
        author: 'ELSEWHERE',
        authorName: null,
        byViewer: false,
      });

    // The auto-charge job: the invoice goes paid and its audit trail names the job.
    const house = await upstream.db
      .selectFrom('houses')
      .select('id')
      .where('ref', '=', DEMO_HOUSE_REF)
      .executeTakeFirstOrThrow();
    await upstream.db.transaction().execute(async (tx) => {
      await tx
        .updateTable('invoices')
        .set({ online_payment_stat: 'p' })
        .where('id', '=', invoiceId)
        .execute();
      await tx
        .insertInto('invoice_audit')
        .values({
          house_id: house.id,
          invoice_id: invoiceId,
          user_id: null,
          actor: 'Auto-charge',
          actor_user_name: null,
          action: 'CARD_CHARGED',
          summary: 'Card charged',
          changes: JSON.stringify([]),
        })
        .execute();
    });
    await Promise.all(watchers.map((w) => w.waitForEvents(3, 10_000)));
    for (const w of watchers)
      expect(changeOf(w, 2)).toMatchObject({
        invoiceIds: [String(invoiceId)],
        fields: expect.arrayContaining(['CHARGE_RESULT']),
        author: 'AUTO_CHARGE',
      });
  });

  it('watches and sets cost per lot on a group of more than 1,000 invoices, read 1,000 at a time, never whole', async () => {
    // Another group of the house grows past one chunk.
    const row = await upstream.db
      .selectFrom('invoices as i')
      .innerJoin('houses as h', 'h.id', 'i.house_id')
      .select('i.invoice_group_id')
      .where('h.ref', '=', DEMO_HOUSE_REF)
      .where('i.invoice_group_id', '!=', Number(groupId))
      .orderBy('i.id')
      .executeTakeFirstOrThrow();
    expect(await growInvoiceGroupTo(upstream.db, row.invoice_group_id, 1_100)).toBe(1_100);
    const newest = await upstream.db
      .selectFrom('invoices')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('invoice_group_id', '=', row.invoice_group_id)
      .executeTakeFirstOrThrow();

    const big = String(row.invoice_group_id);
    const ofBig = () => proxy.calls.filter((c) => c.path.includes(`/invoiceGroup/${big}/`));
    proxy.calls.length = 0;
    const watcher = await subscribe(url, INVOICE_GROUP_CHANGED, { g: big }, { cookie: cookies.staff });
    watchers.push(watcher);
    // The first load and then polls: each lists the group, then reads it in two chunks.
    await expect
      .poll(() => ofBig().filter((c) => c.path.endsWith(GROUP_LISTING)).length)
      .toBeGreaterThanOrEqual(3);
    await expect
      .poll(() => ofBig().filter((c) => c.path.endsWith(BY_INVOICE)).length)
      .toBeGreaterThanOrEqual(4);
    expect(ofBig().filter((c) => c.path.endsWith('/groupDetailInfo'))).toEqual([]);
    // Each read asks for at most 1,000 invoices: the group's 1,100 come in a call of 1,000 and one of 100.
    const asked = ofBig()
      .filter((c) => c.path.endsWith(BY_INVOICE) && c.body !== undefined)
      .map((c) => (JSON.parse(c.body ?? '[]') as number[]).length);
    expect(asked.slice(0, 2).sort((a, b) => a - b)).toEqual([100, 1_000]);
    expect(asked.filter((n) => n > 1_000)).toEqual([]);

    // A change directly in the upstream to the group's newest invoice (in the second chunk) is found.
    await upstream.db
      .updateTable('invoices')
      .set({ notes: 'Changed in a large group' })
      .where('id', '=', Number(newest.id))
      .execute();
    await watcher.waitForEvents(1, 30_000);
    expect(changeOf(watcher, 0)).toMatchObject({
      invoiceGroupId: big,
      invoiceIds: [String(newest.id)],
      fields: ['NOTE'],
      author: 'ELSEWHERE',
    });

    // Cost per lot for the whole group: written, then the group read back a chunk at a time (never
    // whole), every invoice in the answer and in the event.
    proxy.calls.length = 0;
    const answer = dataOf<{ setCostPerLot: { invoices: { id: string; applyCostPerLot: boolean }[] } }>(
      await gql(
        url,
        `mutation($input: SetCostPerLotInput!) { setCostPerLot(input: $input) { invoices { id applyCostPerLot } } }`,
        { input: { invoiceGroupId: big, applyCostPerLot: true } },
        { cookie: cookies.staff },
      ),
    ).setCostPerLot;
    expect(answer.invoices).toHaveLength(1_100);
    // Every invoice but the pending ones, which the upstream leaves as they are.
    const pending = await upstream.db
      .selectFrom('invoices')
      .select('id')
      .where('invoice_group_id', '=', row.invoice_group_id)
      .where('online_payment_stat', 'in', ['p', 'u', 'h', 'i'])
      .orderBy('id')
      .execute();
    expect(answer.invoices.filter((i) => !i.applyCostPerLot).map((i) => Number(i.id))).toEqual(
      pending.map((p) => p.id),
    );
    expect(ofBig().filter((c) => c.path.endsWith('/groupDetailInfo'))).toEqual([]);
    const reread = ofBig().filter((c) => c.path.endsWith(BY_INVOICE) && c.body !== undefined);
    expect(reread.filter((c) => (JSON.parse(c.body ?? '[]') as number[]).length > 1_000)).toEqual([]);
    // The write announces itself, once: the group's poll holds back while it rereads the invoices.
    await watcher.waitForEvents(2, 30_000);
    expect(changeOf(watcher, 1)).toMatchObject({ fields: ['CHARGES'], author: 'USER', byViewer: true });
    expect(changeOf(watcher, 1)?.invoiceIds).toHaveLength(1_100);
    // The polls that follow do not announce it again.
    const listings = () => ofBig().filter((c) => c.path.endsWith(GROUP_LISTING)).length;
    const after = listings();
    await expect.poll(listings).toBeGreaterThanOrEqual(after + 3);
    expect(watcher.events).toHaveLength(2);
  });

  it('refuses another house’s group and an id that is not a number', async () => {
    const codeOf = async (variables: Record<string, unknown>, cookie: string) => {
      const live = await subscribe(url, INVOICE_GROUP_CHANGED, variables, { cookie });
      await live.waitForEvents(1, 10_000).catch(() => undefined);
      live.close();
      const error = live.events[0]?.payload.errors?.[0] ?? live.errors[0];
      return error?.extensions?.['code'];
    };
    expect(await codeOf({ g: groupId }, cookies.other)).toBe('NOT_FOUND');
    expect(await codeOf({ g: 'x1' }, cookies.staff)).toBe('BAD_USER_INPUT');
  });
});
