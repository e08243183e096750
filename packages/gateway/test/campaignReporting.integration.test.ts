import { CAMPAIGN_MESSAGES, moneyToCents, OUTSIDE_DASHBOARD_MESSAGES } from '@ah/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UpstreamCallsEvent } from '../src/rest/callLog.js';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * Campaign reporting over HTTP against the real upstream on PGlite (sales §2 /campaign-reporting;
 * §7 GET house/{houseRef}/domo): the dashboard in one upstream call, money as decimal strings, the
 * reports flag as the guard, the sale filter checked against the caller's house, and the outside
 * dashboard only when the house has one.
 */
const PASSWORD = 'demo-password';
const REPORT = `query($f: CampaignReportFilter) { campaignReport(filter: $f) {
  from to catalogRefs sales { catalogRef title startsAt }
  promotions { rows { catalogRef featuredLots fee hammer views watchers } totals { featuredLots fee hammer } }
  keywords { keyword followers newFollowers }
  performance { totals { lots soldLots sellThroughPercent hammer bidders estimatedLots belowLowLots withinEstimateLots aboveHighLots }
    byChannel { channel bidders winningBids hammer } overTime { month sales lots soldLots hammer } }
  engagement { lots views watchers rows { catalogRef lots views watchers } } } }`;
const OUTSIDE = '{ campaignOutsideDashboard { embedUrl embedToken } }';
const SETTINGS = '{ campaignOutsideDashboardSettings { embedUrl tokenHint configured } }';
const SAVE = `mutation($i: CampaignOutsideDashboardInput!) {
  saveCampaignOutsideDashboard(input: $i) { embedUrl tokenHint configured } }`;
const CLEAR = 'mutation { clearCampaignOutsideDashboard { embedUrl tokenHint configured } }';

interface Report {
  from: string | null;
  catalogRefs: string[];
  sales: { catalogRef: string }[];
  promotions: {
    rows: { featuredLots: number; fee: string }[];
    totals: { featuredLots: number; fee: string };
  };
  performance: {
    totals: { lots: number; soldLots: number; sellThroughPercent: number | null; hammer: string };
    byChannel: { channel: string; hammer: string }[];
    overTime: { hammer: string }[];
  };
  engagement: { lots: number; views: number; rows: { views: number }[] };
}

describe('campaign reporting through the gateway', () => {
  let stack: Stack;
  let staff: Caller;
  let clerk: Caller;
  let other: Caller;
  const events: UpstreamCallsEvent[] = [];
  const report = (filter: Record<string, unknown> | null, as: Caller = staff) =>
    gql(stack.gatewayUrl, REPORT, { f: filter }, as);

  beforeAll(async () => {
    stack = await startStack({ gateway: { onUpstreamCalls: (e) => events.push(e) } });
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
    other = { cookie: await stack.login('other', 'staff', PASSWORD) };
  }, 180_000);
  afterAll(async () => {
    await stack?.close();
  });

  it('answers the whole dashboard in one upstream call, its sums consistent in cents', async () => {
    events.length = 0;
    const all = dataOf<{ campaignReport: Report }>(await report(null)).campaignReport;
    await expect.poll(() => events.length).toBeGreaterThan(0);
    const calls = events.flatMap((e) => e.calls).map((c) => `${c.method} ${c.path.split('?')[0]}`);
    expect(calls.filter((c) => c.includes('/campaignReport'))).toHaveLength(1);
    const { totals, byChannel, overTime } = all.performance;
    expect(totals.lots).toBeGreaterThan(totals.soldLots);
    expect(totals.sellThroughPercent).toBe(Math.round((totals.soldLots * 1000) / totals.lots) / 10);
    const cents = (rows: { hammer: string }[]) => rows.reduce((sum, r) => sum + moneyToCents(r.hammer), 0);
    expect(cents(byChannel)).toBe(moneyToCents(totals.hammer));
    expect(cents(overTime)).toBe(moneyToCents(totals.hammer));
    expect(byChannel.map((c) => c.channel)).toEqual(['INV', 'PL', 'AZ', 'Floor']);
    for (const row of all.promotions.rows) expect(moneyToCents(row.fee)).toBe(row.featuredLots * 24_900);
    expect(all.engagement.views).toBe(all.engagement.rows.reduce((sum, r) => sum + r.views, 0));

    const one = all.sales[0]!.catalogRef;
    const narrowed = dataOf<{ campaignReport: Report }>(
      await report({ catalogRefs: [one, ` ${one}`] }),
    ).campaignReport;
    expect(narrowed.catalogRefs).toEqual([one]);
    expect(narrowed.engagement.rows).toHaveLength(1);
  });

  it('refuses another house’s sale (NOT_FOUND) and a broken filter (BAD_USER_INPUT)', async () => {
    const mine = dataOf<{ campaignReport: Report }>(await report(null, other)).campaignReport.sales[0]!;
    const demoSale = dataOf<{ campaignReport: Report }>(await report(null)).campaignReport.sales[0]!;
    expect(
      firstError(await report({ catalogRefs: [mine.catalogRef, demoSale.catalogRef] }, other)).code,
    ).toBe('NOT_FOUND');
    expect(firstError(await report({ catalogRefs: ['NOPE'] }, other)).code).toBe('NOT_FOUND');
    expect(firstError(await report({ from: '2026-03-02', to: '2026-03-01' }))).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'from',
      message: CAMPAIGN_MESSAGES.rangeOrder,
    });
    expect(firstError(await report({ catalogRefs: ['A,B'] })).code).toBe('BAD_USER_INPUT');
  });

  it('needs a signed-in caller with the reports flag', async () => {
    expect(firstError(await report(null, {})).code).toBe('UNAUTHENTICATED');
    expect(firstError(await report(null, clerk)).code).toBe('FORBIDDEN');
    expect(firstError(await gql(stack.gatewayUrl, OUTSIDE, {}, clerk)).code).toBe('FORBIDDEN');
  });

  it('offers the outside dashboard only when the house has one configured', async () => {
    const outside = async () =>
      dataOf<{ campaignOutsideDashboard: unknown }>(await gql(stack.gatewayUrl, OUTSIDE, {}, staff))
        .campaignOutsideDashboard;
    expect(await outside()).toBeNull();
    await stack.upstream.db
      .updateTable('houses')
      .set({ analytics_embed_url: 'https://bi.example.com/embed/7', analytics_embed_token: 'tok-7' })
      .where('user_name', '=', 'demo')
      .execute();
    try {
      expect(await outside()).toEqual({ embedUrl: 'https://bi.example.com/embed/7', embedToken: 'tok-7' });
    } finally {
      await stack.upstream.db
        .updateTable('houses')
        .set({ analytics_embed_url: null, analytics_embed_token: null })
        .where('user_name', '=', 'demo')
        .execute();
    }
  });

  it('sets the outside dashboard from the settings, never answering its token, and clears it', async () => {
    const token = 'gateway-embed-token-9876-wxyz';
    const settings = async (as: Caller = staff) =>
      dataOf<{ campaignOutsideDashboardSettings: unknown }>(await gql(stack.gatewayUrl, SETTINGS, {}, as))
        .campaignOutsideDashboardSettings;
    expect(await settings()).toEqual({ embedUrl: null, tokenHint: null, configured: false });
    const refused = await gql(
      stack.gatewayUrl,
      SAVE,
      { i: { embedUrl: 'https://bi.example.com/e/1' } },
      staff,
    );
    expect(firstError(refused)).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'embedToken',
      message: OUTSIDE_DASHBOARD_MESSAGES.tokenRequired,
    });
    expect(
      firstError(
        await gql(
          stack.gatewayUrl,
          SAVE,
          { i: { embedUrl: 'ftp://bi.example.com/', embedToken: token } },
          staff,
        ),
      ),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'embedUrl',
      message: OUTSIDE_DASHBOARD_MESSAGES.urlHttps,
    });

    const saved = await gql(
      stack.gatewayUrl,
      SAVE,
      { i: { embedUrl: ' https://bi.example.com/e/1 ', embedToken: token } },
      staff,
    );
    expect(dataOf<{ saveCampaignOutsideDashboard: unknown }>(saved).saveCampaignOutsideDashboard).toEqual({
      embedUrl: 'https://bi.example.com/e/1',
      tokenHint: '••••wxyz',
      configured: true,
    });
    expect(JSON.stringify(saved)).not.toContain(token);
    expect(JSON.stringify(await gql(stack.gatewayUrl, SETTINGS, {}, staff))).not.toContain(token);
    // The dashboard embeds it; another house sees neither its setting nor its dashboard.
    expect(
      dataOf<{ campaignOutsideDashboard: unknown }>(await gql(stack.gatewayUrl, OUTSIDE, {}, staff))
        .campaignOutsideDashboard,
    ).toEqual({ embedUrl: 'https://bi.example.com/e/1', embedToken: token });
    expect(await settings(other)).toEqual({ embedUrl: null, tokenHint: null, configured: false });
    expect(
      dataOf<{ campaignOutsideDashboard: unknown }>(await gql(stack.gatewayUrl, OUTSIDE, {}, other))
        .campaignOutsideDashboard,
    ).toBeNull();
    // An empty token keeps the saved one.
    await gql(
      stack.gatewayUrl,
      SAVE,
      { i: { embedUrl: 'https://bi.example.com/e/2', embedToken: '' } },
      staff,
    );
    expect(await settings()).toEqual({
      embedUrl: 'https://bi.example.com/e/2',
      tokenHint: '••••wxyz',
      configured: true,
    });

    // Another house's clear leaves this one's alone.
    dataOf(await gql(stack.gatewayUrl, CLEAR, {}, other));
    expect((await settings()) as { configured: boolean }).toMatchObject({ configured: true });
    expect(
      dataOf<{ clearCampaignOutsideDashboard: unknown }>(await gql(stack.gatewayUrl, CLEAR, {}, staff))
        .clearCampaignOutsideDashboard,
    ).toEqual({
      embedUrl: null,
      tokenHint: null,
      configured: false,
    });
    expect(
      dataOf<{ campaignOutsideDashboard: unknown }>(await gql(stack.gatewayUrl, OUTSIDE, {}, staff))
        .campaignOutsideDashboard,
    ).toBeNull();
  });

  it('guards the setting like the dashboard: signed in, with the reports flag', async () => {
    const input = { i: { embedUrl: 'https://bi.example.com/e/3', embedToken: 'x'.repeat(16) } };
    for (const [document, variables] of [
      [SETTINGS, {}],
      [SAVE, input],
      [CLEAR, {}],
    ] as const) {
      expect(firstError(await gql(stack.gatewayUrl, document, variables, {})).code).toBe('UNAUTHENTICATED');
      expect(firstError(await gql(stack.gatewayUrl, document, variables, clerk)).code).toBe('FORBIDDEN');
    }
    // Hostile input is a clear BAD_USER_INPUT, never a 5xx, and names no house: the caller's is used.
    for (const [embedUrl, field] of [
      ['javascript:alert(1)//', 'embedUrl'],
      [`https://bi.example.com/${'x'.repeat(20_000)}`, 'embedUrl'],
      ['https://bi.example.com/e/4', 'embedToken'],
    ] as const) {
      const embedToken = field === 'embedToken' ? `${'t'.repeat(20)} ${'u'.repeat(20)}` : 'x'.repeat(16);
      const res = await gql(stack.gatewayUrl, SAVE, { i: { embedUrl, embedToken } }, staff);
      expect(res.status).toBe(200);
      expect(firstError(res)).toMatchObject({ code: 'BAD_USER_INPUT', field });
    }
    const withHouse = await gql(
      stack.gatewayUrl,
      SAVE,
      { i: { embedUrl: 'https://bi.example.com/e/5', embedToken: 'x'.repeat(16), houseRef: 'other' } },
      staff,
    );
    expect(firstError(withHouse).code).toBe('BAD_USER_INPUT');
    expect(
      dataOf<{ campaignOutsideDashboardSettings: { configured: boolean } }>(
        await gql(stack.gatewayUrl, SETTINGS, {}, other),
      ).campaignOutsideDashboardSettings.configured,
    ).toBe(false);
    expect(
      dataOf<{ campaignOutsideDashboardSettings: { configured: boolean } }>(
        await gql(stack.gatewayUrl, SETTINGS, {}, staff),
      ).campaignOutsideDashboardSettings.configured,
    ).toBe(false);
  });
});
