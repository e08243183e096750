import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_MAX_SALES,
  CAMPAIGN_MESSAGES,
  campaignFilterViolations,
  embedTokenHint,
  OUTSIDE_DASHBOARD_MESSAGES as M,
  outsideDashboardViolations,
} from './campaignReportingRules.js';

describe('campaignFilterViolations', () => {
  it('accepts an empty filter, one day and an ordered range', () => {
    expect(campaignFilterViolations({})).toEqual([]);
    expect(campaignFilterViolations({ from: '2026-03-01', to: '2026-03-01' })).toEqual([]);
    expect(campaignFilterViolations({ from: '2026-03-01', to: null, catalogRefs: ['A'] })).toEqual([]);
  });

  it('refuses a range that ends before it starts and too many sales', () => {
    expect(campaignFilterViolations({ from: '2026-03-02', to: '2026-03-01' })).toEqual([
      { field: 'from', message: CAMPAIGN_MESSAGES.rangeOrder },
    ]);
    const refs = Array.from({ length: CAMPAIGN_MAX_SALES + 1 }, (_, i) => `S${i}`);
    expect(campaignFilterViolations({ catalogRefs: refs })).toEqual([
      { field: 'catalogRefs', message: CAMPAIGN_MESSAGES.tooManySales },
    ]);
  });
});

describe('outsideDashboardViolations', () => {
  const token = 'a'.repeat(16);
  const url = 'https://bi.example.com/embed/page/abc';

  it('accepts an https URL with a token, or without one when a token is saved', () => {
    expect(outsideDashboardViolations({ embedUrl: ` ${url} `, embedToken: ` ${token} ` }, false)).toEqual([]);
    expect(outsideDashboardViolations({ embedUrl: url, embedToken: '' }, true)).toEqual([]);
    expect(outsideDashboardViolations({ embedUrl: url }, true)).toEqual([]);
  });

  it('refuses a missing, non-https, malformed or too long URL', () => {
    const urlMessage = (embedUrl: string) =>
      outsideDashboardViolations({ embedUrl, embedToken: token }, false).map((v) => v.message);
    expect(urlMessage(' ')).toEqual([M.urlRequired]);
    expect(urlMessage('http://bi.example.com/embed')).toEqual([M.urlHttps]);
    expect(urlMessage('javascript:alert(1)')).toEqual([M.urlHttps]);
    expect(urlMessage('https://')).toEqual([M.urlHttps]);
    expect(urlMessage('https://user:pw@bi.example.com/')).toEqual([M.urlHttps]);
    expect(urlMessage('https://bi.example.com/a b')).toEqual([M.urlHttps]);
    expect(urlMessage(`https://bi.example.com/${'x'.repeat(2048)}`)).toEqual([M.urlTooLong]);
  });

  it('needs a token of 16 to 4096 characters without spaces unless one is saved', () => {
    const tokenMessage = (embedToken: string | null, saved = false) =>
      outsideDashboardViolations({ embedUrl: url, embedToken }, saved).map((v) => v.field + ': ' + v.message);
    expect(tokenMessage(null)).toEqual([`embedToken: ${M.tokenRequired}`]);
    expect(tokenMessage('short')).toEqual([`embedToken: ${M.tokenLength}`]);
    expect(tokenMessage('short', true)).toEqual([`embedToken: ${M.tokenLength}`]);
    expect(tokenMessage('x'.repeat(4097))).toEqual([`embedToken: ${M.tokenLength}`]);
    expect(tokenMessage('x'.repeat(4096))).toEqual([]);
    expect(tokenMessage('abcdefgh ijklmnopq')).toEqual([`embedToken: ${M.tokenSpaces}`]);
  });

  it('hints a saved token by its last 4 characters only', () => {
    expect(embedTokenHint('secret-token-1234')).toBe('••••1234');
  });
});
