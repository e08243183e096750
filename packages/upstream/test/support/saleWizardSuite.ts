import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOUSE_REF, DEMO_LOGINS, OTHER_HOUSE_REF } from '../../src/seed/demoLogins.js';
import type { RunningUpstream } from '../../src/server.js';
import request from 'supertest';
import { getAs, postAs, signIn, type SignedIn } from './session.js';

export interface SaleWizardSuiteTarget {
  upstream: RunningUpstream;
  cleanup?: () => Promise<void>;
}

interface CalendarCatalog {
  catalogID: number;
  groupID: number;
  catalogDateTimeUTC: string;
  dateTimeDisplay: string;
  timeZone: string;
  lotCount: number;
  lotsWithoutImagesCount: number;
  unpublishedLotCount: number;
}
interface CalendarGroup {
  groupID: number;
  groupName: string;
  catalogs: CalendarCatalog[];
}

/** MM/DD/YYYY of the UTC day `days` from now. */
const usDay = (days: number) => {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
};

/**
 * The sales setup behaviour that must hold on every storage backend: the calendar split
 * and counts, session times in their own zone, the session limit under concurrency, delete only
 * without lots, the step tracker, locations (primary, soft delete), reference data, fixed-price
 * details and house isolation. `boot` must start a freshly seeded (small) upstream.
 */
export function defineSaleWizardSuite(label: string, boot: () => Promise<SaleWizardSuiteTarget>): void {
  describe(`sale wizard suite (${label})`, () => {
    let target: SaleWizardSuiteTarget | undefined;
    let url: string;
    let staff: SignedIn;
    let other: SignedIn;
    let demoId: number;
    let otherId: number;
    const db = () => {
      if (!target) throw new Error('not booted');
      return target.upstream.database.db;
    };
    const house = (path: string) => `/app/house/${DEMO_HOUSE_REF}${path}`;
    const newSale = async (title: string, isTimed: '0' | '1' = '1') => {
      const res = await postAs(url, staff, `/cps/app/house/${demoId}/auction`, {
        isTimed,
        title,
        termsID: 1,
        defaultShippingTermsID: 1,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.groupID as number;
    };
    const session = (groupID: number, extra: Record<string, unknown> = {}) => ({
      groupID,
      title: 'Suite Session',
      date: usDay(30),
      hour: 7,
      minute: 30,
      ampm: 'PM',
      TZ_zoneName: 'America/Chicago',
      addressID: 1,
      ...extra,
    });

    beforeAll(async () => {
      target = await boot();
      url = target.upstream.url;
      [staff, other] = await Promise.all([
        signIn(url, DEMO_LOGINS.staff),
        signIn(url, DEMO_LOGINS.otherStaff),
      ]);
      demoId = (
        await db()
          .selectFrom('houses')
          .select('id')
          .where('ref', '=', DEMO_HOUSE_REF)
          .executeTakeFirstOrThrow()
      ).id;
      otherId = (
        await db()
          .selectFrom('houses')
          .select('id')
          .where('ref', '=', OTHER_HOUSE_REF)
          .executeTakeFirstOrThrow()
      ).id;
    });

    afterAll(async () => {
      await target?.upstream.close();
      await target?.cleanup?.();
    });

    it('splits the calendar into upcoming and past with the lot counts of each session', async () => {
      const now = Date.now();
      const upcoming = (await getAs(url, staff, house('/auction-calendar?upcoming=true'))).body
        .groups as CalendarGroup[];
      const past = (await getAs(url, staff, house('/auction-calendar?upcoming=false'))).body
        .groups as CalendarGroup[];
      expect(upcoming.length).toBeGreaterThan(3);
      expect(past.length).toBeGreaterThan(20);
      for (const g of upcoming)
        expect(
          g.catalogs.length === 0 || g.catalogs.some((c) => Date.parse(c.catalogDateTimeUTC) >= now),
          g.groupName,
        ).toBe(true);
      for (const g of past)
        expect(
          g.catalogs.every((c) => Date.parse(c.catalogDateTimeUTC) < now),
          g.groupName,
        ).toBe(true);
      const latestPast = past.map((g) =>
        Math.max(...g.catalogs.map((c) => Date.parse(c.catalogDateTimeUTC))),
      );
      expect(latestPast).toEqual([...latestPast].sort((a, b) => b - a));

      const sessions = [...upcoming, ...past].flatMap((g) => g.catalogs);
      const counts = await db()
        .selectFrom('lots')
        .select(['catalog_id'])
        .select((eb) => [
          eb.fn.countAll<number>().as('n'),
          eb.fn.sum<number>(eb.case().when('image_count', '=', 0).then(1).else(0).end()).as('noImages'),
          eb.fn.sum<number>(eb.case().when('unpublished', '=', true).then(1).else(0).end()).as('unpublished'),
        ])
        .where('house_id', '=', demoId)
        .groupBy('catalog_id')
        .execute();
      for (const c of sessions) {
        const row = counts.find((r) => r.catalog_id === c.catalogID);
        expect([c.lotCount, c.lotsWithoutImagesCount, c.unpublishedLotCount], String(c.catalogID)).toEqual([
          Number(row?.n ?? 0),
          Number(row?.noImages ?? 0),
          Number(row?.unpublished ?? 0),
        ]);
      }
      const chicago = sessions.find((c) => c.timeZone === 'America/Chicago');
      expect(chicago?.dateTimeDisplay).toMatch(/ 6:00 PM C[SD]T$/);
      expect(chicago?.lotCount).toBe(0);
      const bin = (await getAs(url, staff, house('/bin/sale'))).body.binSale;
      expect(bin).toMatchObject({ soldLotCount: 3, unSoldLotCount: 6 });
      expect(sessions.some((c) => c.catalogID === bin.catalogID)).toBe(false);
    });

    it("stores a session's start in its own time zone and reads it back as entered", async () => {
      const groupID = await newSale('Suite Zones');
      // 15 January next year is always from tomorrow to two years ahead; 19:30 CST is 01:30 UTC the next day.
      const year = new Date().getUTCFullYear() + 1;
      const winter = await postAs(
        url,
        staff,
        '/cps/app/catalog/0',
        session(groupID, { date: `01/15/${year}` }),
      );
      expect(winter.status, JSON.stringify(winter.body)).toBe(200);
      const winterDef = (await getAs(url, staff, `/cps/app/catalog/${winter.body.catalogID}`)).body
        .sessionDefinition;
      expect(winterDef.eventDateUTCString).toBe(`${year}-01-16T01:30:00.000Z`);
      expect(winterDef).toMatchObject({
        date: `01/15/${year}`,
        hour: '07',
        minute: '30',
        ampm: 'PM',
        TZ_zoneName: 'America/Chicago',
      });
      const summer = await postAs(
        url,
        staff,
        '/cps/app/catalog/0',
        session(groupID, { date: usDay(60), hour: 12, minute: 0, ampm: 'AM', TZ_zoneName: 'Asia/Kolkata' }),
      );
      expect(summer.status).toBe(200);
      const def = (await getAs(url, staff, `/cps/app/catalog/${summer.body.catalogID}`)).body
        .sessionDefinition;
      expect(def).toMatchObject({
        date: usDay(60),
        hour: '12',
        minute: '00',
        ampm: 'AM',
        TZ_zoneName: 'Asia/Kolkata',
      });
      expect(
        new Date(def.eventDateUTCString).getUTCHours() * 60 +
          new Date(def.eventDateUTCString).getUTCMinutes(),
      ).toBe(18 * 60 + 30);
      // Moving only the zone keeps the wall-clock time.
      expect(
        (
          await postAs(url, staff, `/cps/app/catalog/${summer.body.catalogID}`, {
            TZ_zoneName: 'Europe/London',
          })
        ).status,
      ).toBe(200);
      const moved = (await getAs(url, staff, `/cps/app/catalog/${summer.body.catalogID}`)).body
        .sessionDefinition;
      expect(moved).toMatchObject({ hour: '12', minute: '00', ampm: 'AM', TZ_zoneName: 'Europe/London' });
    });

    it('holds the session limit per sale under concurrent creations', async () => {
      const groupID = await newSale('Suite Limit', '0');
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          postAs(url, staff, '/cps/app/catalog/0', session(groupID, { title: `Concurrent ${i}` })),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(3);
      const refused = results.filter((r) => r.status === 409);
      expect(refused).toHaveLength(3);
      expect(refused[0]?.body.error.message).toBe(
        'You have reached the maximum number of sessions allowed per sale. In order to create a new session, please first add a new sale.',
      );
      const info = (await getAs(url, staff, `/cps/app/group/${groupID}/info`)).body.groupInfo;
      expect(info).toMatchObject({ catalogCount: 3, canAddCatalogs: false, isTimed: false });
    });

    it('deletes a session only without lots, and records the step tracker', async () => {
      const groupID = await newSale('Suite Delete');
      const created = (await postAs(url, staff, '/cps/app/catalog/0', session(groupID))).body
        .catalogID as number;
      expect(
        (await postAs(url, staff, `/cps/app/diy-step-tracker/${created}`, { step: 3 })).body.steptracker,
      ).toBe(3);
      expect((await getAs(url, staff, `/cps/app/diy-step-tracker/${created}`)).body.steptracker).toBe(3);
      const withLots = await db()
        .selectFrom('catalogs')
        .innerJoin('lots', 'lots.catalog_id', 'catalogs.id')
        .select('catalogs.id')
        .where('catalogs.house_id', '=', demoId)
        .where('catalogs.kind', '=', 'session')
        .executeTakeFirstOrThrow();
      const refused = await request(url)
        .delete(`/cps/app/catalog/${withLots.id}`)
        .set('Cookie', staff.cookie);
      expect(refused.status).toBe(409);
      expect(refused.body.error.code).toBe('CATALOG_HAS_LOTS');
      expect(
        (await request(url).delete(`/cps/app/catalog/${created}`).set('Cookie', staff.cookie)).status,
      ).toBe(200);
      const gone = await db()
        .selectFrom('catalogs')
        .select('id')
        .where('id', '=', created)
        .executeTakeFirst();
      expect(gone).toBeUndefined();
    });

    it('keeps the primary location and soft-deletes the others', async () => {
      const saved = await postAs(url, staff, house('/location'), {
        facilityName: 'Suite Annex',
        addressStreet1: '5 Suite Road',
        addressCity: 'Sydney',
        countryCode: 'AU',
        stateCode: 'NSW',
        postalCode: '2000',
      });
      const addressID = saved.body.data.addressID as number;
      const list = (await getAs(url, staff, '/app/house/address')).body.houseAddresses as Array<{
        addressID: number;
        primary: boolean;
        location: string;
      }>;
      expect(list[0]?.primary).toBe(true);
      expect(list.filter((a) => a.primary)).toHaveLength(1);
      expect(list.find((a) => a.addressID === addressID)?.location).toBe('Sydney, NSW, AU');
      const primary = list[0]?.addressID;
      expect((await getAs(url, staff, `/app/house/address/address-delete/${primary}`)).status).toBe(409);
      expect((await getAs(url, staff, `/app/house/address/address-delete/${addressID}`)).status).toBe(200);
      const row = await db()
        .selectFrom('house_addresses')
        .select('deleted_at')
        .where('id', '=', addressID)
        .executeTakeFirstOrThrow();
      expect(row.deleted_at).not.toBeNull();
      const after = (await getAs(url, staff, '/app/house/address')).body.houseAddresses as Array<{
        addressID: number;
      }>;
      expect(after.some((a) => a.addressID === addressID)).toBe(false);
    });

    it('serves the reference lists and the house settings', async () => {
      expect((await getAs(url, staff, '/app/country')).body.countries).toHaveLength(249);
      const sizes = await Promise.all(
        ['US', 'CA', 'AU', 'UK', 'DE'].map(
          async (c) => (await getAs(url, staff, `/app/states?country=${c}`)).body.states.length,
        ),
      );
      expect(sizes).toEqual([51, 13, 8, 108, 0]);
      expect(
        (await getAs(url, staff, `/cps/app/house/${demoId}/info`)).body.houseInfo.buyerPremiumApplication,
      ).toBe('slice');
      expect(
        (await getAs(url, other, `/cps/app/house/${otherId}/info`)).body.houseInfo.buyerPremiumApplication,
      ).toBe('whole');
    });

    it('round-trips fixed-price step 1', async () => {
      const bin = (await getAs(url, staff, house('/bin/sale'))).body.binSale as {
        groupID: number;
        catalogID: number;
      };
      const base = house(`/bin/group/${bin.groupID}`);
      expect((await postAs(url, staff, `${base}/payments`, [5])).status).toBe(200);
      expect((await postAs(url, staff, `${base}/shipTo?include=false`, ['CU'])).status).toBe(200);
      const terms = [
        { slot: 1, termTitle: 'Conditions', termText: 'Final.' },
        { slot: 2, termTitle: 'Shipping', termText: 'Ships fast.' },
        { slot: 5, active: true, termTitle: 'Taxes', termText: 'Sales tax applies.' },
      ];
      expect((await postAs(url, staff, `${base}/terms`, { terms })).status).toBe(200);
      const payments = (await getAs(url, staff, `${base}/payments`)).body.payments as Array<{
        paymentMethodID: number;
        selected: boolean;
      }>;
      expect(payments.filter((p) => p.selected).map((p) => p.paymentMethodID)).toEqual([5]);
      const shipTo = (await getAs(url, staff, `${base}/shipTo?include=true`)).body.shipTo as Array<{
        countryCode: string;
        selected: boolean;
      }>;
      expect(shipTo.filter((c) => !c.selected).map((c) => c.countryCode)).toEqual(['CU']);
      const saved = (await getAs(url, staff, `${base}/terms`)).body.terms as Array<{
        slot: number;
        active: boolean;
        termTitle: string;
      }>;
      expect(saved.map((t) => [t.slot, t.active, t.termTitle])).toEqual([
        [1, true, 'Conditions'],
        [2, true, 'Shipping'],
        [3, false, ''],
        [4, true, 'Payment'],
        [5, true, 'Taxes'],
        [6, false, ''],
      ]);
    });

    it("keeps houses apart: another house's ids are unknown or forbidden", async () => {
      const demoCatalog = (await getAs(url, staff, house('/bin/sale'))).body.binSale.catalogID as number;
      const demoGroup = (await getAs(url, staff, house('/auction-calendar?upcoming=true'))).body.groups[0]
        .groupID as number;
      expect((await getAs(url, other, `/cps/app/catalog/${demoCatalog}`)).status).toBe(404);
      expect((await postAs(url, other, `/cps/app/catalog/${demoCatalog}`, { title: 'Stolen' })).status).toBe(
        404,
      );
      expect((await postAs(url, other, '/cps/app/catalog/0', session(demoGroup))).status).toBe(404);
      expect((await getAs(url, other, `/cps/app/group/${demoGroup}/info`)).status).toBe(404);
      expect((await getAs(url, other, `/cps/app/house/${demoId}/contacts`)).status).toBe(403);
      expect((await getAs(url, other, house('/auction-calendar?upcoming=true'))).status).toBe(403);
      const otherCalendar = (
        await getAs(url, other, `/app/house/${OTHER_HOUSE_REF}/auction-calendar?upcoming=false`)
      ).body.groups as CalendarGroup[];
      const demoGroups = (await getAs(url, staff, house('/auction-calendar?upcoming=false'))).body
        .groups as CalendarGroup[];
      const demoIds = new Set(demoGroups.map((g) => g.groupID));
      expect(otherCalendar.length).toBeGreaterThan(0);
      expect(otherCalendar.some((g) => demoIds.has(g.groupID))).toBe(false);
      const otherAddresses = (await getAs(url, other, '/app/house/address')).body.houseAddresses as Array<{
        addressID: number;
      }>;
      const demoAddresses = (await getAs(url, staff, '/app/house/address')).body.houseAddresses as Array<{
        addressID: number;
      }>;
      expect(otherAddresses.some((a) => demoAddresses.some((d) => d.addressID === a.addressID))).toBe(false);
      expect(
        (await getAs(url, other, `/app/house/address/address-delete/${demoAddresses[1]?.addressID}`)).status,
      ).toBe(404);
    });
  });
}
