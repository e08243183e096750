import { AFTER_SALE_MESSAGES as M, CHANNEL_NAMES } from '@ah/schema';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContractChecker } from '../../test/support/contractChecker.js';
import { signIn, type SignedIn } from '../../test/support/session.js';
import { readXls } from '../lots/readers/xlsRead.js';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../testing.js';

/**
 * The sale results' REST calls (sales §7 Results, feedback, disputes) on the real upstream (PGlite,
 * demo seed): past groups, session results, credits and the four spreadsheets. Every JSON response
 * is checked against openapi/house.yaml and every declared status is provoked.
 */
const contract = createContractChecker(new URL('../../openapi/house.yaml', import.meta.url), {
  tags: ['saleResults'],
});

interface Item {
  lotRef: string;
  transactionID: number;
  hammer: string;
  buyPrem: string;
  liveFee: string;
  payble: string;
  channel: string;
  disputeRef: string | null;
  feedback: unknown;
}
interface Bidder {
  memberID: number;
  lastName: string;
  firstName: string;
  memberSums: { lotCount: number; sumPayable: string };
  items: Item[];
}
interface Results {
  currencySymbol: string;
  grandTotals: { lotCount: number; hammer: string; buyPrem: string; liveFee: string; payable: string };
  catalogHeaders: { catalogRef: string }[];
  groupedData: Bidder[];
}

const cents = (amount: string) => Math.round(Number(amount) * 100);

describe('saleResults: past groups, session results, credits, spreadsheets', () => {
  let up: StartedUpstream;
  let staff: SignedIn;
  let other: SignedIn;
  const base = `/app/house/${DEMO_HOUSE_REF}`;
  let refs: string[] = [];
  let otherRef = '';
  const results = async (catalogRefs: string[], who: SignedIn | null = staff, house = base) => {
    const req = request(up.url).post(`${house}/catalogs/sessionResults`);
    if (who) req.set('Cookie', who.cookie);
    return contract.check('post', await req.send({ catalogRefs }));
  };
  const get = (path: string, who: SignedIn | null = staff) => {
    const req = request(up.url).get(path);
    if (who) req.set('Cookie', who.cookie);
    return req;
  };

  beforeAll(async () => {
    up = await startUpstream();
    staff = await signIn(up.url, DEMO_LOGINS.staff);
    other = await signIn(up.url, DEMO_LOGINS.otherStaff);
    // Two past sessions of one group with results, and a session of the other house.
    const rows = await sql<{ ref: string }>`
      select c.ref from catalogs c join houses h on h.id = c.house_id
      where h.ref = ${DEMO_HOUSE_REF} and c.kind = 'session' and c.starts_at < now()
        and exists (select 1 from lots l join sale_results sr on sr.lot_id = l.id where l.catalog_id = c.id)
      order by c.starts_at desc limit 2`.execute(up.db);
    refs = rows.rows.map((r) => r.ref);
    const theirs = await sql<{ ref: string }>`
      select c.ref from catalogs c join houses h on h.id = c.house_id where h.ref = ${OTHER_HOUSE_REF} limit 1`.execute(
      up.db,
    );
    otherRef = theirs.rows[0]!.ref;
  });
  afterAll(() => up?.close());

  it('lists the past groups with their started sessions, newest first', async () => {
    const res = contract.check('get', await get(`${base}/allPastGroups`));
    expect(res.status).toBe(200);
    const groups = res.body.data.groups as {
      groupName: string;
      catalogs: { catalogDateFull: string; catalogRef: string }[];
    }[];
    expect(groups.length).toBeGreaterThan(3);
    const latest = groups.map((g) => Math.max(...g.catalogs.map((c) => Date.parse(c.catalogDateFull))));
    expect([...latest].sort((a, b) => b - a)).toEqual(latest);
    for (const g of groups)
      for (const c of g.catalogs) expect(Date.parse(c.catalogDateFull)).toBeLessThan(Date.now());
    expect(groups.flatMap((g) => g.catalogs.map((c) => c.catalogRef))).toEqual(expect.arrayContaining(refs));
    // The timed sale in progress (bulk bidding's seed, lots still open) is not past yet.
    expect(groups.flatMap((g) => g.catalogs.map((c) => c.catalogRef))).not.toContain(`TB${DEMO_HOUSE_REF}`);
    expect(contract.check('get', await get(`${base}/allPastGroups`, null)).status).toBe(401);
    expect(contract.check('get', await get(`${base}/allPastGroups`, other)).status).toBe(403);
  });

  it('answers results grouped by bidder (last name), with totals that add up and invoice math', async () => {
    const res = await results(refs);
    expect(res.status).toBe(200);
    const data = res.body.data as Results;
    expect(data.catalogHeaders.map((h) => h.catalogRef)).toEqual(refs);
    expect(data.currencySymbol).toBe('$');
    const names = data.groupedData.map((b) => `${b.lastName} ${b.firstName}`.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const items = data.groupedData.flatMap((b) => b.items);
    expect(data.grandTotals.lotCount).toBe(items.length);
    expect(cents(data.grandTotals.payable)).toBe(items.reduce((s, i) => s + cents(i.payble), 0));
    for (const b of data.groupedData) {
      expect(b.memberSums.lotCount).toBe(b.items.length);
      expect(cents(b.memberSums.sumPayable)).toBe(b.items.reduce((s, i) => s + cents(i.payble), 0));
    }
    for (const i of items) {
      expect(cents(i.payble)).toBe(cents(i.hammer) + cents(i.buyPrem) + cents(i.liveFee));
      if (i.channel === 'Floor') expect(i.liveFee).toBe('0.00');
    }
  });

  it('pages, searches and filters the bidders in SQL under the extension, totals over every lot', async () => {
    const whole = (await results(refs)).body.data as Results;
    const page = async (query: string) => {
      const res = contract.check(
        'post',
        await request(up.url)
          .post(`${base}/catalogs/sessionResults?${query}`)
          .set('Cookie', staff.cookie)
          .send({ catalogRefs: refs }),
      );
      expect(res.status, query).toBe(200);
      return res.body.data as Results & { bidderCount: number };
    };
    const ids = (r: Results) => r.groupedData.map((b) => b.memberID);
    expect(whole).not.toHaveProperty('bidderCount');
    const first = await page('limit=2');
    const second = await page('limit=2&offset=2');
    expect(first.bidderCount).toBe(whole.groupedData.length);
    expect([...ids(first), ...ids(second)]).toEqual(ids(whole).slice(0, 4));
    expect(first.grandTotals).toEqual(whole.grandTotals);
    expect(first.groupedData).toEqual(whole.groupedData.slice(0, 2));
    expect((await page('limit=0')).groupedData).toEqual([]);
    expect((await page(`limit=5&offset=${whole.groupedData.length}`)).bidderCount).toBe(
      whole.groupedData.length,
    );

    const someone = whole.groupedData[1]!;
    const searched = await page(`limit=50&search=${encodeURIComponent(someone.lastName.toUpperCase())}`);
    expect(ids(searched)).toContain(someone.memberID);
    expect(
      searched.groupedData.every(
        (b) =>
          b.lastName.toLowerCase().includes(someone.lastName.toLowerCase()) ||
          b.firstName.toLowerCase().includes(someone.lastName.toLowerCase()),
      ),
    ).toBe(true);
    expect((await page('limit=50&search=%25')).bidderCount).toBe(0);

    // Each filter keeps what the legacy answer's rows say, in the same order; sums over every lot.
    const keeps: Record<string, (i: Item) => boolean> = {
      disputed: (i) => i.disputeRef !== null,
      withoutFeedback: (i) => i.feedback === null,
      withFeedback: (i) => i.feedback !== null,
    };
    for (const [filter, keep] of Object.entries(keeps)) {
      const expected = whole.groupedData
        .map((b) => ({ ...b, items: b.items.filter(keep) }))
        .filter((b) => b.items.length > 0);
      const filtered = await page(`limit=500&lotFilter=${filter}`);
      expect(filtered.groupedData, filter).toEqual(expected);
      expect(filtered.bidderCount).toBe(expected.length);
    }
    for (const bad of ['limit=501', 'limit=-1', 'offset=x&limit=1', 'lotFilter=some'])
      expect(
        contract.check(
          'post',
          await request(up.url)
            .post(`${base}/catalogs/sessionResults?${bad}`)
            .set('Cookie', staff.cookie)
            .send({ catalogRefs: refs }),
        ).status,
        bad,
      ).toBe(400);
  });

  it('leaves passed lots out', async () => {
    const before = (await results(refs)).body.data as Results;
    const passed = before.groupedData[0]!.items[0]!;
    await up.db
      .updateTable('sale_results')
      .set({ passed: true })
      .where('id', '=', passed.transactionID)
      .execute();
    const after = (await results(refs)).body.data as Results;
    expect(after.grandTotals.lotCount).toBe(before.grandTotals.lotCount - 1);
    expect(after.groupedData.flatMap((b) => b.items).some((i) => i.lotRef === passed.lotRef)).toBe(false);
    await up.db
      .updateTable('sale_results')
      .set({ passed: false })
      .where('id', '=', passed.transactionID)
      .execute();
  });

  it('refuses sessions in several currencies (400) and another house’s session (404)', async () => {
    await up.db.updateTable('catalogs').set({ currency_code: 'EUR' }).where('ref', '=', refs[1]!).execute();
    const mixed = await results(refs);
    expect([mixed.status, mixed.body.error.message]).toEqual([400, M.sameCurrency]);
    await up.db.updateTable('catalogs').set({ currency_code: 'USD' }).where('ref', '=', refs[1]!).execute();
    expect((await results([refs[0]!, otherRef])).status).toBe(404);
    expect((await results(refs, null)).status).toBe(401);
    expect((await results(refs, other)).status).toBe(403);
  });

  it('lists the credits on the sessions', async () => {
    const catalog = await up.db
      .selectFrom('catalogs')
      .select(['id', 'house_id'])
      .where('ref', '=', refs[0]!)
      .executeTakeFirstOrThrow();
    await up.db
      .insertInto('house_credits')
      .values({
        house_id: catalog.house_id,
        catalog_id: catalog.id,
        amount: 12_345,
        notes: 'Unpaid item credit',
      })
      .execute();
    const path = `${base}/dispute/credits?catalogRefs=${refs.join(',')}`;
    const res = contract.check('get', await get(path));
    expect(res.status).toBe(200);
    expect(res.body.data.credits).toEqual([
      expect.objectContaining({
        catalogRef: refs[0],
        creditAmount: '123.45',
        currencySymbol: '$',
        notes: 'Unpaid item credit',
      }),
    ]);
    expect(contract.check('get', await get(`${base}/dispute/credits?catalogRefs=`)).status).toBe(400);
    expect(contract.check('get', await get(`${base}/dispute/credits?catalogRefs=${otherRef}`)).status).toBe(
      404,
    );
    expect(contract.check('get', await get(path, null)).status).toBe(401);
    expect(contract.check('get', await get(path, other)).status).toBe(403);
  });

  it('downloads the four spreadsheets; three are for one session only', async () => {
    const data = (await results([refs[0]!])).body.data as Results;
    const files = [
      ['sessionReports', 'catalogRefs', 'sessionResults.xls'],
      ['bidderReports', 'catalogRef', 'bidderResults.xls'],
      ['eoaReports', 'catalogRef', 'eoaResults.xls'],
      ['pactsReports', 'catalogRef', 'pactsResults.xls'],
    ] as const;
    for (const [path, param, name] of files) {
      const res = await get(`${base}/${path}?${param}=${refs[0]}`)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      expect([res.status, res.headers['content-type']], path).toEqual([200, 'application/vnd.ms-excel']);
      expect(res.headers['content-disposition']).toContain(name);
      const sheet = readXls(res.body as Buffer, { maxRows: 10_000, maxChars: 10_000_000 });
      const bodyRows = sheet.rows.length - 1;
      if (path === 'bidderReports') expect(bodyRows).toBe(data.groupedData.length);
      else expect(bodyRows).toBe(data.grandTotals.lotCount);
      for (const refusal of [
        [`${base}/${path}?${param}=${otherRef}`, staff, 404],
        [`${base}/${path}?${param}=${refs[0]}`, null, 401],
        [`${base}/${path}?${param}=${refs[0]}`, other, 403],
        [`${base}/${path}`, staff, 400],
      ] as const)
        expect(contract.check('get', await get(refusal[0], refusal[1])).status, refusal[0]).toBe(refusal[2]);
    }
    const several = await get(`${base}/pactsReports?catalogRef=${refs.join(',')}`);
    expect(contract.check('get', several).status).toBe(400);
    expect((await get(`${base}/sessionReports?catalogRefs=${refs.join(',')}`)).status).toBe(200);
  });

  it('names the bidders’ channels in the spreadsheets as the calendar does, never by their codes', async () => {
    const codes = new Set(
      (await results(refs)).body.data.groupedData.flatMap((b: Bidder) => b.items.map((i) => i.channel)),
    );
    expect(codes.size, 'the sessions have bidders of several channels').toBeGreaterThan(1);
    for (const [path, param] of [
      ['sessionReports', 'catalogRefs'],
      ['bidderReports', 'catalogRef'],
      ['eoaReports', 'catalogRef'],
    ] as const) {
      const res = await get(`${base}/${path}?${param}=${refs[0]}`)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
      const [header, ...rows] = readXls(res.body as Buffer, { maxRows: 10_000, maxChars: 10_000_000 }).rows;
      const column = header?.cells.indexOf('Channel') ?? -1;
      expect(column, path).toBeGreaterThanOrEqual(0);
      const shown = new Set(rows.map((r) => r.cells[column]));
      expect(
        [...shown].filter((name) => !Object.values(CHANNEL_NAMES).includes(name ?? '')),
        path,
      ).toEqual([]);
    }
  });

  it('exercised every saleResults operation and status', () => {
    const { operations, responses } = contract.gaps();
    expect(operations).toEqual([]);
    // Files are checked above by type, name and rows (not JSON).
    expect(responses.filter((r) => !/^download\w+ 200$/.test(r))).toEqual([]);
  });
});
