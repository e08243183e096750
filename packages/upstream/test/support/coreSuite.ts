import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InvoiceBuildHooks } from '../../src/invoiceGroups/buildInvoiceGroup.js';
import { applyRate } from '../../src/invoices/money.js';
import { DEMO_HOUSE_REF, DEMO_LOGINS, OTHER_HOUSE_REF } from '../../src/seed/demoLogins.js';
import type { RunningUpstream } from '../../src/server.js';
import { invoiceGroupsPage, isoOf, templateIds, uninvoicedGroups, type SaleGroupJson } from './hubData.js';
import { gate, getAs, postAs, signIn, type SignedIn } from './session.js';

export interface CoreSuiteTarget {
  upstream: RunningUpstream;
  cleanup?: () => Promise<void>;
}

const LOCATION_MESSAGE =
  'Invoice Groups can only contain catalogs that had the same sale location for sales tax calculation. Please create separate invoice groups for the selected catalogs';

/**
 * The behaviour that must hold on every storage backend: auth, house isolation, the invoices hub
 * reads, and invoice-group creation (async build, refusals, concurrency, failure rollback).
 * `boot` must start a freshly seeded (small) upstream that uses the given build hooks.
 */
export function defineCoreSuite(
  label: string,
  boot: (hooks: InvoiceBuildHooks) => Promise<CoreSuiteTarget>,
): void {
  describe(`core suite (${label})`, () => {
    const control: InvoiceBuildHooks = {};
    const hooks: InvoiceBuildHooks = {
      beforeBuild: (context) => control.beforeBuild?.(context),
      afterInvoicesInserted: (context) => control.afterInvoicesInserted?.(context),
    };
    let target: CoreSuiteTarget | undefined;
    let url: string;
    let staff: SignedIn;
    let clerk: SignedIn;
    let superUser: SignedIn;
    let other: SignedIn;
    let templates: number[];

    const db = () => {
      if (!target) throw new Error('not booted');
      return target.upstream.database.db;
    };
    const house = (path: string) => `/app/house/${DEMO_HOUSE_REF}${path}`;
    const createGroup = (body: unknown, who: SignedIn = staff) =>
      postAs(url, who, `/app/house/${who.houseRef}/invoiceGroup`, body);
    /** Takes an uninvoiced sale group matching `test`, so each test uses catalogs no other test touched. */
    const taken = new Set<number>();
    const takeGroup = async (test: (group: SaleGroupJson) => boolean): Promise<SaleGroupJson> => {
      const group = (await uninvoicedGroups(url, staff)).find((g) => !taken.has(g.groupID) && test(g));
      if (!group) throw new Error('no suitable uninvoiced sale group left in the seed');
      taken.add(group.groupID);
      return group;
    };
    const sameLocation = (g: SaleGroupJson) => new Set(g.catalogs.map((c) => c.addressID)).size === 1;

    beforeAll(async () => {
      target = await boot(hooks);
      url = target.upstream.url;
      [staff, clerk, superUser, other] = await Promise.all([
        signIn(url, DEMO_LOGINS.staff),
        signIn(url, DEMO_LOGINS.clerk),
        signIn(url, DEMO_LOGINS.super),
        signIn(url, DEMO_LOGINS.otherStaff),
      ]);
      templates = await templateIds(url, staff);
    });

    afterAll(async () => {
      await target?.upstream.close();
      await target?.cleanup?.();
    });

    it('describes the signed-in user, house and access flags', async () => {
      const me = await getAs(url, staff, '/app/house/user');
      expect(me.status).toBe(200);
      expect(me.body.user).toMatchObject({
        userName: 'staff',
        isSuperUser: false,
        accessInvoices: 1,
        accessReports: 1,
        accessPayments: 1,
        connectType: 'p',
        houseInfo: {
          houseRef: DEMO_HOUSE_REF,
          houseUserName: 'demo',
          houseName: 'Demo Auction House',
          timeZone: 'America/New_York',
        },
      });
      const clerkMe = await getAs(url, clerk, '/app/house/user');
      expect(clerkMe.body.user).toMatchObject({
        accessInvoices: 1,
        accessReports: 0,
        accessUsers: 0,
        isSuperUser: false,
      });
      const superMe = await getAs(url, superUser, '/app/house/user');
      expect(superMe.body.user.isSuperUser).toBe(true);

      expect((await getAs(url, staff, house(`/superuser/${superUser.userRef}`))).body).toEqual({
        superUser: true,
      });
      expect((await getAs(url, staff, house(`/superuser/${clerk.userRef}`))).body).toEqual({
        superUser: false,
      });
      const wrong = await request(url)
        .post('/app/login')
        .send({ ...DEMO_LOGINS.staff, password: 'nope' });
      expect(wrong.status).toBe(401);
      expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');
    });

    it('keeps houses apart: paths, ids and tokens of one house never reach the other', async () => {
      for (const path of [
        '/invoiceGroups?size=10&page=1',
        '/invoiceCatalogs',
        '/invoiceSettings',
        '/paymentProcessorType',
        '/apiTokens',
        `/superuser/${staff.userRef}`,
      ]) {
        const res = await getAs(url, other, house(path));
        expect(res.status, path).toBe(403);
        expect(res.body.error.code).toBe('FORBIDDEN_HOUSE');
      }
      const demoGroups = await uninvoicedGroups(url, staff);
      const demoRef = demoGroups[0]?.catalogs[0]?.catalogRef ?? '';
      const foreignPost = await postAs(url, other, house('/invoiceGroup'), {
        catalogRefs: [demoRef],
        groupTitle: 'x',
        invoiceSettingsID: templates[0],
      });
      expect(foreignPost.status).toBe(403);

      // Demo ids sent to the other house's own paths are unknown there.
      const otherTemplates = await templateIds(url, other);
      const withDemoCatalog = await createGroup(
        { catalogRefs: [demoRef], groupTitle: 'Stolen', invoiceSettingsID: otherTemplates[0] },
        other,
      );
      expect(withDemoCatalog.status).toBe(400);
      expect(withDemoCatalog.body.error.code).toBe('CATALOG_NOT_FOUND');
      const otherGroups = await uninvoicedGroups(url, other);
      const withDemoTemplate = await createGroup(
        {
          catalogRefs: [otherGroups[0]?.catalogs[0]?.catalogRef],
          groupTitle: 'Stolen',
          invoiceSettingsID: templates[0],
        },
        other,
      );
      expect(withDemoTemplate.body.error.code).toBe('TEMPLATE_NOT_FOUND');
      expect(
        (await getAs(url, other, `/app/house/${OTHER_HOUSE_REF}/superuser/${staff.userRef}`)).status,
      ).toBe(404);

      // What the other house lists is its own.
      expect((await getAs(url, other, `/app/house/${OTHER_HOUSE_REF}/paymentProcessorType`)).body).toEqual({
        'processor-type': 's',
      });
      const demoCatalogIds = new Set(demoGroups.flatMap((g) => g.catalogs.map((c) => c.catalogID)));
      expect(otherGroups.flatMap((g) => g.catalogs).some((c) => demoCatalogIds.has(c.catalogID))).toBe(false);
      const demoPage = await invoiceGroupsPage(url, staff, { size: 100, page: 1 });
      const otherPage = await invoiceGroupsPage(url, other, { size: 100, page: 1 });
      const demoGroupIds = new Set(demoPage.invoices.map((g) => g.invoiceGroupID));
      expect(otherPage.totalRecords).toBeGreaterThan(0);
      expect(otherPage.invoices.some((g) => demoGroupIds.has(g.invoiceGroupID))).toBe(false);

      // An API token is bound to its house like a session.
      const created = await postAs(url, other, `/app/house/${OTHER_HOUSE_REF}/apiTokens`, { name: 'script' });
      expect(created.status).toBe(201);
      const bearer = `Bearer ${created.body.data.token}`;
      expect((await request(url).get(house('/invoiceSettings')).set('Authorization', bearer)).status).toBe(
        403,
      );
      const own = await request(url)
        .get(`/app/house/${OTHER_HOUSE_REF}/invoiceSettings`)
        .set('Authorization', bearer);
      expect(own.status).toBe(200);
      expect(own.body.data.invoiceSettings.map((t: { id: number }) => t.id)).toEqual(otherTemplates);
    });

    it('pages existing invoice groups newest first', async () => {
      const all = await invoiceGroupsPage(url, staff, { size: 100, page: 1 });
      expect(all.totalRecords).toBeGreaterThan(10);
      expect(all.invoices).toHaveLength(all.totalRecords);
      const ids = all.invoices.map((g) => g.invoiceGroupID);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
      expect(all.invoices.some((g) => !g.invoiceCreated)).toBe(true);

      const pages = await Promise.all(
        [1, 2, 3].map((page) => invoiceGroupsPage(url, staff, { size: 10, page })),
      );
      expect(pages.every((p) => p.totalRecords === all.totalRecords)).toBe(true);
      expect(pages.flatMap((p) => p.invoices.map((g) => g.invoiceGroupID))).toEqual(ids.slice(0, 30));
      expect((await invoiceGroupsPage(url, staff, { size: 10, page: 99 })).invoices).toEqual([]);
    });

    it('filters invoice groups by session date (house time zone)', async () => {
      const all = await invoiceGroupsPage(url, staff, { size: 100, page: 1 });
      const datesOf = (id: number) =>
        all.invoices.find((g) => g.invoiceGroupID === id)?.catalogs.map((c) => isoOf(c.date)) ?? [];
      const sample = all.invoices[3];
      const day = sample?.catalogs[0]?.date ?? '';
      const count = (test: (dates: string[]) => boolean) =>
        all.invoices.filter((g) => test(g.catalogs.map((c) => isoOf(c.date)))).length;

      const oneDay = await invoiceGroupsPage(url, staff, {
        size: 100,
        page: 1,
        startDate: day,
        endDate: day,
      });
      expect(oneDay.invoices.map((g) => g.invoiceGroupID)).toContain(sample?.invoiceGroupID);
      expect(oneDay.invoices.every((g) => datesOf(g.invoiceGroupID).includes(isoOf(day)))).toBe(true);
      expect(oneDay.totalRecords).toBe(count((dates) => dates.includes(isoOf(day))));

      const untilDay = await invoiceGroupsPage(url, staff, { size: 100, page: 1, endDate: day });
      expect(untilDay.totalRecords).toBe(count((dates) => dates.some((d) => d <= isoOf(day))));
      const fromDay = await invoiceGroupsPage(url, staff, { size: 100, page: 1, startDate: day });
      expect(fromDay.totalRecords).toBe(count((dates) => dates.some((d) => d >= isoOf(day))));
      const everything = await invoiceGroupsPage(url, staff, {
        size: 10,
        page: 1,
        startDate: '01/01/1989',
        endDate: '12/31/2099',
      });
      expect(everything.totalRecords).toBe(count((dates) => dates.length > 0));
      expect(
        (
          await invoiceGroupsPage(url, staff, {
            size: 10,
            page: 1,
            startDate: '01/01/1990',
            endDate: '01/02/1990',
          })
        ).totalRecords,
      ).toBe(0);
    });

    it('refuses bad paging and date parameters', async () => {
      const cases: Array<[Record<string, string | number>, string, string]> = [
        [{ size: 0, page: 1 }, 'INVALID_PARAMETER', 'size'],
        [{ size: 101, page: 1 }, 'INVALID_PARAMETER', 'size'],
        [{ size: 'ten', page: 1 }, 'INVALID_PARAMETER', 'size'],
        [{ page: 1 }, 'INVALID_PARAMETER', 'size'],
        [{ size: 10, page: 0 }, 'INVALID_PARAMETER', 'page'],
        [{ size: 10 }, 'INVALID_PARAMETER', 'page'],
        [{ size: 10, page: 1, startDate: '2026-01-01' }, 'INVALID_DATE', 'startDate'],
        [{ size: 10, page: 1, endDate: '02/30/2026' }, 'INVALID_DATE', 'endDate'],
        [
          { size: 10, page: 1, startDate: '03/02/2026', endDate: '03/01/2026' },
          'DATE_RANGE_INVALID',
          'endDate',
        ],
      ];
      for (const [query, code, field] of cases) {
        const res = await getAs(url, staff, house('/invoiceGroups')).query(query);
        expect(res.status, JSON.stringify(query)).toBe(400);
        expect(res.body.error).toMatchObject({ code, field });
      }
      const reversed = await getAs(url, staff, house('/invoiceGroups')).query({
        size: 10,
        page: 1,
        startDate: '03/02/2026',
        endDate: '03/01/2026',
      });
      expect(reversed.body.error.message).toBe('TO date cannot be before FROM date');
    });

    it('lists uninvoiced sessions by sale group, newest first', async () => {
      const groups = await uninvoicedGroups(url, staff);
      expect(groups.length).toBeGreaterThan(25);
      const latest = groups.map(
        (g) =>
          g.catalogs
            .map((c) => isoOf(c.date))
            .sort()
            .at(-1) ?? '',
      );
      expect(latest).toEqual([...latest].sort().reverse());
      const invoicedRefs = new Set(
        (await invoiceGroupsPage(url, staff, { size: 100, page: 1 })).invoices.flatMap((g) =>
          g.catalogs.map((c) => c.catalogRef),
        ),
      );
      expect(groups.flatMap((g) => g.catalogs).some((c) => invoicedRefs.has(c.catalogRef))).toBe(false);
      expect(groups.some((g) => g.catalogs.length > 1 && sameLocation(g))).toBe(true);
      expect(groups.some((g) => g.catalogs.length > 1 && !sameLocation(g))).toBe(true);
      expect(groups.every((g) => g.catalogs.every((c) => c.groupID === g.groupID))).toBe(true);
    });

    it('lists templates and the processor type', async () => {
      const res = await getAs(url, staff, house('/invoiceSettings'));
      const payrix = res.body.data.invoiceSettings.map((t: { payrixTemplate: boolean }) => t.payrixTemplate);
      expect(payrix).toContain(true);
      expect(payrix).toContain(false);
      expect((await getAs(url, clerk, house('/paymentProcessorType'))).body).toEqual({
        'processor-type': 'p',
      });
    });

    it('creates an invoice group, then builds its invoices in the background', async () => {
      const group = await takeGroup((g) => g.catalogs.length > 1 && sameLocation(g));
      const refs = group.catalogs.map((c) => c.catalogRef);
      const held = gate();
      control.beforeBuild = () => held.promise;
      const title = `  ${'Spring Sale Invoices'.padEnd(50, '.')}  `;
      const created = await createGroup({
        catalogRefs: refs,
        groupTitle: title,
        invoiceSettingsID: String(templates[0]),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      const id: number = created.body.data.invoiceGroupID;

      const pending = (await invoiceGroupsPage(url, staff, { size: 10, page: 1 })).invoices[0];
      expect(pending).toMatchObject({
        invoiceGroupID: id,
        invoiceGroupTitle: title.trim(),
        invoiceGroupSettingsID: templates[0],
        invoiceCreated: false,
      });
      expect(pending?.catalogs.map((c) => c.catalogRef).sort()).toEqual([...refs].sort());

      held.open();
      await target?.upstream.waitForJobs();
      control.beforeBuild = undefined;
      expect((await invoiceGroupsPage(url, staff, { size: 10, page: 1 })).invoices[0]).toMatchObject({
        invoiceGroupID: id,
        invoiceCreated: true,
      });
      const remaining = (await uninvoicedGroups(url, staff)).flatMap((g) =>
        g.catalogs.map((c) => c.catalogRef),
      );
      expect(remaining.some((ref) => refs.includes(ref))).toBe(false);

      // One invoice per winning approval; one line per won lot with the catalog's premium.
      const results = await db()
        .selectFrom('sale_results')
        .innerJoin('lots', 'lots.id', 'sale_results.lot_id')
        .innerJoin('catalogs', 'catalogs.id', 'lots.catalog_id')
        .select([
          'sale_results.lot_id',
          'sale_results.approval_id',
          'sale_results.hammer',
          'catalogs.buyer_premium_rate',
        ])
        .where('catalogs.ref', 'in', refs)
        .execute();
      const lines = await db()
        .selectFrom('invoice_lines')
        .innerJoin('invoices', 'invoices.id', 'invoice_lines.invoice_id')
        .select([
          'invoice_lines.lot_id',
          'invoices.approval_id',
          'invoice_lines.hammer',
          'invoice_lines.premium',
          'invoices.house_id',
        ])
        .where('invoices.invoice_group_id', '=', id)
        .execute();
      expect(results.length).toBeGreaterThan(0);
      expect(lines).toHaveLength(results.length);
      expect(new Set(lines.map((l) => l.approval_id)).size).toBe(
        new Set(results.map((r) => r.approval_id)).size,
      );
      for (const result of results) {
        const line = lines.find((l) => l.lot_id === result.lot_id);
        expect(line).toMatchObject({
          approval_id: result.approval_id,
          hammer: result.hammer,
          premium: applyRate(result.hammer, result.buyer_premium_rate),
        });
      }
      expect(lines.every((l) => l.house_id === 1)).toBe(true);

      const again = await createGroup({
        catalogRefs: refs,
        groupTitle: 'Again',
        invoiceSettingsID: templates[0],
      });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('CATALOG_ALREADY_INVOICED');
    });

    it('never invoices a catalog twice when creations race', async () => {
      const group = await takeGroup(() => true);
      const ref = group.catalogs[0]?.catalogRef ?? '';
      const body = (title: string) => ({
        catalogRefs: [ref],
        groupTitle: title,
        invoiceSettingsID: templates[0],
      });
      const answers = await Promise.all([
        createGroup(body('Race A')),
        createGroup(body('Race B')),
        createGroup(body('Race C')),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
      expect(
        answers
          .filter((a) => a.status === 409)
          .every((a) => a.body.error.code === 'CATALOG_ALREADY_INVOICED'),
      ).toBe(true);
      await target?.upstream.waitForJobs();
      const rows = await db()
        .selectFrom('invoice_group_catalogs')
        .innerJoin('catalogs', 'catalogs.id', 'invoice_group_catalogs.catalog_id')
        .select('invoice_group_catalogs.invoice_group_id')
        .where('catalogs.ref', '=', ref)
        .execute();
      expect(rows).toHaveLength(1);
    });

    it('leaves no half-built group when the build fails, and the sessions can be invoiced again', async () => {
      const group = await takeGroup((g) => sameLocation(g));
      const refs = group.catalogs.map((c) => c.catalogRef);
      const failuresBefore = target?.upstream.app.jobs.failures ?? 0;
      let insertedBeforeFailure = 0;
      control.afterInvoicesInserted = ({ invoiceCount }) => {
        insertedBeforeFailure = invoiceCount;
        throw new Error('injected failure after the invoices were written');
      };
      const created = await createGroup({
        catalogRefs: refs,
        groupTitle: 'Doomed',
        invoiceSettingsID: templates[0],
      });
      expect(created.status).toBe(200);
      const id: number = created.body.data.invoiceGroupID;
      await target?.upstream.waitForJobs();
      control.afterInvoicesInserted = undefined;

      expect(insertedBeforeFailure).toBeGreaterThan(0);
      expect(target?.upstream.app.jobs.failures).toBe(failuresBefore + 1);
      const all = await invoiceGroupsPage(url, staff, { size: 100, page: 1 });
      expect(all.invoices.some((g) => g.invoiceGroupID === id)).toBe(false);
      expect(await db().selectFrom('invoice_groups').select('id').where('id', '=', id).execute()).toEqual([]);
      expect(
        await db().selectFrom('invoices').select('id').where('invoice_group_id', '=', id).execute(),
      ).toEqual([]);
      const lotIds = await db()
        .selectFrom('lots')
        .innerJoin('catalogs', 'catalogs.id', 'lots.catalog_id')
        .select('lots.id')
        .where('catalogs.ref', 'in', refs)
        .execute();
      expect(
        await db()
          .selectFrom('invoice_lines')
          .select('id')
          .where(
            'lot_id',
            'in',
            lotIds.map((l) => l.id),
          )
          .execute(),
      ).toEqual([]);
      const available = (await uninvoicedGroups(url, staff)).flatMap((g) =>
        g.catalogs.map((c) => c.catalogRef),
      );
      expect(refs.every((ref) => available.includes(ref))).toBe(true);

      const retry = await createGroup({
        catalogRefs: refs,
        groupTitle: 'Second try',
        invoiceSettingsID: templates[0],
      });
      expect(retry.status).toBe(200);
      await target?.upstream.waitForJobs();
      expect((await invoiceGroupsPage(url, staff, { size: 1, page: 1 })).invoices[0]).toMatchObject({
        invoiceGroupID: retry.body.data.invoiceGroupID,
        invoiceCreated: true,
      });
    });

    it('refuses every invalid invoice group with a readable reason', async () => {
      const groups = await uninvoicedGroups(url, staff);
      const [first, second] = groups.filter((g) => !taken.has(g.groupID));
      const mixed = groups.find((g) => !sameLocation(g));
      const ok = {
        catalogRefs: [first?.catalogs[0]?.catalogRef],
        groupTitle: 'Fine',
        invoiceSettingsID: templates[0],
      };
      const before = (await invoiceGroupsPage(url, staff, { size: 1, page: 1 })).totalRecords;
      const cases: Array<[Record<string, unknown>, number, string, string?]> = [
        [{ ...ok, groupTitle: '' }, 400, 'GROUP_TITLE_INVALID', 'Invoice group name is required'],
        [{ ...ok, groupTitle: '   ' }, 400, 'GROUP_TITLE_INVALID'],
        [
          { ...ok, groupTitle: 'x'.repeat(51) },
          400,
          'GROUP_TITLE_INVALID',
          'Invoice group name must be 50 characters or less',
        ],
        [{ catalogRefs: ok.catalogRefs, invoiceSettingsID: templates[0] }, 400, 'GROUP_TITLE_INVALID'],
        [{ ...ok, invoiceSettingsID: null }, 400, 'TEMPLATE_REQUIRED', 'Please select an invoice template'],
        [{ catalogRefs: ok.catalogRefs, groupTitle: 'Fine' }, 400, 'TEMPLATE_REQUIRED'],
        [{ ...ok, invoiceSettingsID: 999_999 }, 400, 'TEMPLATE_NOT_FOUND'],
        [{ ...ok, invoiceSettingsID: 'abc' }, 400, 'TEMPLATE_NOT_FOUND'],
        [{ ...ok, catalogRefs: [] }, 400, 'CATALOGS_REQUIRED', 'Please select at least one session'],
        [{ groupTitle: 'Fine', invoiceSettingsID: templates[0] }, 400, 'CATALOGS_REQUIRED'],
        [
          { ...ok, catalogRefs: ['NOSUCHREF1'] },
          400,
          'CATALOG_NOT_FOUND',
          'Session NOSUCHREF1 does not exist',
        ],
        [
          { ...ok, catalogRefs: [first?.catalogs[0]?.catalogRef, second?.catalogs[0]?.catalogRef] },
          400,
          'CATALOG_GROUP_MISMATCH',
        ],
        [
          { ...ok, catalogRefs: mixed?.catalogs.map((c) => c.catalogRef) },
          400,
          'CATALOG_LOCATION_MISMATCH',
          LOCATION_MESSAGE,
        ],
        [{ ...ok, extra: true }, 400, 'INVALID_BODY'],
        [{ ...ok, catalogRefs: [42] }, 400, 'INVALID_BODY'],
      ];
      for (const [body, status, code, message] of cases) {
        const res = await createGroup(body);
        expect(res.status, JSON.stringify(body)).toBe(status);
        expect(res.body.error.code, JSON.stringify(body)).toBe(code);
        if (message) expect(res.body.error.message).toBe(message);
      }
      const notJson = await request(url)
        .post(house('/invoiceGroup'))
        .set('Cookie', staff.cookie)
        .set('Content-Type', 'application/json')
        .send('{"catalogRefs":');
      expect(notJson.status).toBe(400);
      expect(notJson.body.error.code).toBe('INVALID_JSON');
      expect((await invoiceGroupsPage(url, staff, { size: 1, page: 1 })).totalRecords).toBe(before);
    });
  });
}
