import {
  FULFILMENT_LOCATION_MESSAGES,
  HOUSE_LOCATION_MESSAGES,
  NEW_SALE_MESSAGES,
  SESSION_STEP1_MESSAGES,
  SESSION_STEP2_MESSAGES,
  sessionLimitMessageFor,
} from '@ah/schema';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGateway, type Gateway } from '../src/server.js';
import { startStack, type Stack } from '../src/testing.js';
import { jsonFault, startFaultProxy } from './support/faultProxy.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * Sales setup over HTTP against the real upstream (sales §2): add sale → step 1 → step 2 → calendar,
 * fixed-price step 1, locations; each refusal with the spec's message and field; a part failing
 * upstream reported (nothing lost); house isolation; callers without the flag refused.
 */
const PASSWORD = 'demo-password';

const ADD_SALE = `mutation($input: AddSaleInput!) { addSale(input: $input) { groupId auctionType wizardPath } }`;
const FORM = `{ addSaleForm { liveOrTimedEnabled defaultAuctionType shippingEnabled shippingTerms { id name }
  terms { id name disabled disabledReason } blocker { reason message } warnings } }`;
const WIZARD = `query($g: ID!, $c: ID!) { sessionWizard(groupId: $g, catalogId: $c) {
  auctionType routeType sessionLimitReached sessionLimitMessage wizardStep houseTimeZone
  locations { id label primary } timeZones { id name } shippingPolicy { origins { id name } terms { id } }
  session { id title date hour minute ampm timeZone startsAt dateTimeDisplay locationId fulfilmentLocationId
    timed { staggered staggerSeconds resellUnsoldLiveLots } categoryIds audioVideo viewingNotes description
    contacts { consignment { id } saleAdministrator { id } expert { id } } }
  contactTypes { id role contacts { id displayName } } categories { id name subcategories { id name } }
  channels { id name state fixed states { state label } }
  buyerPremium { application tiers { from to percent } premiumFor(hammer: "10000.00") } } }`;
const STEP1 = `mutation($g: ID!, $c: ID!, $input: SessionDetailsInput!, $fromSummary: Boolean) {
  saveSessionDetails(groupId: $g, catalogId: $c, input: $input, fromSummary: $fromSummary) {
    ok failedParts parts { part ok message } nextStep nextPath
    session { id title date hour minute ampm timeZone startsAt dateTimeDisplay fulfilmentLocationId location { id } } } }`;
const STEP2 = `mutation($c: ID!, $input: SessionSettingsInput!, $action: WizardAction, $onlyParts: [SessionSavePart!]) {
  saveSessionSettings(catalogId: $c, input: $input, action: $action, onlyParts: $onlyParts) {
    ok failedParts parts { part ok message } nextStep nextPath
    session { categoryIds audioVideo viewingNotes contacts { expert { id } } } } }`;
const CALENDAR = `query($p: CalendarPeriod!) { auctionCalendar(period: $p) {
  groups { id name auctionType addSessionBlock { reason message } addSessionPath
    sessions { id title startsAt timeZone timeZoneAbbreviation dateTimeDisplay lotCount canDelete wizardStep editPath } }
  buyNowSale { catalogId groupId soldLotCount unsoldLotCount unpublishedLotCount wizardPath } } }`;
const FIXED = `query($g: ID!, $c: ID!) { fixedPriceSaleDetails(groupId: $g, catalogId: $c) {
  postSaleTo contacts { consignment { id } saleAdministrator { id } expert { id } }
  invoiceSettings { groupSettingsId subject fromName fromEmail bccEmail charges { taxType rate countryCode countryName stateCode stateName } }
  shipTo { excluded { code } included { code } } terms { slot label title text active required locked }
  paymentMethods { id name selected } currency { code } wizardStep } }`;
const SAVE_FIXED = `mutation($g: ID!, $c: ID!, $input: FixedPriceSaleDetailsInput!, $onlyParts: [FixedPriceSavePart!]) {
  saveFixedPriceSaleDetails(groupId: $g, catalogId: $c, input: $input, onlyParts: $onlyParts) {
    ok failedParts parts { part ok message } nextPath } }`;
const SAVE_LOCATION = `mutation($input: HouseLocationInput!) { saveHouseLocation(input: $input) { id label primary countryName stateCode postalCode timeZone } }`;
const SAVE_ORIGIN = `mutation($input: FulfilmentLocationInput!) { saveFulfilmentLocation(input: $input) {
  id name accessInstructions address { addressLine1 city state postalCode country } contacts { fullName email phoneNumber } } }`;

interface Wizard {
  sessionWizard: {
    sessionLimitReached: boolean;
    sessionLimitMessage: string | null;
    wizardStep: number | null;
    locations: Array<{ id: string; primary: boolean }>;
    shippingPolicy: { origins: Array<{ id: string; name: string }> } | null;
    session: { id: string; categoryIds: string[]; contacts: Record<string, { id: string } | null> } | null;
    contactTypes: Array<{ id: number; role: string; contacts: Array<{ id: string }> }>;
    categories: Array<{ id: string; subcategories: Array<{ id: string }> }>;
    channels: Array<{ id: string; state: string; fixed: boolean }>;
    buyerPremium: {
      application: string;
      premiumFor: string;
      tiers: Array<{ from: string; to: string | null; percent: string }>;
    };
  };
}
interface CalendarData {
  auctionCalendar: {
    groups: Array<{
      id: string;
      name: string;
      addSessionBlock: { reason: string; message: string } | null;
      addSessionPath: string;
      sessions: Array<{
        id: string;
        startsAt: string;
        timeZone: string;
        dateTimeDisplay: string;
        canDelete: boolean;
        wizardStep: number | null;
        editPath: string;
      }>;
    }>;
    buyNowSale: { catalogId: string; groupId: string; soldLotCount: number; wizardPath: string } | null;
  };
}

/** YYYY-MM-DD `days` from today (UTC). */
const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let stack: Stack;
let staff: Caller;
let clerk: Caller;
let other: Caller;
let proxy: Awaited<ReturnType<typeof startFaultProxy>>;
let faultyGateway: Gateway;
let faultyUrl: string;

beforeAll(async () => {
  stack = await startStack();
  const [s, c, o] = await Promise.all([
    stack.login('demo', 'staff', PASSWORD),
    stack.login('demo', 'clerk', PASSWORD),
    stack.login('other', 'staff', PASSWORD),
  ]);
  staff = { cookie: s };
  clerk = { cookie: c };
  other = { cookie: o };
  // A second gateway whose catalog calls go through a proxy that can break chosen paths.
  proxy = await startFaultProxy(stack.upstreamUrl);
  faultyGateway = createGateway({
    // Raw test queries with session cookies: trusted documents off, as in testing.ts.
    trustedDocuments: 'off',
    services: {
      house: stack.upstreamUrl,
      catalog: proxy.url,
      shipping: stack.upstreamUrl,
      bidAdmin: stack.upstreamUrl,
    },
    logLevel: 'silent',
    shutdownDelayMs: 0,
    upstreamRetries: 0,
  });
  faultyUrl = await faultyGateway.start(0, '127.0.0.1');
}, 120_000);
afterEach(() => {
  proxy.faults.length = 0;
});
afterAll(async () => {
  await faultyGateway?.stop();
  await proxy?.close();
  await stack?.close();
});

const q = (query: string, variables: Record<string, unknown> = {}, caller: Caller = staff) =>
  gql(stack.gatewayUrl, query, variables, caller);

describe('add sale → step 1 → step 2 → calendar', () => {
  it('creates a timed sale with a new house location and fulfilment location, and finds it on the calendar in its time zone', async () => {
    const form = dataOf<{
      addSaleForm: {
        shippingEnabled: boolean;
        shippingTerms: Array<{ id: string }>;
        terms: Array<{ id: string; name: string; disabled: boolean }>;
      };
    }>(await q(FORM)).addSaleForm;
    expect(form.shippingEnabled).toBe(true);
    expect(form.terms.find((t) => t.name === 'Check & Wire Payments')?.disabled).toBe(true);
    expect(form.terms.find((t) => t.name === 'Fee Step Terms')?.disabled).toBe(true);
    const terms = form.terms.find((t) => !t.disabled)?.id;

    const sale = dataOf<{ addSale: { groupId: string; auctionType: string; wizardPath: string } }>(
      await q(ADD_SALE, {
        input: {
          name: 'Integration Timed Sale',
          auctionType: 'TIMED',
          termsId: terms,
          shippingTermsId: form.shippingTerms[0]?.id,
        },
      }),
    ).addSale;
    expect(sale).toMatchObject({ auctionType: 'TIMED', wizardPath: `/session/timed/${sale.groupId}/0/1` });

    const location = dataOf<{
      saveHouseLocation: { id: string; label: string; primary: boolean; countryName: string };
    }>(
      await q(SAVE_LOCATION, {
        input: {
          facilityName: 'Lakeside Hall',
          street1: '200 Lake Shore Dr',
          city: 'Chicago',
          countryCode: 'US',
          stateCode: 'IL',
          postalCode: '60601',
          timeZone: 'America/Chicago',
        },
      }),
    ).saveHouseLocation;
    expect(location).toMatchObject({
      label: 'Lakeside Hall - Chicago, IL, US',
      primary: false,
      countryName: 'United States',
    });
    const origin = dataOf<{
      saveFulfilmentLocation: { id: string; contacts: Array<{ phoneNumber: string }> };
    }>(
      await q(SAVE_ORIGIN, {
        input: {
          name: 'Lakeside Loading Bay',
          accessInstructions: 'Dock 2',
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
    ).saveFulfilmentLocation;
    expect(origin.contacts[0]?.phoneNumber).toBe('+13125550100');

    const fresh = dataOf<Wizard>(await q(WIZARD, { g: sale.groupId, c: '0' })).sessionWizard;
    expect(fresh).toMatchObject({ sessionLimitReached: false, session: null, wizardStep: null });
    expect(fresh.locations.some((l) => l.id === location.id)).toBe(true);
    expect(fresh.shippingPolicy?.origins.some((o) => o.id === origin.id)).toBe(true);

    const date = isoIn(21);
    const step1 = dataOf<{
      saveSessionDetails: {
        ok: boolean;
        parts: Array<{ part: string; ok: boolean }>;
        nextStep: number;
        nextPath: string;
        session: {
          id: string;
          date: string;
          hour: string;
          minute: string;
          ampm: string;
          timeZone: string;
          startsAt: string;
          dateTimeDisplay: string;
          fulfilmentLocationId: string;
          location: { id: string };
        };
      };
    }>(
      await q(STEP1, {
        g: sale.groupId,
        c: '0',
        input: {
          title: 'Lakeside Treasures',
          locationId: location.id,
          fulfilmentLocationId: origin.id,
          date,
          hour: '07',
          minute: '30',
          ampm: 'PM',
          timeZone: 'America/Chicago',
          timed: { staggered: true, staggerSeconds: 90, resellUnsoldLiveLots: false },
        },
      }),
    ).saveSessionDetails;
    expect(step1.ok).toBe(true);
    expect(step1.parts.map((p) => p.part)).toEqual(['SESSION', 'STEP_TRACKER', 'TIMED_LOT_TIMES']);
    const catalogId = step1.session.id;
    expect(step1).toMatchObject({ nextStep: 2, nextPath: `/session/timed/${sale.groupId}/${catalogId}/2` });
    expect(step1.session).toMatchObject({
      date,
      hour: '07',
      minute: '30',
      ampm: 'PM',
      timeZone: 'America/Chicago',
      fulfilmentLocationId: origin.id,
      location: { id: location.id },
    });
    expect(step1.session.startsAt).toMatch(new RegExp(`^${date}T19:30:00-0[56]:00$`));
    expect(step1.session.dateTimeDisplay).toMatch(/7:30 PM C[SD]T$/);

    const step2Data = dataOf<Wizard>(await q(WIZARD, { g: sale.groupId, c: catalogId })).sessionWizard;
    expect(step2Data.wizardStep).toBe(2);
    expect(step2Data.channels.find((c) => c.fixed)?.state).toBe('AVAILABLE');
    expect(step2Data.buyerPremium.application).toBe('SLICE_BY_BAND');
    const expert = step2Data.contactTypes.find((t) => t.role === 'EXPERT')?.contacts[0]?.id;
    const subcategory = step2Data.categories[0]?.subcategories[0]?.id;
    const step2 = dataOf<{
      saveSessionSettings: {
        ok: boolean;
        failedParts: string[];
        nextStep: number;
        nextPath: string;
        session: {
          categoryIds: string[];
          audioVideo: boolean;
          viewingNotes: string;
          contacts: { expert: { id: string } };
        };
      };
    }>(
      await q(STEP2, {
        c: catalogId,
        input: {
          audioVideo: true,
          channels: [{ channelId: '4', state: 'AVAILABLE' }],
          contacts: { expertContactId: expert },
          categoryIds: [subcategory, step2Data.categories[1]?.id],
          description: 'Estate pieces from the lakeshore.',
          viewingNotes: 'Preview Friday 10 AM to 4 PM.',
        },
      }),
    ).saveSessionSettings;
    expect(step2).toMatchObject({
      ok: true,
      failedParts: [],
      nextStep: 3,
      nextPath: `/session/timed/${sale.groupId}/${catalogId}/3`,
    });
    expect(step2.session).toMatchObject({
      audioVideo: true,
      viewingNotes: 'Preview Friday 10 AM to 4 PM.',
      contacts: { expert: { id: expert } },
    });
    expect(step2.session.categoryIds.sort()).toEqual([subcategory, step2Data.categories[1]?.id].sort());

    const calendar = dataOf<CalendarData>(await q(CALENDAR, { p: 'UPCOMING' })).auctionCalendar;
    const group = calendar.groups.find((g) => g.id === sale.groupId);
    expect(group?.addSessionBlock).toBeNull();
    expect(group?.addSessionPath).toBe(`/session/timed/${sale.groupId}/0/1`);
    expect(group?.sessions).toEqual([
      expect.objectContaining({
        id: catalogId,
        timeZone: 'America/Chicago',
        startsAt: step1.session.startsAt,
        dateTimeDisplay: step1.session.dateTimeDisplay,
        canDelete: true,
        wizardStep: 3,
        editPath: `/session/timed/${sale.groupId}/${catalogId}/1`,
      }),
    ]);
    const past = dataOf<CalendarData>(await q(CALENDAR, { p: 'PAST' })).auctionCalendar;
    expect(past.groups.some((g) => g.id === sale.groupId)).toBe(false);

    // Save & Exit and the summary round trip.
    const exit = dataOf<{ saveSessionSettings: { ok: boolean; nextStep: number | null; nextPath: string } }>(
      await q(STEP2, {
        c: catalogId,
        action: 'SAVE_AND_EXIT',
        input: { audioVideo: false, channels: [], contacts: {}, categoryIds: [subcategory] },
      }),
    ).saveSessionSettings;
    expect(exit).toMatchObject({ ok: true, nextStep: null, nextPath: '/my-auctions/current' });
    const fromSummary = dataOf<{
      saveSessionDetails: { nextStep: number; nextPath: string; parts: Array<{ part: string }> };
    }>(
      await q(STEP1, {
        g: sale.groupId,
        c: catalogId,
        fromSummary: true,
        input: {
          title: 'Lakeside Treasures II',
          locationId: location.id,
          date,
          hour: '08',
          minute: '00',
          ampm: 'PM',
          timeZone: 'America/Chicago',
        },
      }),
    ).saveSessionDetails;
    expect(fromSummary.nextStep).toBe(6);
    expect(fromSummary.nextPath).toBe(`/session/timed/${sale.groupId}/${catalogId}/6`);
    expect(fromSummary.parts.map((p) => p.part)).not.toContain('STEP_TRACKER');

    // A session without lots can be deleted.
    expect(
      dataOf<{ deleteSession: { catalogId: string } }>(
        await q(`mutation($c: ID!) { deleteSession(catalogId: $c) { catalogId } }`, { c: catalogId }),
      ).deleteSession.catalogId,
    ).toBe(catalogId);
    const after = dataOf<CalendarData>(await q(CALENDAR, { p: 'UPCOMING' })).auctionCalendar;
    expect(after.groups.find((g) => g.id === sale.groupId)?.sessions).toEqual([]);
  });

  it('computes the buyer premium for a hammer by the house setting', async () => {
    const calendar = dataOf<CalendarData>(await q(CALENDAR, { p: 'UPCOMING' })).auctionCalendar;
    const groupId = calendar.groups[0]?.id as string;
    const wizard = dataOf<Wizard>(await q(WIZARD, { g: groupId, c: '0' })).sessionWizard;
    const [first, second] = wizard.buyerPremium.tiers;
    // $10,000: $5,000 at the first rate, $5,000 at the second (slice by band).
    const cents = (pct: string) => Math.round(500_000 * Number(pct)) / 100;
    expect(Number(wizard.buyerPremium.premiumFor) * 100).toBe(
      Math.round(cents(first?.percent ?? '0') + cents(second?.percent ?? '0')),
    );
  });
});

describe('refusals with the spec messages and fields', () => {
  it('refuses a new sale without name, terms, type or shipping terms, or with greyed terms', async () => {
    const form = dataOf<{ addSaleForm: { terms: Array<{ id: string; disabled: boolean }> } }>(
      await q(FORM),
    ).addSaleForm;
    const greyed = form.terms.find((t) => t.disabled)?.id;
    const good = form.terms.find((t) => !t.disabled)?.id;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { name: ' ', auctionType: 'LIVE', termsId: good, shippingTermsId: '1' },
        'name',
        'Sale title is required',
      ],
      [
        { name: 'x'.repeat(121), auctionType: 'LIVE', termsId: good, shippingTermsId: '1' },
        'name',
        NEW_SALE_MESSAGES.nameTooLong,
      ],
      [{ name: 'A', auctionType: 'LIVE', shippingTermsId: '1' }, 'termsId', 'Please select your terms'],
      [
        { name: 'A', auctionType: 'LIVE', termsId: greyed, shippingTermsId: '1' },
        'termsId',
        NEW_SALE_MESSAGES.termsUnavailable,
      ],
      [{ name: 'A', termsId: good, shippingTermsId: '1' }, 'auctionType', NEW_SALE_MESSAGES.saleTypeRequired],
      [
        { name: 'A', auctionType: 'TIMED', termsId: good },
        'shippingTermsId',
        NEW_SALE_MESSAGES.shippingTermsRequired,
      ],
    ];
    for (const [input, field, message] of cases) {
      const error = firstError(await q(ADD_SALE, { input }));
      expect(error, JSON.stringify(input)).toMatchObject({ code: 'BAD_USER_INPUT', field, message });
    }
  });

  it('refuses step 1 by the §5 rules and at the session limit', async () => {
    const calendar = dataOf<CalendarData>(await q(CALENDAR, { p: 'UPCOMING' })).auctionCalendar;
    const timedGroup = calendar.groups.find((g) => g.name === 'Midwest Estates Online');
    const full = calendar.groups.find((g) => g.name === 'Three-Day Coin & Currency Sale');
    expect(full?.addSessionBlock).toEqual({
      reason: 'MAX_SESSIONS_REACHED',
      message: sessionLimitMessageFor('Three-Day Coin & Currency Sale'),
    });
    expect(calendar.groups.find((g) => g.name === 'Modern Design Online')?.addSessionBlock?.reason).toBe(
      'FEE_STEP_MISMATCH',
    );
    const input = {
      title: 'Refused',
      locationId: '1',
      date: isoIn(10),
      hour: '10',
      minute: '00',
      ampm: 'AM',
      timeZone: 'America/New_York',
    };
    const refuse = async (groupId: string | undefined, patch: Record<string, unknown>) =>
      firstError(await q(STEP1, { g: groupId, c: '0', input: { ...input, ...patch } }));
    expect(await refuse(timedGroup?.id, { title: '' })).toMatchObject({
      field: 'title',
      message: 'Please enter a session title',
    });
    expect(await refuse(timedGroup?.id, { date: isoIn(-1) })).toMatchObject({
      field: 'date',
      message: 'Session date must be within the next two years',
    });
    expect(await refuse(timedGroup?.id, { date: isoIn(800) })).toMatchObject({
      field: 'date',
      message: SESSION_STEP1_MESSAGES.dateOutOfRange,
    });
    expect(await refuse(timedGroup?.id, { hour: null })).toMatchObject({
      field: 'hour',
      message: 'Please select first lot end time',
    });
    expect(await refuse(timedGroup?.id, { ampm: null })).toMatchObject({
      field: 'ampm',
      message: 'Please select AM/PM',
    });
    expect(await refuse(timedGroup?.id, { locationId: '999999' })).toMatchObject({
      field: 'locationId',
      message: SESSION_STEP1_MESSAGES.locationRequired,
    });
    expect(
      await refuse(timedGroup?.id, {
        timed: { staggered: true, staggerSeconds: 20, resellUnsoldLiveLots: true },
      }),
    ).toMatchObject({
      field: 'timed.staggerSeconds',
    });
    const fullWizard = dataOf<Wizard>(await q(WIZARD, { g: full?.id, c: '0' })).sessionWizard;
    expect(fullWizard).toMatchObject({
      sessionLimitReached: true,
      sessionLimitMessage: SESSION_STEP1_MESSAGES.sessionLimit,
    });
    expect(await refuse(full?.id, {})).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'groupId',
      message: SESSION_STEP1_MESSAGES.sessionLimit,
    });
  });

  it('refuses step 2 by the §5 rules', async () => {
    const calendar = dataOf<CalendarData>(await q(CALENDAR, { p: 'UPCOMING' })).auctionCalendar;
    const catalogId = calendar.groups.find((g) => g.sessions.length > 0)?.sessions[0]?.id;
    const base = { audioVideo: false, channels: [], contacts: {}, categoryIds: ['1'] };
    const refuse = async (patch: Record<string, unknown>) =>
      firstError(await q(STEP2, { c: catalogId, input: { ...base, ...patch } }));
    expect(await refuse({ categoryIds: [] })).toMatchObject({
      field: 'categoryIds',
      message: SESSION_STEP2_MESSAGES.categoriesRequired,
    });
    expect(await refuse({ categoryIds: ['1', '2', '3', '4', '5', '6', '7', '8', '9'] })).toMatchObject({
      field: 'categoryIds',
      message: SESSION_STEP2_MESSAGES.categoriesTooMany,
    });
    expect(await refuse({ viewingNotes: 'Open <script>alert(1)</script>' })).toMatchObject({
      field: 'viewingNotes',
      message: SESSION_STEP2_MESSAGES.viewNotesMarkup,
    });
    expect(await refuse({ viewingNotes: 'x'.repeat(2501) })).toMatchObject({
      field: 'viewingNotes',
      message: SESSION_STEP2_MESSAGES.viewNotesTooLong,
    });
    expect(await refuse({ channels: [{ channelId: '1', state: 'NOT_AVAILABLE' }] })).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'channels',
    });
  });

  it('refuses locations and fulfilment locations by the §5 rules', async () => {
    const location = {
      street1: '1 Main St',
      city: 'Springfield',
      countryCode: 'US',
      stateCode: 'IL',
      postalCode: '62701',
    };
    const refuse = async (patch: Record<string, unknown>) =>
      firstError(await q(SAVE_LOCATION, { input: { ...location, ...patch } }));
    expect(await refuse({ countryCode: '', stateCode: null, province: 'x' })).toMatchObject({
      field: 'countryCode',
      message: 'Country is required',
    });
    expect(await refuse({ postalCode: '6270' })).toMatchObject({
      field: 'postalCode',
      message: HOUSE_LOCATION_MESSAGES.invalidFormat,
    });
    expect(await refuse({ countryCode: 'UK', stateCode: 'Kent', postalCode: '62701' })).toMatchObject({
      field: 'postalCode',
      message: HOUSE_LOCATION_MESSAGES.invalidFormat,
    });
    expect(await refuse({ stateCode: 'ZZ' })).toMatchObject({
      field: 'stateCode',
      message: 'State is required',
    });
    expect(await refuse({ street1: 'x'.repeat(51) })).toMatchObject({
      field: 'street1',
      message: 'Street Address 1 must be 50 characters or less',
    });
    const locations = dataOf<{ houseLocations: Array<{ id: string; primary: boolean }> }>(
      await q('{ houseLocations { id primary } }'),
    ).houseLocations;
    const primary = locations.find((l) => l.primary)?.id;
    expect(
      firstError(await q('mutation($id: ID!) { deleteHouseLocation(id: $id) }', { id: primary })),
    ).toMatchObject({
      field: 'id',
      message: HOUSE_LOCATION_MESSAGES.primaryCannotBeDeleted,
    });
    const added = dataOf<{ saveHouseLocation: { id: string } }>(
      await q(SAVE_LOCATION, {
        input: { ...location, countryCode: 'UK', stateCode: 'Kent', postalCode: 'CT1 2EH' },
      }),
    );
    expect(
      dataOf<{ deleteHouseLocation: boolean }>(
        await q('mutation($id: ID!) { deleteHouseLocation(id: $id) }', { id: added.saveHouseLocation.id }),
      ).deleteHouseLocation,
    ).toBe(true);

    const origin = {
      name: 'Dock',
      address: { addressLine1: '1 Pier', city: 'Boston', state: 'MA', postalCode: '02110', country: 'US' },
      contacts: [{ fullName: 'Sam', email: 'sam@example.com', phoneNumber: '555-0100' }],
    };
    expect(firstError(await q(SAVE_ORIGIN, { input: origin }))).toMatchObject({
      field: 'contacts.0.phoneNumber',
      message: FULFILMENT_LOCATION_MESSAGES.contactPhoneInvalid,
    });
    expect(
      firstError(
        await q(SAVE_ORIGIN, {
          input: {
            ...origin,
            name: '',
            contacts: [{ fullName: '', email: 'x', phoneNumber: '+12125550100' }],
          },
        }),
      ),
    ).toMatchObject({
      field: 'name',
      message: 'Facility Name is required.',
    });
  });
});

describe('fixed-price step 1', () => {
  it('loads, saves every part and retries only the failed ones', async () => {
    const bin = dataOf<CalendarData>(await q(CALENDAR, { p: 'UPCOMING' })).auctionCalendar.buyNowSale;
    expect(bin).toMatchObject({
      soldLotCount: 3,
      wizardPath: `/session/bin/${bin?.groupId}/${bin?.catalogId}/1`,
    });
    const vars = { g: bin?.groupId, c: bin?.catalogId };
    const before = dataOf<{
      fixedPriceSaleDetails: {
        terms: Array<{ slot: number; required: boolean; locked: boolean; active: boolean }>;
        invoiceSettings: { charges: Array<{ stateName: string }> };
      };
    }>(await q(FIXED, vars)).fixedPriceSaleDetails;
    expect(before.terms.map((t) => [t.slot, t.required, t.locked])).toEqual([
      [1, true, true],
      [2, true, true],
      [3, false, false],
      [4, false, false],
      [5, false, false],
      [6, false, false],
    ]);
    expect(before.invoiceSettings.charges[0]?.stateName).toBe('New York');
    const input = {
      contacts: { consignmentContactId: '3', saleAdministratorId: '4' },
      invoiceSettings: {
        subject: 'Thank you for buying',
        fromName: 'Demo Buy Now',
        fromEmail: 'buynow@demo.example.com',
        bccEmail: 'audit@demo.example.com',
      },
      charges: [
        { taxType: 'Ontario HST', rate: '13', countryCode: 'CA', stateCode: 'ON' },
        { taxType: 'Handling', rate: '2.125', countryCode: 'ALL' },
      ],
      shipToExcludedCountryCodes: ['RU', 'KP'],
      terms: [
        { slot: 1, active: true, title: 'Conditions of Sale', text: 'All sales final.' },
        { slot: 2, active: true, title: 'Shipping', text: 'We ship worldwide.' },
        { slot: 3, active: true, title: 'Contract', text: 'Binding on purchase.' },
      ],
      paymentMethodIds: ['3', '5'],
    };
    const saved = dataOf<{
      saveFixedPriceSaleDetails: {
        ok: boolean;
        parts: Array<{ part: string; ok: boolean }>;
        nextPath: string;
      };
    }>(await q(SAVE_FIXED, { ...vars, input })).saveFixedPriceSaleDetails;
    expect(saved.ok).toBe(true);
    expect(saved.parts.map((p) => p.part)).toEqual([
      'CONTACTS',
      'INVOICE_SETTINGS',
      'SHIP_TO',
      'TERMS',
      'PAYMENT_METHODS',
      'STEP_TRACKER',
    ]);
    expect(saved.nextPath).toBe(`/session/bin/${bin?.groupId}/${bin?.catalogId}/2`);
    const after = dataOf<{
      fixedPriceSaleDetails: {
        contacts: { consignment: { id: string } };
        invoiceSettings: {
          subject: string;
          bccEmail: string;
          charges: Array<{ taxType: string; rate: string; countryName: string; stateName: string | null }>;
        };
        shipTo: { excluded: Array<{ code: string }> };
        terms: Array<{ slot: number; active: boolean; title: string }>;
        paymentMethods: Array<{ id: string; selected: boolean }>;
        wizardStep: number;
      };
    }>(await q(FIXED, vars)).fixedPriceSaleDetails;
    expect(after.contacts.consignment.id).toBe('3');
    expect(after.invoiceSettings).toMatchObject({
      subject: 'Thank you for buying',
      bccEmail: 'audit@demo.example.com',
    });
    expect(after.invoiceSettings.charges).toEqual([
      {
        taxType: 'Ontario HST',
        rate: '13',
        countryCode: 'CA',
        countryName: 'Canada',
        stateCode: 'ON',
        stateName: 'Ontario',
      },
      {
        taxType: 'Handling',
        rate: '2.125',
        countryCode: 'ALL',
        countryName: 'All Countries',
        stateCode: null,
        stateName: null,
      },
    ]);
    expect(after.shipTo.excluded.map((c) => c.code)).toEqual(['KP', 'RU']);
    expect(after.terms.find((t) => t.slot === 3)).toMatchObject({ active: true, title: 'Contract' });
    expect(after.paymentMethods.filter((m) => m.selected).map((m) => m.id)).toEqual(['3', '5']);
    expect(after.wizardStep).toBeGreaterThanOrEqual(2);

    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ paymentMethodIds: [] }, 'paymentMethodIds', 'Please select at least one payment method'],
      [
        { charges: [{ taxType: 'Tax', rate: '100.5', countryCode: 'US', stateCode: 'NY' }] },
        'charges.0.rate',
        'Rate % must be a number between 0-100%',
      ],
      [
        { charges: [{ taxType: 'Tax', rate: '5.1234', countryCode: 'US', stateCode: 'NY' }] },
        'charges.0.rate',
        'Please enter a valid number, up to three decimal places',
      ],
      [
        { charges: [{ taxType: 'Tax', rate: '5', countryCode: 'US' }] },
        'charges.0.stateCode',
        'State is required',
      ],
      [
        { invoiceSettings: { ...input.invoiceSettings, fromEmail: 'nope' } },
        'invoiceSettings.fromEmail',
        'Please enter a valid email address',
      ],
      [
        { terms: [{ slot: 1, active: true, title: '', text: '' }] },
        'terms.1.title',
        'Conditions of Sale title is required',
      ],
    ];
    for (const [patch, field, message] of refusals)
      expect(
        firstError(await q(SAVE_FIXED, { ...vars, input: { ...input, ...patch } })),
        field,
      ).toMatchObject({ code: 'BAD_USER_INPUT', field, message });
  });

  it('reports a failing part and saves the others; a retry of that part completes it', async () => {
    const bin = dataOf<CalendarData>(await q(CALENDAR, { p: 'UPCOMING' })).auctionCalendar.buyNowSale;
    const vars = { g: bin?.groupId, c: bin?.catalogId };
    proxy.faults.push({
      match: (m, p) => m === 'POST' && p.endsWith('/contacts/independent'),
      respond: jsonFault(503, {}),
    });
    const input = {
      contacts: { consignmentContactId: '1' },
      invoiceSettings: { subject: 'Partial save', fromName: 'Demo', fromEmail: 'partial@demo.example.com' },
      charges: [],
      shipToExcludedCountryCodes: [],
      terms: [
        { slot: 1, active: true, title: 'Conditions', text: 'Final.' },
        { slot: 2, active: true, title: 'Shipping', text: 'Soon.' },
      ],
      paymentMethodIds: ['4'],
    };
    const partial = dataOf<{
      saveFixedPriceSaleDetails: {
        ok: boolean;
        failedParts: string[];
        parts: Array<{ part: string; ok: boolean; message: string | null }>;
      };
    }>(await gql(faultyUrl, SAVE_FIXED, { ...vars, input }, staff)).saveFixedPriceSaleDetails;
    expect(partial.ok).toBe(false);
    expect(partial.failedParts).toEqual(['CONTACTS']);
    expect(partial.parts.find((p) => p.part === 'CONTACTS')?.message).toBeTruthy();
    expect(partial.parts.some((p) => p.part === 'STEP_TRACKER')).toBe(false);
    const saved = dataOf<{
      fixedPriceSaleDetails: {
        invoiceSettings: { subject: string };
        contacts: { consignment: { id: string } | null };
      };
    }>(await q(FIXED, vars)).fixedPriceSaleDetails;
    expect(saved.invoiceSettings.subject).toBe('Partial save');
    expect(saved.contacts.consignment?.id).not.toBe('1');

    proxy.faults.length = 0;
    const retry = dataOf<{ saveFixedPriceSaleDetails: { ok: boolean; parts: Array<{ part: string }> } }>(
      await gql(faultyUrl, SAVE_FIXED, { ...vars, input, onlyParts: ['CONTACTS', 'STEP_TRACKER'] }, staff),
    ).saveFixedPriceSaleDetails;
    expect(retry).toMatchObject({ ok: true, parts: [{ part: 'CONTACTS' }, { part: 'STEP_TRACKER' }] });
    expect(
      dataOf<{ fixedPriceSaleDetails: { contacts: { consignment: { id: string } } } }>(await q(FIXED, vars))
        .fixedPriceSaleDetails.contacts.consignment.id,
    ).toBe('1');
  });

  it('step 2 reports a failing part and keeps the others', async () => {
    const calendar = dataOf<CalendarData>(await q(CALENDAR, { p: 'UPCOMING' })).auctionCalendar;
    const catalogId = calendar.groups.find((g) => g.name === 'Midwest Estates Online')?.sessions[0]?.id;
    proxy.faults.push({
      match: (m, p) => m === 'POST' && p.endsWith('/categories'),
      respond: jsonFault(502, {}),
    });
    const result = dataOf<{
      saveSessionSettings: {
        ok: boolean;
        failedParts: string[];
        nextStep: number | null;
        session: { viewingNotes: string };
      };
    }>(
      await gql(
        faultyUrl,
        STEP2,
        {
          c: catalogId,
          input: {
            audioVideo: false,
            channels: [],
            contacts: {},
            categoryIds: ['2'],
            viewingNotes: 'Kept despite the failure',
          },
        },
        staff,
      ),
    ).saveSessionSettings;
    expect(result).toMatchObject({
      ok: false,
      failedParts: ['CATEGORIES'],
      nextStep: null,
      session: { viewingNotes: 'Kept despite the failure' },
    });
  });
});

describe('house isolation and access', () => {
  it("keeps another house's sales, sessions and locations out of reach", async () => {
    const calendar = dataOf<CalendarData>(await q(CALENDAR, { p: 'UPCOMING' })).auctionCalendar;
    const demoGroup = calendar.groups.find((g) => g.sessions.length > 0);
    const demoSession = demoGroup?.sessions[0]?.id;
    expect(firstError(await q(WIZARD, { g: demoGroup?.id, c: '0' }, other)).code).toBe('NOT_FOUND');
    expect(firstError(await q(WIZARD, { g: demoGroup?.id, c: demoSession }, other)).code).toBe('NOT_FOUND');
    expect(
      firstError(
        await q(
          `mutation($c: ID!) { deleteSession(catalogId: $c) { catalogId } }`,
          { c: demoSession },
          other,
        ),
      ).code,
    ).toBe('NOT_FOUND');
    expect(
      firstError(
        await q(FIXED, { g: calendar.buyNowSale?.groupId, c: calendar.buyNowSale?.catalogId }, other),
      ).code,
    ).toBe('NOT_FOUND');
    const theirs = dataOf<CalendarData>(await q(CALENDAR, { p: 'PAST' }, other)).auctionCalendar;
    const ours = new Set(
      dataOf<CalendarData>(await q(CALENDAR, { p: 'PAST' })).auctionCalendar.groups.map((g) => g.id),
    );
    expect(theirs.groups.length).toBeGreaterThan(0);
    expect(theirs.groups.some((g) => ours.has(g.id))).toBe(false);
    expect(theirs.buyNowSale).toBeNull();
    const otherForm = dataOf<{ addSaleForm: { shippingEnabled: boolean; shippingTerms: unknown[] } }>(
      await q(FORM, {}, other),
    ).addSaleForm;
    expect(otherForm).toMatchObject({ shippingEnabled: false, shippingTerms: [] });
    expect(
      dataOf<{ shippingPolicy: null }>(await q('{ shippingPolicy { id } }', {}, other)).shippingPolicy,
    ).toBeNull();
    // A session step 1 in a demo sale with a demo location is refused for the other house.
    expect(
      firstError(
        await q(
          STEP1,
          {
            g: demoGroup?.id,
            c: '0',
            input: {
              title: 'x',
              locationId: '1',
              date: isoIn(9),
              hour: '01',
              minute: '00',
              ampm: 'PM',
              timeZone: 'UTC',
            },
          },
          other,
        ),
      ).code,
    ).toBe('NOT_FOUND');
  });

  it('refuses callers without the calendar or sensitive flag, and anonymous callers', async () => {
    for (const query of [
      CALENDAR.replace('$p: CalendarPeriod!', '$p: CalendarPeriod! = UPCOMING'),
      FORM,
      '{ shippingPolicy { id } }',
    ])
      expect(firstError(await q(query, {}, clerk)).code).toBe('FORBIDDEN');
    expect(firstError(await q('{ houseLocations { id } }', {}, clerk)).code).toBe('FORBIDDEN');
    expect(
      firstError(await q(ADD_SALE, { input: { name: 'x', auctionType: 'LIVE', termsId: '1' } }, clerk)).code,
    ).toBe('FORBIDDEN');
    expect(
      firstError(
        await q(
          SAVE_LOCATION,
          { input: { street1: 'x', city: 'y', countryCode: 'US', stateCode: 'NY', postalCode: '10001' } },
          clerk,
        ),
      ).code,
    ).toBe('FORBIDDEN');
    expect(
      dataOf<{ countries: unknown[] }>(await q('{ countries { code } }', {}, clerk)).countries,
    ).toHaveLength(249);
    expect(firstError(await q('{ countries { code } }', {}, {})).code).toBe('UNAUTHENTICATED');
    expect(firstError(await q(FORM, {}, {})).code).toBe('UNAUTHENTICATED');
  });

  it('lists countries in the §9 orders and subdivisions only for US, CA, AU and UK', async () => {
    const shipping = dataOf<{ countries: Array<{ code: string }> }>(
      await q('{ countries(order: SHIPPING_RULES) { code } }'),
    ).countries;
    expect(shipping.slice(0, 7).map((c) => c.code)).toEqual(['ALL', 'EU', 'UK', 'US', 'CA', 'AU', 'AF']);
    const form = dataOf<{
      countries: Array<{
        code: string;
        subdivisionLabel: string;
        postalCodeLabel: string;
        subdivisions: unknown[];
      }>;
    }>(await q('{ countries { code subdivisionLabel postalCodeLabel subdivisions { code } } }')).countries;
    expect(form.slice(0, 4).map((c) => [c.code, c.subdivisionLabel, c.subdivisions.length])).toEqual([
      ['UK', 'County', 108],
      ['US', 'State', 51],
      ['CA', 'Province', 13],
      ['AU', 'State/Territory', 8],
    ]);
    expect(form[1]?.postalCodeLabel).toBe('Zip Code');
    expect(form.find((c) => c.code === 'FR')?.subdivisions).toEqual([]);
    const zones = dataOf<{ timeZones: Array<{ id: string }> }>(
      await q('{ timeZones { id name abbreviation } }'),
    ).timeZones;
    expect(zones[0]?.id).toBe('America/New_York');
  });
});

describe('the past calendar: pages and a search by sale name', () => {
  const PAST = `query($s: String, $p: Int) { auctionCalendar(period: PAST, search: $s, page: $p) {
    groups { id name } pageInfo { page pageSize totalCount totalPages hasNextPage hasPreviousPage } } }`;
  interface Past {
    auctionCalendar: {
      groups: Array<{ id: string; name: string }>;
      pageInfo: {
        page: number;
        pageSize: number;
        totalCount: number;
        totalPages: number;
        hasNextPage: boolean;
      };
    };
  }
  const past = async (variables: Record<string, unknown>) =>
    dataOf<Past>(await q(PAST, variables)).auctionCalendar;

  it('hands out every past sale once, 10 a page, most recent first, as the whole list orders them', async () => {
    const all = await past({});
    expect(all.groups.length).toBeGreaterThan(10);
    expect(all.pageInfo).toMatchObject({ page: 1, totalPages: 1, totalCount: all.groups.length });
    const first = await past({ p: 1 });
    expect(first.groups).toHaveLength(10);
    expect(first.pageInfo).toEqual({
      page: 1,
      pageSize: 10,
      totalCount: all.groups.length,
      totalPages: Math.ceil(all.groups.length / 10),
      hasNextPage: true,
      hasPreviousPage: false,
    });
    const pages = [first.groups];
    for (let p = 2; p <= first.pageInfo.totalPages; p++) pages.push((await past({ p })).groups);
    expect(pages.flat().map((g) => g.id)).toEqual(all.groups.map((g) => g.id));
    // A page past the last is the last.
    expect((await past({ p: 999 })).pageInfo.page).toBe(first.pageInfo.totalPages);
  });

  it('keeps the sales whose name holds the search, whatever its case', async () => {
    const all = (await past({})).groups;
    const name = all[3]!.name;
    const word = name.split(' ').find((w) => w.length > 3) ?? name;
    const found = await past({ s: `  ${word.toUpperCase()} `, p: 1 });
    const expected = all.filter((g) => g.name.toLowerCase().includes(word.toLowerCase()));
    expect(found.pageInfo.totalCount).toBe(expected.length);
    expect(found.groups.map((g) => g.id)).toEqual(expected.slice(0, 10).map((g) => g.id));
    expect((await past({ s: 'no sale is called this', p: 1 })).groups).toEqual([]);
  });

  it('refuses a page below 1 and an over-long search as bad input', async () => {
    expect(firstError(await q(PAST, { p: 0 })).code).toBe('BAD_USER_INPUT');
    expect(firstError(await q(PAST, { s: 'x'.repeat(121) })).code).toBe('BAD_USER_INPUT');
  });
});
