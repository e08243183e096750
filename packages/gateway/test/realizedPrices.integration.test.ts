import { REALIZED_PRICE_MESSAGES as M } from '@ah/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../src/server.js';
import { startStack, type Stack } from '../src/testing.js';
import { startCountingProxy } from './support/countingProxy.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * Realized prices over HTTP against the real upstream on PGlite (sales §2 Edit Realized Prices, §5,
 * §6, §7): the screen, the upload through the file route, the review's edits, publish with the
 * premium answer; the reports flag, another house's catalog, the 45-day rule for non-super users.
 */
const PASSWORD = 'demo-password';
const DAY = 86_400_000;
const SCREEN = `query($c: ID!) { realizedPrices(catalogId: $c) {
  catalogId title date includesPremium editable notEditableReason
  lots: lotPage(pageSize: 200) { nodes { id lotNumber lotExt title realizedPrice passed published } } } }`;
/** A window of the catalog's lots, by cursor or by page (sales §9: 50, 100 or 200 a page). */
const LOT_PAGE = `query($c: ID!, $first: Int, $after: String, $page: Int, $size: Int) { realizedPrices(catalogId: $c) {
  lotPage(first: $first, after: $after, page: $page, pageSize: $size) {
    totalCount pageInfo { page pageSize totalPages hasNextPage endCursor } nodes { id } } } }`;
/** The deprecated whole list, still answered. */
const ALL_LOTS = `query($c: ID!) { realizedPrices(catalogId: $c) { lots { id } } }`;
const REVIEW =
  'rows { id row lotNumber lotExt realizedPrice passed hasError errors { code message column } } fileErrors { code message } totalErrors';
const SAVE = `mutation($i: SaveRealizedPriceRowInput!) { saveRealizedPriceRow(input: $i) { ${REVIEW} } }`;
const DELETE = `mutation($i: DeleteRealizedPriceRowInput!) { deleteRealizedPriceRow(input: $i) { ${REVIEW} } }`;
const PUBLISH = `mutation($i: PublishRealizedPricesInput!) { publishRealizedPrices(input: $i) { published passed includesPremium } }`;

interface Lot {
  id: string;
  lotNumber: string;
  lotExt: string | null;
  realizedPrice: string | null;
  passed: boolean;
}
interface Row {
  id: string;
  row: number | null;
  lotNumber: string | null;
  lotExt: string | null;
  realizedPrice: string | null;
  passed: boolean;
  hasError: boolean;
  errors: { code: string; message: string; column: string | null }[];
}
const input = (r: Row) => ({
  id: r.id,
  row: r.row,
  lotNumber: r.lotNumber,
  lotExt: r.lotExt,
  realizedPrice: r.realizedPrice,
});

describe('realized prices through the gateway', () => {
  let stack: Stack;
  let staff: Caller;
  let superUser: Caller;
  let clerk: Caller;
  let other: Caller;
  let recent: string;
  let old: string;

  const screen = async (catalogId: string, as: Caller = staff) =>
    gql(stack.gatewayUrl, SCREEN, { c: catalogId }, as);
  const lotsOf = async (catalogId: string) =>
    dataOf<{ realizedPrices: { lots: { nodes: Lot[] } } }>(await screen(catalogId)).realizedPrices.lots.nodes;
  const uploadAs = (caller: Caller, catalogId: string, csv: string, name = 'prices.csv') => {
    let req = request(stack.gatewayUrl)
      .post('/uploads/realizedPrices')
      .set('apollo-require-preflight', 'true');
    if (caller.cookie) req = req.set('cookie', caller.cookie);
    return req.field('catalogId', catalogId).attach('file', Buffer.from(csv), name);
  };

  beforeAll(async () => {
    stack = await startStack();
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    superUser = { cookie: await stack.login('demo', 'super', PASSWORD) };
    clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
    other = { cookie: await stack.login('other', 'staff', PASSWORD) };
    const past = await stack.upstream.db
      .selectFrom('catalogs')
      .innerJoin('houses', 'houses.id', 'catalogs.house_id')
      .select(['catalogs.id', 'catalogs.starts_at'])
      .where('houses.user_name', '=', 'demo')
      .where('catalogs.starts_at', '<', new Date())
      .orderBy('catalogs.starts_at', 'desc')
      .execute();
    const age = (c: { starts_at: Date }) => Date.now() - new Date(c.starts_at).getTime();
    recent = String(past.find((c) => age(c) > DAY && age(c) < 40 * DAY)!.id);
    old = String(past.find((c) => age(c) > 46 * DAY)!.id);
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('sends the screen a page of the lots, walked by cursor or by page, and the count of all', async () => {
    type Window = {
      totalCount: number;
      pageInfo: {
        page: number;
        pageSize: number;
        totalPages: number;
        hasNextPage: boolean;
        endCursor: string | null;
      };
      nodes: { id: string }[];
    };
    const windowOf = async (variables: Record<string, unknown>) =>
      dataOf<{ realizedPrices: { lotPage: Window } }>(
        await gql(stack.gatewayUrl, LOT_PAGE, { c: recent, ...variables }, staff),
      ).realizedPrices.lotPage;
    const all = dataOf<{ realizedPrices: { lots: { id: string }[] } }>(
      await gql(stack.gatewayUrl, ALL_LOTS, { c: recent }, staff),
    ).realizedPrices.lots;
    expect(all.length).toBeGreaterThan(3);
    const first = await windowOf({ first: 2 });
    expect(first.nodes).toEqual(all.slice(0, 2));
    expect(first.totalCount).toBe(all.length);
    const next = await windowOf({ first: 2, after: first.pageInfo.endCursor });
    expect(next.nodes).toEqual(all.slice(2, 4));
    const page = await windowOf({ page: 1 });
    expect(page.nodes).toEqual(all.slice(0, 50));
    expect(page.pageInfo).toMatchObject({ page: 1, pageSize: 50, hasNextPage: all.length > 50 });
    const refused = firstError(await gql(stack.gatewayUrl, LOT_PAGE, { c: recent, size: 75 }, staff));
    expect(refused).toMatchObject({ code: 'BAD_USER_INPUT', field: 'pageSize' });
  });

  it('reads the catalog alone and then one page of lots; pages every lot itself without the extension', async () => {
    const proxy = await startCountingProxy(stack.upstreamUrl);
    // A legacy catalog service ignores the paging parameters: this one drops them.
    const legacy = await startCountingProxy(stack.upstreamUrl, (path) => path.replace(/\?.*$/, ''));
    const gatewayOn = async (catalogUrl: string) => {
      const gateway = createGateway({
        trustedDocuments: 'off',
        logLevel: 'warn',
        shutdownDelayMs: 0,
        viewerCacheTtlMs: 0,
        services: {
          house: stack.upstreamUrl,
          catalog: catalogUrl,
          shipping: stack.upstreamUrl,
          bidAdmin: stack.upstreamUrl,
        },
      });
      return { gateway, url: await gateway.start(0, '127.0.0.1') };
    };
    const [paged, old] = await Promise.all([gatewayOn(proxy.url), gatewayOn(legacy.url)]);
    try {
      const ask = async (url: string) =>
        dataOf<{ realizedPrices: { lotPage: { totalCount: number; nodes: { id: string }[] } } }>(
          await gql(url, LOT_PAGE, { c: recent, first: 2, after: null }, staff),
        ).realizedPrices.lotPage;
      const viaService = await ask(paged.url);
      const snapshots = proxy.calls.filter((c) => c.path.includes('/snapshot/realized'));
      expect(snapshots.map((c) => new URL(c.path, 'http://x').search)).toEqual([
        '?offset=0&limit=0',
        '?offset=0&limit=2',
      ]);
      expect(await ask(old.url)).toEqual(viaService);
      expect(legacy.calls.filter((c) => c.path.includes('/snapshot/realized'))).toHaveLength(1);
    } finally {
      await Promise.all([paged.gateway.stop(), old.gateway.stop()]);
      await Promise.all([proxy.close(), legacy.close()]);
    }
  });

  it('uploads a file, edits and deletes review rows, then publishes with the premium answer', async () => {
    const view = dataOf<{ realizedPrices: Record<string, unknown> }>(await screen(recent)).realizedPrices;
    expect(view).toMatchObject({ catalogId: recent, editable: true, notEditableReason: null });
    const [a, b, c] = await lotsOf(recent);
    const csv = [
      'Lot Number,Lot Extension,Realized Price',
      `${a!.lotNumber},${a!.lotExt ?? ''},150.5`,
      `${b!.lotNumber},${b!.lotExt ?? ''},0`,
      `${c!.lotNumber},${c!.lotExt ?? ''},1.999`,
      '99999,,10',
    ].join('\r\n');
    // The rows' mistakes are the answer the screen shows, not a failed request (a browser logs
    // every 4xx as an error): 200, with the errors in the body.
    const uploaded = await uploadAs(staff, recent, csv);
    expect(uploaded.status).toBe(200);
    const rows = uploaded.body.rows as Row[];
    expect(rows.map((r) => r.hasError)).toEqual([false, false, true, true]);
    expect(rows[1]?.passed).toBe(true);
    expect(rows[3]?.errors[0]).toEqual({
      code: 'LOT_NOT_IN_CATALOG',
      message: M.lotNotInCatalog,
      column: 'LOT_NUMBER',
    });
    expect(uploaded.body.totalErrors).toBe(2);

    // Publishing is refused while a row has an error, naming it; nothing is written.
    const before = await stack.upstream.tableDigests();
    const refused = await gql(
      stack.gatewayUrl,
      PUBLISH,
      { i: { catalogId: recent, rows: rows.map(input), includesPremium: true } },
      staff,
    );
    expect(firstError(refused)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: M.priceDecimals,
      field: 'rows.2.realizedPrice',
    });
    expect((await stack.upstream.tableDigests())['realized_prices']).toBe(before['realized_prices']);

    const saved = dataOf<{ saveRealizedPriceRow: { rows: Row[]; totalErrors: number } }>(
      await gql(
        stack.gatewayUrl,
        SAVE,
        {
          i: { catalogId: recent, rows: rows.map(input), row: { ...input(rows[2]!), realizedPrice: '2.50' } },
        },
        staff,
      ),
    ).saveRealizedPriceRow;
    expect([saved.rows[2]?.hasError, saved.totalErrors]).toEqual([false, 1]);
    const kept = dataOf<{ deleteRealizedPriceRow: { rows: Row[]; totalErrors: number } }>(
      await gql(
        stack.gatewayUrl,
        DELETE,
        { i: { catalogId: recent, rows: saved.rows.map(input), id: rows[3]!.id } },
        staff,
      ),
    ).deleteRealizedPriceRow;
    expect([kept.rows.length, kept.totalErrors]).toEqual([3, 0]);

    const published = dataOf<{ publishRealizedPrices: unknown }>(
      await gql(
        stack.gatewayUrl,
        PUBLISH,
        { i: { catalogId: recent, rows: kept.rows.map(input), includesPremium: false } },
        staff,
      ),
    ).publishRealizedPrices;
    expect(published).toEqual({ published: 3, passed: 1, includesPremium: false });
    const after = await lotsOf(recent);
    expect(after.slice(0, 3).map((l) => [l.realizedPrice, l.passed])).toEqual([
      ['150.50', false],
      ['0.00', true],
      ['2.50', false],
    ]);
    expect(
      dataOf<{ realizedPrices: { includesPremium: boolean } }>(await screen(recent)).realizedPrices
        .includesPremium,
    ).toBe(false);
  });

  it('answers a file it cannot read with the file errors, as a checked file (200)', async () => {
    const missing = await uploadAs(staff, recent, 'Lot Number,Title\r\n1,x\r\n');
    expect([missing.status, missing.body.rows, missing.body.fileErrors[0].code]).toEqual([200, [], '138']);
    const wrongType = await uploadAs(staff, recent, 'x', 'prices.pdf');
    expect([wrongType.status, wrongType.body.totalErrors]).toEqual([200, 1]);
  });

  it('refuses another house’s catalog as not found', async () => {
    expect(firstError(await screen(recent, other)).code).toBe('NOT_FOUND');
    expect(firstError(await screen('abc')).code).toBe('NOT_FOUND');
    const publish = await gql(
      stack.gatewayUrl,
      PUBLISH,
      {
        i: {
          catalogId: recent,
          rows: [{ id: 'r2', lotNumber: '1', realizedPrice: '5' }],
          includesPremium: true,
        },
      },
      other,
    );
    expect(firstError(publish).code).toBe('NOT_FOUND');
    expect((await uploadAs(other, recent, 'Lot Number,Realized Price\r\n1,5\r\n')).status).toBe(404);
  });

  it('refuses callers without the reports flag, and anonymous ones', async () => {
    expect(firstError(await screen(recent, clerk)).code).toBe('FORBIDDEN');
    expect(firstError(await screen(recent, {})).code).toBe('UNAUTHENTICATED');
    const save = await gql(
      stack.gatewayUrl,
      SAVE,
      { i: { catalogId: recent, rows: [], row: { id: 'x', lotNumber: '1', realizedPrice: '1' } } },
      clerk,
    );
    expect(firstError(save).code).toBe('FORBIDDEN');
    expect((await uploadAs(clerk, recent, 'Lot Number,Realized Price\r\n1,5\r\n')).status).toBe(403);
    expect((await uploadAs({}, recent, 'Lot Number,Realized Price\r\n1,5\r\n')).status).toBe(401);
  });

  it('holds a non-super user to 45 days after the sale; a super user may edit later (sales §6)', async () => {
    const closed = dataOf<{ realizedPrices: { editable: boolean; notEditableReason: string } }>(
      await screen(old),
    ).realizedPrices;
    expect([closed.editable, closed.notEditableReason]).toEqual([false, M.editClosed]);
    const [lot] = await lotsOf(old);
    const rows = [{ id: 'r2', lotNumber: lot!.lotNumber, lotExt: lot!.lotExt, realizedPrice: '12' }];
    const refused = await gql(
      stack.gatewayUrl,
      PUBLISH,
      { i: { catalogId: old, rows, includesPremium: true } },
      staff,
    );
    expect(firstError(refused)).toMatchObject({ code: 'FORBIDDEN', message: M.editClosed });
    const upload = await uploadAs(staff, old, 'Lot Number,Realized Price\r\n1,5\r\n');
    expect([upload.status, upload.body.error.message]).toEqual([403, M.editClosed]);

    expect(
      dataOf<{ realizedPrices: { editable: boolean } }>(await screen(old, superUser)).realizedPrices.editable,
    ).toBe(true);
    const published = await gql(
      stack.gatewayUrl,
      PUBLISH,
      { i: { catalogId: old, rows, includesPremium: true } },
      superUser,
    );
    expect(dataOf(published)).toEqual({
      publishRealizedPrices: { published: 1, passed: 0, includesPremium: true },
    });
  });

  it('refuses bad values, naming the row and field', async () => {
    const [lot] = await lotsOf(recent);
    const rows = [{ id: 'r2', lotNumber: lot!.lotNumber, lotExt: lot!.lotExt, realizedPrice: '-3' }];
    const negative = await gql(
      stack.gatewayUrl,
      PUBLISH,
      { i: { catalogId: recent, rows, includesPremium: true } },
      staff,
    );
    expect(firstError(negative)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: M.priceNegative,
      field: 'rows.0.realizedPrice',
    });
    const blank = await gql(
      stack.gatewayUrl,
      PUBLISH,
      { i: { catalogId: recent, rows: [{ ...rows[0], realizedPrice: '' }], includesPremium: true } },
      staff,
    );
    expect(firstError(blank).message).toBe(M.priceRequired);
    const empty = await gql(
      stack.gatewayUrl,
      PUBLISH,
      { i: { catalogId: recent, rows: [], includesPremium: true } },
      staff,
    );
    expect(firstError(empty).code).toBe('BAD_USER_INPUT');
    const checked = dataOf<{ saveRealizedPriceRow: { rows: Row[] } }>(
      await gql(
        stack.gatewayUrl,
        SAVE,
        {
          i: {
            catalogId: recent,
            rows: [],
            row: { id: 'n1', lotNumber: 'A1', lotExt: 'AB', realizedPrice: 'x' },
          },
        },
        staff,
      ),
    ).saveRealizedPriceRow.rows[0]!;
    expect(checked.errors.map((e) => e.column)).toEqual(['LOT_NUMBER', 'LOT_EXT', 'REALIZED_PRICE']);
  });
});
