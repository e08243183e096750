import { LOT_MESSAGES, validateLotRows } from '@ah/schema';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * Items over HTTP against the real upstream (sales §2): the upload route (multipart streamed to the
 * parser) → fix the rows → saveUploadedLots → the images step; the lot page; downloads; the
 * Catalog Snapshot page; and the refusals (CSRF, sign-in, access flag, size, two-hour lock).
 */
const PASSWORD = 'demo-password';

const ITEM_UPLOAD = `query($g: ID!, $c: ID!) { itemUpload(groupId: $g, catalogId: $c) {
  groupId catalogId title routeType isBin isTimed lotCount maxLots in2Hours lotNumberRequired deletedLotNumbers
  uploadUrl uploadLimits { maxBytes maxBaseNameLength extensions timeoutMs maxRows }
  models { url fileName format fileType } snapshot { url fileName } nextStepPath } }`;
const SAVE = `mutation($g: ID!, $c: ID!, $lots: [LotRowInput!]!, $action: WizardAction) {
  saveUploadedLots(groupId: $g, catalogId: $c, lots: $lots, action: $action) {
    saved createdCount updatedCount nextPath errors { errorCode row lotRowId column displayMsg } warnings { errorCode } } }`;
const ITEMS = `query($c: ID!) { catalogItems(catalogId: $c) { in2Hours
  lots { id lotNumber lotExt displayNumber title lowEstimate status published deleted }
  lists { lots deletedLots unpublishedLots lotsWithoutImages } } }`;
const EDITOR = `query($g: ID!, $c: ID!, $l: ID!) { lotEditor(groupId: $g, catalogId: $c, lotId: $l) {
  heading deleted deletedMessage isBin isTimed lotNumberRequired lotNumberLocked absenteeBidLock absenteeBidTooltip
  in2Hours lockMessage deletedLotNumbers lot { id lotNumber title startingBid status } } }`;
const SAVE_LOT = `mutation($g: ID!, $c: ID!, $input: LotInput!) { saveLot(groupId: $g, catalogId: $c, input: $input) {
  created lot { id lotNumber title startingBid lowEstimate highEstimate } warnings { errorCode } } }`;
const DELETE_LOT = `mutation($c: ID!, $l: ID!) { deleteLot(catalogId: $c, lotId: $l) { lotId } }`;
const SNAPSHOT = `query($c: String!, $t: SpreadsheetFileType) { catalogSnapshot(catalogId: $c, fileType: $t) { url fileName fileType } }`;

interface UploadResult {
  lots: Array<Record<string, string | number | boolean | null>>;
  warnings: Array<{ errorCode: string }>;
  errors: Array<{ errorCode: string; row: number | null; column: string | null; lotRowId: string | null }>;
  breaking: boolean;
  totalErrors: number;
  format: string;
  fileType: string;
}

describe('items through the gateway', () => {
  let stack: Stack;
  let staff: Caller;
  let superUser: Caller;
  let clerk: Caller;
  let groupId: string;
  let catalogId: string;

  const uploadAs = (caller: Caller, file: Buffer, fileName: string, fields: Record<string, string> = {}) => {
    let req = request(stack.gatewayUrl)
      .post('/uploads/items/spreadsheet')
      .set('apollo-require-preflight', 'true');
    if (caller.cookie) req = req.set('cookie', caller.cookie);
    for (const [k, v] of Object.entries({ groupId, catalogId, format: 'STANDARD', ...fields }))
      req = req.field(k, v);
    return req.attach('file', file, fileName);
  };

  beforeAll(async () => {
    stack = await startStack();
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    superUser = { cookie: await stack.login('demo', 'super', PASSWORD) };
    clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
    const fixture = await newCatalog(stack, 'live', 24 * 20);
    groupId = fixture.groupId;
    catalogId = fixture.catalogId;
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('shows the Upload Items screen for the catalog', async () => {
    const page = dataOf<{ itemUpload: Record<string, unknown> }>(
      await gql(stack.gatewayUrl, ITEM_UPLOAD, { g: groupId, c: catalogId }, staff),
    ).itemUpload;
    expect(page).toMatchObject({
      groupId,
      catalogId,
      routeType: 'live',
      isBin: false,
      isTimed: false,
      lotCount: 0,
      in2Hours: false,
      lotNumberRequired: false,
      uploadUrl: '/uploads/items/spreadsheet',
      uploadLimits: {
        maxBytes: 52428800,
        maxBaseNameLength: 100,
        extensions: ['.csv', '.xls', '.xlsx'],
        timeoutMs: 120000,
        maxRows: 50000,
      },
      snapshot: null,
      nextStepPath: `/session/live/${groupId}/${catalogId}/4`,
    });
    expect((page['models'] as unknown[]).length).toBe(6);
    // Another sale's group id does not open this catalog.
    const wrong = await gql(stack.gatewayUrl, ITEM_UPLOAD, { g: '999999', c: catalogId }, staff);
    expect(firstError(wrong).code).toBe('NOT_FOUND');
  });

  it('uploads a spreadsheet with errors, fixes them and continues to the images step', async () => {
    const csv = [
      'Lot Number,Title,Description,Low Estimate,High Estimate',
      '1,Silver vase,Sterling,100,200',
      '2,,Missing title,100,200',
      '3,Chair,Oak,500,100',
      '3,Table,Walnut,100,200',
    ].join('\r\n');
    // The rows' mistakes are the answer the screen shows, not a failed request (a browser logs
    // every 4xx as an error): 200, with the errors in the body.
    const res = await uploadAs(staff, Buffer.from(csv), 'my_lots.csv');
    expect(res.status).toBe(200);
    const result = res.body as UploadResult;
    expect(result).toMatchObject({ breaking: false, totalErrors: 4, format: 'STANDARD', fileType: 'CSV' });
    expect(result.errors.map((e) => [e.row, e.errorCode, e.column])).toEqual([
      [3, '101', 'TITLE'],
      [4, '127', 'LOW_ESTIMATE'],
      [4, '110', 'LOT_NUMBER'],
      [5, '110', 'LOT_NUMBER'],
    ]);
    expect(result.lots.map((l) => l['hasError'])).toEqual([false, true, true, true]);

    // Saving as uploaded is refused by the same rules, and nothing is saved.
    const rows = result.lots.map(({ hasError: _hasError, ...rest }) => rest);
    const refused = dataOf<{ saveUploadedLots: { saved: boolean; errors: unknown[] } }>(
      await gql(stack.gatewayUrl, SAVE, { g: groupId, c: catalogId, lots: rows }, staff),
    ).saveUploadedLots;
    expect(refused.saved).toBe(false);
    expect(refused.errors).toHaveLength(4);

    // Fix them in the table: a title, the estimates, and one of the duplicates (110 clears on both).
    rows[1]!['title'] = 'Brass lamp';
    rows[2]!['lowEstimate'] = '50';
    rows[3]!['lotNumber'] = '4';
    const context = { isBin: false, isTimed: false, lotNumberRequired: false, deletedLotNumbers: [] };
    expect(
      validateLotRows(
        rows.map((r) => ({ ...(r as Record<string, string>), id: String(r['id']) })),
        context,
      ),
    ).toEqual([]);
    const saved = dataOf<{ saveUploadedLots: Record<string, unknown> }>(
      await gql(stack.gatewayUrl, SAVE, { g: groupId, c: catalogId, lots: rows }, staff),
    ).saveUploadedLots;
    expect(saved).toMatchObject({
      saved: true,
      createdCount: 4,
      updatedCount: 0,
      errors: [],
      nextPath: `/session/live/${groupId}/${catalogId}/4`,
    });

    const items = dataOf<{
      catalogItems: { lots: Array<Record<string, unknown>>; lists: Record<string, string[]> };
    }>(await gql(stack.gatewayUrl, ITEMS, { c: catalogId }, staff)).catalogItems;
    expect(items.lots.map((l) => [l['displayNumber'], l['title'], l['status']])).toEqual([
      ['1', 'Silver vase', 'UNPUBLISHED'],
      ['2', 'Brass lamp', 'UNPUBLISHED'],
      ['3', 'Chair', 'UNPUBLISHED'],
      ['4', 'Table', 'UNPUBLISHED'],
    ]);
    expect(items.lots[0]!['lowEstimate']).toBe('100');
    expect(items.lists['unpublishedLots']).toEqual(['1', '2', '3', '4']);
    const step = await stack.upstream.db
      .selectFrom('catalogs')
      .select('wizard_step')
      .where('id', '=', Number(catalogId))
      .executeTakeFirstOrThrow();
    expect(step.wizard_step).toBe(4);
  });

  it('downloads the snapshot and uploads it back unchanged', async () => {
    const page = dataOf<{ itemUpload: { lotCount: number; snapshot: { url: string; fileName: string } } }>(
      await gql(stack.gatewayUrl, ITEM_UPLOAD, { g: groupId, c: catalogId }, staff),
    ).itemUpload;
    expect(page.lotCount).toBe(4);
    expect(page.snapshot.url).toBe(`/downloads/items/snapshot/${catalogId}.xlsx`);
    const file = await request(stack.gatewayUrl)
      .get(page.snapshot.url)
      .set('cookie', staff.cookie!)
      .buffer(true)
      .parse(binary);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    const back = await uploadAs(staff, file.body as Buffer, 'snapshot.xlsx');
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    const result = back.body as UploadResult;
    expect(result.errors).toEqual([]);
    expect(result.lots.map((l) => [l['lotNumber'], l['title'], l['lotId'] !== null])).toEqual([
      ['1', 'Silver vase', true],
      ['2', 'Brass lamp', true],
      ['3', 'Chair', true],
      ['4', 'Table', true],
    ]);
  });

  it('streams models and refuses downloads to callers without access', async () => {
    const model = await request(stack.gatewayUrl)
      .get('/downloads/items/model/auctionflex.csv')
      .set('cookie', staff.cookie!)
      .buffer(true)
      .parse(binary);
    expect(model.status).toBe(200);
    expect((model.body as Buffer).toString('utf8')).toContain('LotNum,LotExt,InvNum,Lead,Desc');
    expect((await request(stack.gatewayUrl).get('/downloads/items/model/artfact.csv')).status).toBe(401);
    expect(
      (await request(stack.gatewayUrl).get('/downloads/items/model/artfact.csv').set('cookie', clerk.cookie!))
        .status,
    ).toBe(403);
    expect(
      (await request(stack.gatewayUrl).get('/downloads/items/model/other.csv').set('cookie', staff.cookie!))
        .status,
    ).toBe(404);
  });

  it('refuses uploads without the CSRF header, a session, the access flag, or from another origin', async () => {
    const file = Buffer.from('Lot Number,Title,Description\r\n1,A,B\r\n');
    const noHeader = await request(stack.gatewayUrl)
      .post('/uploads/items/spreadsheet')
      .set('cookie', staff.cookie!)
      .field('groupId', groupId)
      .field('catalogId', catalogId)
      .field('format', 'STANDARD')
      .attach('file', file, 'a.csv');
    expect([noHeader.status, noHeader.body.error.code]).toEqual([400, 'CSRF_HEADER_REQUIRED']);
    const anonymous = await uploadAs({}, file, 'a.csv');
    expect(anonymous.status).toBe(401);
    const noFlag = await uploadAs(clerk, file, 'a.csv');
    expect(noFlag.status).toBe(403);
    const foreign = await uploadAs(staff, file, 'a.csv').set('origin', 'https://evil.example.com');
    expect(foreign.status).toBe(403);
  });

  it('answers a bad file name as a checked file (200), refuses a 60 MB file while streaming, and stays up', async () => {
    const dots = await uploadAs(staff, Buffer.from('x'), 'my.lots.csv');
    expect([dots.status, dots.body.errors[0].errorCode, dots.body.breaking]).toEqual([
      200,
      'FILE_NAME_INVALID',
      true,
    ]);
    const big = Buffer.alloc(60 * 1024 * 1024, 0x41);
    const tooLarge = await uploadAs(staff, big, 'big.csv').then(
      (res) => res,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
    // The gateway answers 413 before reading it all (the client may see the connection close first).
    if (tooLarge instanceof Error) expect(tooLarge.message).toMatch(/EPIPE|ECONNRESET|socket hang up/);
    else {
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.errors[0].errorCode).toBe('FILE_TOO_LARGE');
    }
    const after = dataOf<{ itemUpload: { catalogId: string } }>(
      await gql(stack.gatewayUrl, ITEM_UPLOAD, { g: groupId, c: catalogId }, staff),
    );
    expect(after.itemUpload.catalogId).toBe(catalogId);
  });

  it('adds, edits and deletes a lot on the lot page with the §5 rules', async () => {
    const fresh = dataOf<{ lotEditor: Record<string, unknown> }>(
      await gql(stack.gatewayUrl, EDITOR, { g: groupId, c: catalogId, l: '0' }, staff),
    ).lotEditor;
    expect(fresh).toMatchObject({
      heading: 'Add Lot',
      lot: null,
      deleted: false,
      lotNumberRequired: false,
      lotNumberLocked: false,
      in2Hours: false,
    });

    const refused = await gql(
      stack.gatewayUrl,
      SAVE_LOT,
      {
        g: groupId,
        c: catalogId,
        input: { lotNumber: '12', title: 'T', description: 'D', lowEstimate: '10.5' },
      },
      staff,
    );
    expect(firstError(refused)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'lowEstimate',
      message: 'Low Estimate must be a whole number.',
    });

    const added = dataOf<{ saveLot: { created: boolean; lot: { id: string; lotNumber: string } } }>(
      await gql(
        stack.gatewayUrl,
        SAVE_LOT,
        {
          g: groupId,
          c: catalogId,
          input: { lotNumber: '12', title: 'Clock', description: 'Mantel clock', startingBid: '40' },
        },
        staff,
      ),
    ).saveLot;
    expect(added).toMatchObject({ created: true, lot: { lotNumber: '12' } });

    const editor = dataOf<{ lotEditor: Record<string, unknown> }>(
      await gql(stack.gatewayUrl, EDITOR, { g: groupId, c: catalogId, l: added.lot.id }, staff),
    ).lotEditor;
    expect(editor).toMatchObject({
      heading: 'Edit Lot',
      lotNumberLocked: true,
      absenteeBidLock: false,
      lot: { title: 'Clock', startingBid: '40' },
    });

    // The number is locked when editing: a changed number is ignored, the rest is saved.
    const edited = dataOf<{ saveLot: { created: boolean; lot: Record<string, unknown> } }>(
      await gql(
        stack.gatewayUrl,
        SAVE_LOT,
        {
          g: groupId,
          c: catalogId,
          input: {
            id: added.lot.id,
            lotNumber: '99',
            title: 'Carriage clock',
            description: 'Brass',
            startingBid: '45',
          },
        },
        staff,
      ),
    ).saveLot;
    expect(edited).toMatchObject({
      created: false,
      lot: { lotNumber: '12', title: 'Carriage clock', startingBid: '45' },
    });

    // An absentee bid locks the starting bid: kept, with warning 116.
    const lotRow = await stack.upstream.db
      .selectFrom('lots')
      .select('house_id')
      .where('id', '=', Number(added.lot.id))
      .executeTakeFirstOrThrow();
    await stack.upstream.db
      .insertInto('order_bids')
      .values({ house_id: lotRow.house_id, lot_id: Number(added.lot.id), amount: 5_000 })
      .execute();
    const locked = dataOf<{ lotEditor: Record<string, unknown> }>(
      await gql(stack.gatewayUrl, EDITOR, { g: groupId, c: catalogId, l: added.lot.id }, staff),
    ).lotEditor;
    expect(locked).toMatchObject({
      absenteeBidLock: true,
      absenteeBidTooltip: LOT_MESSAGES.absenteeBidTooltip,
    });
    const kept = dataOf<{ saveLot: { lot: Record<string, unknown>; warnings: unknown[] } }>(
      await gql(
        stack.gatewayUrl,
        SAVE_LOT,
        {
          g: groupId,
          c: catalogId,
          input: { id: added.lot.id, title: 'Carriage clock', description: 'Brass', startingBid: '99' },
        },
        staff,
      ),
    ).saveLot;
    expect(kept).toMatchObject({ lot: { startingBid: '45' }, warnings: [{ errorCode: '116' }] });

    expect(dataOf(await gql(stack.gatewayUrl, DELETE_LOT, { c: catalogId, l: added.lot.id }, staff))).toEqual(
      { deleteLot: { lotId: added.lot.id } },
    );
    const gone = dataOf<{ lotEditor: Record<string, unknown> }>(
      await gql(stack.gatewayUrl, EDITOR, { g: groupId, c: catalogId, l: added.lot.id }, staff),
    ).lotEditor;
    expect(gone).toMatchObject({
      deleted: true,
      deletedMessage: 'Lot Deleted - This lot has been deleted and can no longer be edited',
      deletedLotNumbers: ['12'],
    });

    // Code 112: the number of a deleted lot cannot be used again.
    const reused = await gql(
      stack.gatewayUrl,
      SAVE_LOT,
      { g: groupId, c: catalogId, input: { lotNumber: '12', title: 'New', description: 'D' } },
      staff,
    );
    expect(firstError(reused)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'lotNumber',
      message: 'Lot Number 12 was used on a previously deleted lot. Please enter a new lot number.',
    });
    expect(reused.body.errors?.[0]?.extensions?.['errorCode']).toBe('112');
  });

  it('locks adding and saving within two hours of the sale', async () => {
    const soon = await newCatalog(stack, 'timed', 1);
    const page = dataOf<{ itemUpload: { in2Hours: boolean } }>(
      await gql(stack.gatewayUrl, ITEM_UPLOAD, { g: soon.groupId, c: soon.catalogId }, staff),
    );
    expect(page.itemUpload.in2Hours).toBe(true);
    const save = await gql(
      stack.gatewayUrl,
      SAVE_LOT,
      { g: soon.groupId, c: soon.catalogId, input: { lotNumber: '1', title: 'T', description: 'D' } },
      staff,
    );
    expect(firstError(save)).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'You can not edit, delete or add additional lots at this time.',
    });
    const upload = await request(stack.gatewayUrl)
      .post('/uploads/items/spreadsheet')
      .set('apollo-require-preflight', 'true')
      .set('cookie', staff.cookie!)
      .field('groupId', soon.groupId)
      .field('catalogId', soon.catalogId)
      .field('format', 'AUCTION_FLEX')
      .attach('file', Buffer.from('LotNum,Lead,Desc\r\n1,A,B\r\n'), 'a.csv');
    expect([upload.status, upload.body.error.code]).toEqual([409, 'CATALOG_LOCKED']);
  });

  it('gives super users the Catalog Snapshot download and checks the catalog id', async () => {
    const ok = dataOf<{ catalogSnapshot: Record<string, unknown> }>(
      await gql(stack.gatewayUrl, SNAPSHOT, { c: catalogId, t: 'CSV' }, superUser),
    ).catalogSnapshot;
    expect(ok).toEqual({
      url: `/downloads/items/snapshot/${catalogId}.csv`,
      fileName: `catalog-${catalogId}-snapshot.csv`,
      fileType: 'CSV',
    });
    const letters = await gql(stack.gatewayUrl, SNAPSHOT, { c: '12a' }, superUser);
    expect(firstError(letters)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'catalogId',
      message: 'Catalog ID must contain numbers only.',
    });
    expect(firstError(await gql(stack.gatewayUrl, SNAPSHOT, { c: '99999999' }, superUser)).code).toBe(
      'NOT_FOUND',
    );
    expect(firstError(await gql(stack.gatewayUrl, SNAPSHOT, { c: catalogId }, staff)).code).toBe('FORBIDDEN');
  });

  it('saves a review table larger than the GraphQL body limit through /uploads/items/lots', async () => {
    const big = await newCatalog(stack, 'timed', 24 * 40);
    const lots = Array.from({ length: 600 }, (_, i) => ({
      id: `r${i + 2}`,
      row: i + 2,
      lotNumber: String(i + 1),
      title: `Lot ${i + 1} ${'x'.repeat(100)}`,
      description: 'A longer description of the lot '.repeat(3),
      reserve: '100',
    }));
    const res = await request(stack.gatewayUrl)
      .post('/uploads/items/lots')
      .set('apollo-require-preflight', 'true')
      .set('cookie', staff.cookie!)
      .send({ groupId: big.groupId, catalogId: big.catalogId, lots, action: 'SAVE_AND_EXIT' });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    expect(res.body).toMatchObject({ saved: true, createdCount: 600, nextPath: '/my-auctions/current' });
    const count = await stack.upstream.db
      .selectFrom('lots')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('catalog_id', '=', Number(big.catalogId))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(600);
  });
});

/** supertest parser that keeps a binary body as a Buffer. */
const binary: Parameters<request.Test['parse']>[0] = (res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

/** A fresh sale group and catalog of the demo house (test set-up through the upstream's database). */
async function newCatalog(
  stack: Stack,
  kind: 'live' | 'timed',
  startsInHours: number,
): Promise<{ groupId: string; catalogId: string }> {
  const db = stack.upstream.db;
  const house = await db
    .selectFrom('houses')
    .select('id')
    .where('user_name', '=', 'demo')
    .executeTakeFirstOrThrow();
  const address = await db
    .selectFrom('house_addresses')
    .select('id')
    .where('house_id', '=', house.id)
    .executeTakeFirstOrThrow();
  const group = await db
    .insertInto('sale_groups')
    .values({ house_id: house.id, name: `Items ${kind}`, is_timed: kind === 'timed' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const serial = Math.random().toString(36).slice(2, 10).toUpperCase();
  const catalog = await db
    .insertInto('catalogs')
    .values({
      house_id: house.id,
      sale_group_id: group.id,
      ref: `GWITEMS${serial}`,
      title: `Items ${kind}`,
      identifier: serial,
      starts_at: new Date(Date.now() + startsInHours * 3_600_000),
      address_id: address.id,
      sale_type: kind,
      buyer_premium_rate: 25_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { groupId: String(group.id), catalogId: String(catalog.id) };
}
