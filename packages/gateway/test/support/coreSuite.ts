import {
  DATE_RANGE_MESSAGES,
  EXISTING_INVOICE_GROUPS_PAGE_SIZE,
  INVOICE_GROUP_MESSAGES,
  LOGIN_MESSAGES,
  UNINVOICED_GROUPS_PAGE_SIZE,
  isoToUsDate,
  usToIsoDate,
} from '@ah/schema';
import { createTestDatabase, DEMO_HOUSE_REF, OTHER_HOUSE_REF, type TestDatabase } from '@ah/upstream/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDate } from '../../src/shared/houseDate.js';
import { INVOICES_HUB_MESSAGES } from '../../src/modules/invoiceGroups/providers/invoiceGroupsService.js';
import { startStack, type Stack } from '../../src/testing.js';
import type { UpstreamCallsEvent } from '../../src/rest/callLog.js';
import type { components } from '../../src/__generated__/upstream/house.js';
import { dataOf, firstError, gql, wsExecute, type Caller } from './graphql.js';

type UpstreamSaleGroup = components['schemas']['SaleGroup'];
type UpstreamInvoiceGroup = components['schemas']['InvoiceGroup'];

const PASSWORD = 'demo-password';

const PAGE_INFO = 'pageInfo { page pageSize totalCount totalPages hasNextPage hasPreviousPage }';
const HUB_QUERY = `query Hub($page: Int, $igPage: Int, $start: Date, $end: Date) {
  viewer { user { id userName } house { id houseUserName timeZone paymentProcessorType } access { invoices sensitive } }
  uninvoicedSaleGroups(page: $page) { items { id name sessions { id ref date title identifier dateFull locationId saleGroupId } } ${PAGE_INFO} }
  invoiceGroups(page: $igPage, startDate: $start, endDate: $end) { items { id title templateId invoicesCreated sessions { id ref date } } ${PAGE_INFO} }
  invoiceTemplates { id name payrixTemplate }
}`;
const INVOICE_GROUPS = `query Groups($page: Int, $start: Date, $end: Date) {
  invoiceGroups(page: $page, startDate: $start, endDate: $end) { items { id title invoicesCreated sessions { ref date } } ${PAGE_INFO} }
}`;
const CREATE = `mutation Create($input: CreateInvoiceGroupInput!) { createInvoiceGroup(input: $input) { invoiceGroupId } }`;

interface PageInfo {
  page: number;
  pageSize: number;
  totalCount: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
}
interface SessionOut {
  id: string;
  ref: string;
  date: string;
  locationId: string;
  saleGroupId: string;
}
interface HubData {
  viewer: {
    user: { id: string };
    house: { id: string; timeZone: string; paymentProcessorType: string | null };
  };
  uninvoicedSaleGroups: { items: { id: string; name: string; sessions: SessionOut[] }[]; pageInfo: PageInfo };
  invoiceGroups: {
    items: {
      id: string;
      title: string;
      invoicesCreated: boolean;
      sessions: { ref: string; date: string }[];
    }[];
    pageInfo: PageInfo;
  };
  invoiceTemplates: { id: string; name: string; payrixTemplate: boolean }[];
}

/**
 * The gateway's core behaviour over HTTP (and graphql-ws) against the real upstream, on PGlite or
 * on PostgreSQL. Tests run in order: the read-only checks come before the ones that create data.
 */
export function defineCoreSuite(backend: { name: string; postgres: boolean }): void {
  describe(`gateway over the real upstream (${backend.name})`, () => {
    let stack: Stack;
    let database: TestDatabase | null = null;
    let url: string;
    const events: UpstreamCallsEvent[] = [];
    const callers: Record<'staff' | 'clerk' | 'other', Caller> = { staff: {}, clerk: {}, other: {} };

    /** GET an upstream path directly with a caller's cookie (the same session token). */
    async function upstreamJson<T>(path: string, caller: Caller): Promise<T> {
      const res = await fetch(`${stack.upstreamUrl}${path}`, { headers: { cookie: caller.cookie ?? '' } });
      expect(res.status).toBe(200);
      return (await res.json()) as T;
    }
    const allSaleGroups = async (houseRef: string, caller: Caller) =>
      (
        await upstreamJson<{ data: { auctionGroups: UpstreamSaleGroup[] } }>(
          `/app/house/${houseRef}/invoiceCatalogs`,
          caller,
        )
      ).data.auctionGroups;
    const allInvoiceGroups = async (houseRef: string, caller: Caller) =>
      (
        await upstreamJson<{ data: { invoices: UpstreamInvoiceGroup[]; totalRecords: number } }>(
          `/app/house/${houseRef}/invoiceGroups?size=100&page=1`,
          caller,
        )
      ).data;

    beforeAll(async () => {
      if (backend.postgres) database = await createTestDatabase();
      stack = await startStack({
        ...(database ? { databaseUrl: database.url } : {}),
        gateway: { onUpstreamCalls: (event) => events.push(event) },
      });
      url = stack.gatewayUrl;
      callers.staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
      callers.clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
      callers.other = { cookie: await stack.login('other', 'staff', PASSWORD) };
    }, 120_000);
    afterAll(async () => {
      await stack?.close();
      await database?.drop();
    });

    describe('sign-in', () => {
      it('login sets an httpOnly SameSite=Lax session cookie and viewer works with it', async () => {
        const res = await gql(
          url,
          'mutation { login(houseUserName: "demo", userName: "staff", password: "demo-password") { user { userName displayName } house { id } access { invoices } } }',
        );
        expect(dataOf(res)).toEqual({
          login: {
            user: { userName: 'staff', displayName: 'Sam Staffer' },
            house: { id: DEMO_HOUSE_REF },
            access: { invoices: true },
          },
        });
        const setCookie = ([] as string[])
          .concat(res.headers['set-cookie'] ?? [])
          .find((c) => c.startsWith('ah_session='));
        expect(setCookie).toMatch(/^ah_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax$/);
        const cookie = setCookie?.split(';')[0] ?? '';
        const viewer = dataOf(
          await gql(
            url,
            '{ viewer { user { userName } house { houseUserName settings { connectType } } } }',
            {},
            { cookie },
          ),
        );
        expect(viewer).toEqual({
          viewer: {
            user: { userName: 'staff' },
            house: { houseUserName: 'demo', settings: { connectType: 'p' } },
          },
        });
      });

      it("login's own selection reads upstream data as the new session", async () => {
        // Fields under `login` that call the upstream (here GET paymentProcessorType) must already
        // use the session the mutation opened, not the anonymous request's credentials.
        const res = await gql(
          url,
          'mutation { login(houseUserName: "demo", userName: "staff", password: "demo-password") { house { id paymentProcessorType } } }',
        );
        expect(dataOf(res)).toEqual({ login: { house: { id: DEMO_HOUSE_REF, paymentProcessorType: 'p' } } });
      });

      it('refuses a wrong password and empty fields with the sign-in texts', async () => {
        const wrong = await gql(
          url,
          'mutation { login(houseUserName: "demo", userName: "staff", password: "nope-nope-nope") { user { id } } }',
        );
        expect(firstError(wrong)).toMatchObject({ code: 'UNAUTHENTICATED', message: LOGIN_MESSAGES.failed });
        expect(wrong.headers['set-cookie']).toBeUndefined();
        const empty = await gql(
          url,
          'mutation { login(houseUserName: " ", userName: "staff", password: "x") { user { id } } }',
        );
        expect(firstError(empty)).toMatchObject({
          code: 'BAD_USER_INPUT',
          message: LOGIN_MESSAGES.houseRequired,
          field: 'houseUserName',
        });
      });

      it('logout ends the session upstream and clears the cookie', async () => {
        const cookie = await stack.login('demo', 'staff', PASSWORD);
        const res = await gql(url, 'mutation { logout }', {}, { cookie });
        expect(dataOf(res)).toEqual({ logout: true });
        expect(([] as string[]).concat(res.headers['set-cookie'] ?? []).join()).toMatch(
          /ah_session=; .*Max-Age=0/,
        );
        expect(dataOf(await gql(url, '{ viewer { user { id } } }', {}, { cookie }))).toEqual({
          viewer: null,
        });
        expect(firstError(await gql(url, '{ invoiceTemplates { id } }', {}, { cookie })).code).toBe(
          'UNAUTHENTICATED',
        );
      });

      it('an API token works as a bearer, is listed without its secret, and stops working when revoked', async () => {
        const bearer = await stack.createToken(callers.staff.cookie ?? '', 'integration');
        const asBearer = dataOf<{ viewer: { user: { userName: string } }; invoiceTemplates: unknown[] }>(
          await gql(url, '{ viewer { user { userName } } invoiceTemplates { id } }', {}, { bearer }),
        );
        expect(asBearer.viewer.user.userName).toBe('staff');
        expect(asBearer.invoiceTemplates.length).toBeGreaterThan(0);
        const tokens = dataOf<{
          apiTokens: { id: string; name: string; prefix: string; createdAt: string }[];
        }>(await gql(url, '{ apiTokens { id name prefix createdAt lastUsedAt } }', {}, { bearer })).apiTokens;
        const mine = tokens.find((t) => bearer.startsWith(t.prefix) && t.name === 'integration');
        expect(mine).toBeDefined();
        expect(JSON.stringify(tokens)).not.toContain(bearer);
        expect(
          dataOf(
            await gql(
              url,
              'mutation ($id: ID!) { revokeApiToken(id: $id) }',
              { id: mine?.id },
              callers.staff,
            ),
          ),
        ).toEqual({
          revokeApiToken: true,
        });
        expect(dataOf(await gql(url, '{ viewer { user { id } } }', {}, { bearer }))).toEqual({
          viewer: null,
        });
      });
    });

    describe('access', () => {
      it('refuses an anonymous caller on every guarded field, with partial data for public ones', async () => {
        const res = await gql(
          url,
          '{ version viewer { user { id } } invoiceTemplates { id } uninvoicedSaleGroups { pageInfo { page } } invoiceGroups { pageInfo { page } } }',
        );
        expect(res.body.data).toMatchObject({
          viewer: null,
          invoiceTemplates: null,
          uninvoicedSaleGroups: null,
          invoiceGroups: null,
        });
        expect(typeof res.body.data?.['version']).toBe('string');
        const codes = new Set(res.body.errors?.map((e) => e.extensions?.['code']));
        expect([...codes]).toEqual(['UNAUTHENTICATED']);
        expect(res.body.errors?.map((e) => e.path?.[0]).sort()).toEqual([
          'invoiceGroups',
          'invoiceTemplates',
          'uninvoicedSaleGroups',
        ]);
        // apiTokens is non-null in the SDL, so its refusal nulls the whole response.
        const tokens = await gql(url, '{ apiTokens { id } }');
        expect(tokens.body.data).toBeNull();
        expect(firstError(tokens)).toMatchObject({ code: 'UNAUTHENTICATED', path: ['apiTokens'] });
        for (const mutation of [
          'mutation { logout }',
          'mutation { createApiToken(name: "x") { token } }',
          'mutation { createInvoiceGroup(input: { name: "x", templateId: "1", sessionRefs: ["A"] }) { invoiceGroupId } }',
        ])
          expect(firstError(await gql(url, mutation)).code, mutation).toBe('UNAUTHENTICATED');
      });

      it('clerk (invoices only) gets the hub but FORBIDDEN outside invoices-guarded fields', async () => {
        const hub = dataOf<HubData>(await gql(url, HUB_QUERY, {}, callers.clerk));
        expect(hub.uninvoicedSaleGroups.items.length).toBeGreaterThan(0);
        expect(hub.invoiceTemplates.length).toBeGreaterThan(0);
        const flags = dataOf(
          await gql(url, '{ viewer { access { invoices sensitive reports } } }', {}, callers.clerk),
        );
        expect(flags).toEqual({ viewer: { access: { invoices: true, sensitive: false, reports: false } } });
        const tokens = await gql(url, '{ apiTokens { id } }', {}, callers.clerk);
        expect(tokens.body.data).toBeNull(); // apiTokens is non-null in the SDL
        expect(firstError(tokens)).toMatchObject({ code: 'FORBIDDEN', path: ['apiTokens'] });
        expect(
          firstError(await gql(url, 'mutation { createApiToken(name: "x") { token } }', {}, callers.clerk))
            .code,
        ).toBe('FORBIDDEN');
        expect(
          firstError(await gql(url, 'mutation { revokeApiToken(id: "1") }', {}, callers.clerk)).code,
        ).toBe('FORBIDDEN');
      });

      it('lets signed-in callers introspect (anonymous callers cannot, outside development)', async () => {
        const query = '{ __schema { queryType { name } } }';
        expect(dataOf(await gql(url, query, {}, callers.clerk))).toEqual({
          __schema: { queryType: { name: 'Query' } },
        });
        const anonymous = await gql(url, query);
        expect(anonymous.body.data).toBeUndefined();
        expect(firstError(anonymous).code).toBe('UNAUTHENTICATED');
      });

      it('marks the super user', async () => {
        const cookie = await stack.login('demo', 'super', PASSWORD);
        expect(dataOf(await gql(url, '{ viewer { user { isSuperUser } } }', {}, { cookie }))).toEqual({
          viewer: { user: { isSuperUser: true } },
        });
        expect(dataOf(await gql(url, '{ viewer { user { isSuperUser } } }', {}, callers.staff))).toEqual({
          viewer: { user: { isSuperUser: false } },
        });
      });

      it('refuses a CSRF-style text/plain POST even with a valid cookie', async () => {
        const res = await request(url)
          .post('/graphql')
          .set('content-type', 'text/plain')
          .set('cookie', callers.staff.cookie ?? '')
          .send(JSON.stringify({ query: 'mutation { createApiToken(name: "csrf") { token } }' }));
        expect(res.status).toBe(400);
        expect(res.text).toMatch(/Cross-Site Request Forgery/);
      });
    });

    describe('invoices hub', () => {
      it('pages the uninvoiced sale groups 25 a page, in the upstream order', async () => {
        const all = await allSaleGroups(DEMO_HOUSE_REF, callers.staff);
        expect(all.length).toBeGreaterThan(UNINVOICED_GROUPS_PAGE_SIZE);
        const totalPages = Math.ceil(all.length / UNINVOICED_GROUPS_PAGE_SIZE);
        const seen: string[] = [];
        for (let page = 1; page <= totalPages; page += 1) {
          const hub = dataOf<HubData>(await gql(url, HUB_QUERY, { page }, callers.staff));
          const { items, pageInfo } = hub.uninvoicedSaleGroups;
          expect(pageInfo).toEqual({
            page,
            pageSize: 25,
            totalCount: all.length,
            totalPages,
            hasNextPage: page < totalPages,
            hasPreviousPage: page > 1,
          });
          expect(items.length).toBe(page < totalPages ? 25 : all.length - 25 * (totalPages - 1));
          seen.push(...items.map((g) => g.id));
        }
        expect(seen).toEqual(all.map((g) => String(g.groupID)));
        const beyond = dataOf<HubData>(await gql(url, HUB_QUERY, { page: totalPages + 1 }, callers.staff));
        expect(beyond.uninvoicedSaleGroups.items).toEqual([]);
        expect(firstError(await gql(url, HUB_QUERY, { page: 0 }, callers.staff))).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'page',
        });
      });

      it('maps catalogs to sessions (ISO dates, location and sale group ids)', async () => {
        const all = await allSaleGroups(DEMO_HOUSE_REF, callers.staff);
        const hub = dataOf<HubData>(await gql(url, HUB_QUERY, {}, callers.staff));
        const first = all[0];
        const catalog = first?.catalogs[0];
        expect(catalog).toBeDefined();
        expect(hub.uninvoicedSaleGroups.items[0]?.sessions[0]).toMatchObject({
          id: String(catalog?.catalogID),
          ref: catalog?.catalogRef,
          date: usToIsoDate(catalog?.date ?? ''),
          locationId: String(catalog?.addressID),
          saleGroupId: String(first?.groupID),
        });
        expect(hub.viewer.house.paymentProcessorType).toBe('p');
        expect(hub.invoiceTemplates.map((t) => t.name)).toContain('Standard Invoice');
      });

      it('pages the existing invoice groups 10 a page with the upstream total', async () => {
        const all = await allInvoiceGroups(DEMO_HOUSE_REF, callers.staff);
        expect(all.totalRecords).toBeGreaterThan(EXISTING_INVOICE_GROUPS_PAGE_SIZE);
        const totalPages = Math.ceil(all.totalRecords / 10);
        const seen: string[] = [];
        for (let page = 1; page <= totalPages; page += 1) {
          const groups = dataOf<Pick<HubData, 'invoiceGroups'>>(
            await gql(url, INVOICE_GROUPS, { page }, callers.staff),
          ).invoiceGroups;
          expect(groups.pageInfo).toMatchObject({
            page,
            pageSize: 10,
            totalCount: all.totalRecords,
            totalPages,
          });
          expect(groups.items.length).toBe(page < totalPages ? 10 : all.totalRecords - 10 * (totalPages - 1));
          seen.push(...groups.items.map((g) => g.id));
        }
        expect(seen).toEqual(all.invoices.map((g) => String(g.invoiceGroupID)));
      });

      it('filters existing invoice groups by session date', async () => {
        const all = (await allInvoiceGroups(DEMO_HOUSE_REF, callers.staff)).invoices;
        const dates = all.flatMap((g) => g.catalogs.map((c) => usToIsoDate(c.date))).sort();
        const day = dates[Math.floor(dates.length / 2)] ?? '';
        const hasSessionIn = (g: UpstreamInvoiceGroup, from: string, to: string) =>
          g.catalogs.some((c) => usToIsoDate(c.date) >= from && usToIsoDate(c.date) <= to);

        const oneDay = dataOf<Pick<HubData, 'invoiceGroups'>>(
          await gql(url, INVOICE_GROUPS, { start: day, end: day }, callers.staff),
        ).invoiceGroups;
        const expectedOneDay = all
          .filter((g) => hasSessionIn(g, day, day))
          .map((g) => String(g.invoiceGroupID));
        expect(expectedOneDay.length).toBeGreaterThan(0);
        expect(oneDay.pageInfo.totalCount).toBe(expectedOneDay.length);
        expect(oneDay.items.map((g) => g.id)).toEqual(expectedOneDay.slice(0, 10));
        for (const group of oneDay.items) expect(group.sessions.some((s) => s.date === day)).toBe(true);

        // An end date alone starts the range at 1989-01-01.
        const untilDay = dataOf<Pick<HubData, 'invoiceGroups'>>(
          await gql(url, INVOICE_GROUPS, { end: day }, callers.staff),
        ).invoiceGroups;
        expect(untilDay.pageInfo.totalCount).toBe(
          all.filter((g) => hasSessionIn(g, '1989-01-01', day)).length,
        );

        const upstreamCall = events
          .flatMap((e) => e.calls)
          .find((c) => c.path.includes('/invoiceGroups?') && c.path.includes('startDate'));
        expect(upstreamCall?.path).toContain(`startDate=${encodeURIComponent(isoToUsDate(day))}`);
      });

      it('refuses bad date ranges with the spec texts and the field', async () => {
        const today = localDate('America/New_York');
        const reversed = await gql(
          url,
          INVOICE_GROUPS,
          { start: '2026-02-10', end: '2026-02-01' },
          callers.staff,
        );
        expect(firstError(reversed)).toMatchObject({
          code: 'BAD_USER_INPUT',
          message: DATE_RANGE_MESSAGES.toBeforeFrom,
          field: 'endDate',
        });
        const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        const future = await gql(url, INVOICE_GROUPS, { end: tomorrow }, callers.staff);
        expect(firstError(future)).toMatchObject({
          code: 'BAD_USER_INPUT',
          message: DATE_RANGE_MESSAGES.future,
          field: 'endDate',
        });
        const badFormat = await gql(url, INVOICE_GROUPS, { start: '2026-02-30' }, callers.staff);
        expect(firstError(badFormat).code).toBe('BAD_USER_INPUT');
      });

      it('never shows the other house its neighbour’s data', async () => {
        const demo = dataOf<HubData>(await gql(url, HUB_QUERY, {}, callers.staff));
        const other = dataOf<HubData>(await gql(url, HUB_QUERY, {}, callers.other));
        expect(other.viewer.house.id).toBe(OTHER_HOUSE_REF);
        expect(other.viewer.house.timeZone).toBe('America/Los_Angeles');
        expect(other.viewer.house.paymentProcessorType).toBe('s');
        const ids = (h: HubData) => ({
          saleGroups: new Set(h.uninvoicedSaleGroups.items.map((g) => g.id)),
          refs: new Set(h.uninvoicedSaleGroups.items.flatMap((g) => g.sessions.map((s) => s.ref))),
          invoiceGroups: new Set(h.invoiceGroups.items.map((g) => g.id)),
          templates: new Set(h.invoiceTemplates.map((t) => t.id)),
        });
        const [a, b] = [ids(demo), ids(other)];
        for (const key of ['saleGroups', 'refs', 'invoiceGroups', 'templates'] as const) {
          expect(b[key].size, key).toBeGreaterThan(0);
          expect(
            [...b[key]].filter((id) => a[key].has(id)),
            key,
          ).toEqual([]);
        }
        // The other house cannot invoice the demo house's sessions: they are unknown to it.
        const stolen = [...a.refs].slice(0, 1);
        const refused = await gql(
          url,
          CREATE,
          { input: { name: 'Stolen', templateId: [...b.templates][0], sessionRefs: stolen } },
          callers.other,
        );
        expect(firstError(refused)).toMatchObject({
          code: 'BAD_USER_INPUT',
          message: INVOICES_HUB_MESSAGES.unknownSessions,
        });
      });

      it('makes each distinct upstream call at most once per GraphQL request', async () => {
        events.length = 0;
        dataOf(await gql(url, HUB_QUERY, {}, callers.staff));
        const hub = events.find((e) => e.operationName === 'Hub');
        const paths = hub?.calls.map((c) => `${c.method} ${c.path}`) ?? [];
        expect([...paths].sort()).toEqual(
          [
            'GET /app/house/user',
            `GET /app/house/${DEMO_HOUSE_REF}/paymentProcessorType`,
            `GET /app/house/${DEMO_HOUSE_REF}/invoiceCatalogs`,
            `GET /app/house/${DEMO_HOUSE_REF}/invoiceGroups?size=10&page=1`,
            `GET /app/house/${DEMO_HOUSE_REF}/invoiceSettings`,
          ].sort(),
        );

        events.length = 0;
        dataOf(
          await gql(
            url,
            `query Repeated {
              a: invoiceTemplates { id } b: invoiceTemplates { name }
              p1: uninvoicedSaleGroups(page: 1) { items { id } } p2: uninvoicedSaleGroups(page: 2) { items { id } }
              g1: invoiceGroups(page: 1) { items { id } } g1again: invoiceGroups(page: 1) { pageInfo { page } } g2: invoiceGroups(page: 2) { items { id } }
              viewer { house { paymentProcessorType } } v2: viewer { house { p: paymentProcessorType } }
            }`,
            {},
            callers.staff,
          ),
        );
        const repeated =
          events.find((e) => e.operationName === 'Repeated')?.calls.map((c) => `${c.method} ${c.path}`) ?? [];
        expect(repeated.length).toBe(new Set(repeated).size);
        expect(repeated.filter((p) => p.endsWith('/invoiceCatalogs'))).toHaveLength(1);
        expect(repeated.filter((p) => p.includes('/invoiceGroups?'))).toHaveLength(2);
        expect(repeated.filter((p) => p.endsWith('/app/house/user'))).toHaveLength(1);
      });
    });

    describe('limits', () => {
      it('refuses an alias-flooded query over HTTP and over graphql-ws', async () => {
        const flood = `{ ${Array.from({ length: 31 }, (_, i) => `v${i}: version`).join(' ')} }`;
        const http = await gql(url, flood, {}, callers.staff);
        expect(http.status).toBe(400);
        expect(firstError(http)).toMatchObject({
          code: 'GRAPHQL_VALIDATION_FAILED',
          message: 'The operation uses 31 aliases; the limit is 30.',
        });
        const ws = await wsExecute(url, flood, { cookie: callers.staff.cookie ?? '' });
        expect(ws).toMatchObject({
          kind: 'errors',
          errors: [{ message: 'The operation uses 31 aliases; the limit is 30.' }],
        });
      });

      it('refuses a too-deep (introspection) query over HTTP and over graphql-ws', async () => {
        const deep = `{ __schema { types { fields { type { ${'ofType { '.repeat(17)}name${' }'.repeat(17)} } } } } }`;
        const http = await gql(url, deep, {}, callers.staff);
        expect(http.status).toBe(400);
        expect(http.body.errors?.map((e) => e.message)).toContain(
          'The introspection query is nested too deeply.',
        );
        const ws = await wsExecute(url, deep, { cookie: callers.staff.cookie ?? '' });
        expect(ws.kind).toBe('errors');
        if (ws.kind === 'errors')
          expect(ws.errors.map((e) => e.message)).toContain('The introspection query is nested too deeply.');
      });

      it('runs queries over graphql-ws with the session cookie or a bearer in connectionParams', async () => {
        const byCookie = await wsExecute(url, '{ viewer { user { userName } } }', {
          cookie: callers.clerk.cookie ?? '',
        });
        expect(byCookie).toEqual({
          kind: 'result',
          result: { data: { viewer: { user: { userName: 'clerk' } } } },
        });
        const bearer = await stack.createToken(callers.staff.cookie ?? '', 'ws');
        const byBearer = await wsExecute(url, '{ viewer { user { userName } } }', { bearerParam: bearer });
        expect(byBearer).toEqual({
          kind: 'result',
          result: { data: { viewer: { user: { userName: 'staff' } } } },
        });
        const forbidden = await wsExecute(url, '{ apiTokens { id } }', {
          cookie: callers.clerk.cookie ?? '',
        });
        expect(forbidden.kind).toBe('result');
        if (forbidden.kind === 'result')
          expect(forbidden.result.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
      });

      it('refuses graphql-ws connections without a valid session or from a foreign origin', async () => {
        expect(await wsExecute(url, '{ version }')).toMatchObject({ kind: 'closed', code: 4403 });
        expect(await wsExecute(url, '{ version }', { cookie: 'ah_session=not-a-session' })).toMatchObject({
          kind: 'closed',
          code: 4403,
        });
        const foreign = await wsExecute(url, '{ version }', {
          cookie: callers.staff.cookie ?? '',
          origin: 'https://evil.example',
        });
        expect(foreign).toMatchObject({ kind: 'closed', code: 403 });
      });
    });

    describe('createInvoiceGroup', () => {
      /** Uninvoiced groups as the gateway shows them (all pages). */
      async function uninvoiced(): Promise<HubData['uninvoicedSaleGroups']['items']> {
        const first = dataOf<HubData>(
          await gql(url, HUB_QUERY, { page: 1 }, callers.staff),
        ).uninvoicedSaleGroups;
        const rest: HubData['uninvoicedSaleGroups']['items'] = [];
        for (let page = 2; page <= first.pageInfo.totalPages; page += 1)
          rest.push(
            ...dataOf<HubData>(await gql(url, HUB_QUERY, { page }, callers.staff)).uninvoicedSaleGroups.items,
          );
        return [...first.items, ...rest];
      }
      const singleLocation = (g: { sessions: SessionOut[] }) =>
        new Set(g.sessions.map((s) => s.locationId)).size === 1;
      const create = (input: Record<string, unknown>, caller: Caller = callers.staff) =>
        gql(url, CREATE, { input }, caller);

      it('refuses each bad input with the shared rules’ message and field', async () => {
        const groups = await uninvoiced();
        const good = groups.find((g) => singleLocation(g));
        const mixed = groups.find((g) => !singleLocation(g));
        expect(good && mixed).toBeTruthy();
        const goodRefs = good?.sessions.map((s) => s.ref) ?? [];
        const location = good?.sessions[0]?.locationId;
        const otherGroupSameLocation = groups.find(
          (g) => g.id !== good?.id && g.sessions.some((s) => s.locationId === location),
        );
        const foreignRef = otherGroupSameLocation?.sessions.find((s) => s.locationId === location)?.ref;
        expect(foreignRef).toBeDefined();

        const cases: [string, Record<string, unknown>, string, string][] = [
          [
            'empty name',
            { name: '  ', templateId: '1', sessionRefs: goodRefs },
            INVOICE_GROUP_MESSAGES.nameRequired,
            'name',
          ],
          [
            'name over 50',
            { name: 'x'.repeat(51), templateId: '1', sessionRefs: goodRefs },
            INVOICE_GROUP_MESSAGES.nameTooLong,
            'name',
          ],
          [
            'no template',
            { name: 'Group', templateId: '', sessionRefs: goodRefs },
            INVOICE_GROUP_MESSAGES.templateRequired,
            'templateId',
          ],
          [
            'no sessions',
            { name: 'Group', templateId: '1', sessionRefs: [] },
            INVOICE_GROUP_MESSAGES.sessionsRequired,
            'sessionRefs',
          ],
          [
            'two sale groups',
            { name: 'Group', templateId: '1', sessionRefs: [...goodRefs, foreignRef] },
            INVOICE_GROUP_MESSAGES.oneSaleGroup,
            'sessionRefs',
          ],
          [
            'two locations',
            { name: 'Group', templateId: '1', sessionRefs: mixed?.sessions.map((s) => s.ref) },
            INVOICE_GROUP_MESSAGES.oneLocation,
            'sessionRefs',
          ],
          [
            'unknown session',
            { name: 'Group', templateId: '1', sessionRefs: ['NOPE000000'] },
            INVOICES_HUB_MESSAGES.unknownSessions,
            'sessionRefs',
          ],
          [
            'upstream refusal: unknown template',
            { name: 'Group', templateId: '99999', sessionRefs: goodRefs },
            'The selected invoice template does not exist',
            'templateId',
          ],
        ];
        for (const [label, input, message, field] of cases) {
          const res = await create(input);
          expect(res.body.data, label).toBeNull();
          expect(firstError(res), label).toMatchObject({ code: 'BAD_USER_INPUT', message, field });
        }
        expect(INVOICE_GROUP_MESSAGES.oneLocation).toBe(
          'Invoice Groups can only contain catalogs that had the same sale location for sales tax calculation. Please create separate invoice groups for the selected catalogs',
        );
        // Nothing was created.
        expect((await uninvoiced()).map((g) => g.id)).toEqual(groups.map((g) => g.id));
      });

      it('creates a group; once the upstream has built the invoices it shows invoicesCreated', async () => {
        const groups = await uninvoiced();
        const chosen =
          groups.find((g) => singleLocation(g) && g.sessions.length >= 2) ?? groups.find(singleLocation);
        const refs = chosen?.sessions.map((s) => s.ref) ?? [];
        const templates = dataOf<HubData>(await gql(url, HUB_QUERY, {}, callers.staff)).invoiceTemplates;
        events.length = 0;
        const created = dataOf<{ createInvoiceGroup: { invoiceGroupId: string } }>(
          await gql(
            url,
            `mutation CreateGroup($input: CreateInvoiceGroupInput!) { createInvoiceGroup(input: $input) { invoiceGroupId } }`,
            {
              input: {
                name: '  Integration Group  ',
                templateId: templates[0]?.id,
                sessionRefs: [...refs, refs[0]],
              },
            },
            callers.staff,
          ),
        ).createInvoiceGroup;
        expect(created.invoiceGroupId).toMatch(/^\d+$/);
        const calls = events
          .find((e) => e.operationName === 'CreateGroup')
          ?.calls.map((c) => `${c.method} ${c.path}`);
        expect(calls).toEqual([
          'GET /app/house/user',
          `GET /app/house/${DEMO_HOUSE_REF}/invoiceCatalogs`,
          `POST /app/house/${DEMO_HOUSE_REF}/invoiceGroup`,
        ]);

        await stack.upstream.waitForJobs();
        const page1 = dataOf<Pick<HubData, 'invoiceGroups'>>(
          await gql(url, INVOICE_GROUPS, { page: 1 }, callers.staff),
        ).invoiceGroups;
        const group = page1.items.find((g) => g.id === created.invoiceGroupId);
        expect(group).toMatchObject({ title: 'Integration Group', invoicesCreated: true });
        expect(group?.sessions.map((s) => s.ref).sort()).toEqual([...refs].sort());
        const after = await uninvoiced();
        expect(after.flatMap((g) => g.sessions.map((s) => s.ref)).filter((r) => refs.includes(r))).toEqual(
          [],
        );

        // The same sessions again: no longer uninvoiced.
        const again = await create({ name: 'Again', templateId: templates[0]?.id, sessionRefs: refs });
        expect(firstError(again)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'sessionRefs' });
      });
    });
  });
}
