import { describe, expect, it } from 'vitest';
import type { SessionWizardData } from './reviewData';
import { binDetailRows, editPathOf, sessionDetailRows } from './sessionDetails';

function wizard(auctionType: 'LIVE' | 'TIMED'): SessionWizardData {
  return {
    groupId: '7',
    catalogId: '70',
    shippingPolicy: { id: 'p1' },
    session: {
      id: '70',
      title: 'Spring Sale',
      auctionType,
      dateTimeDisplay: '05/02/2027 07:00 PM EDT',
      startsAt: '2027-05-02T19:00:00-04:00',
      timeZone: 'America/New_York',
      location: { id: '1', label: 'Main Gallery - New York, NY' },
      audioVideo: true,
      categoryIds: ['2', '21'],
      currency: { code: 'USD', name: 'US Dollar' },
      vatRate: '0',
      creator: 'resell',
      description: null,
      viewingNotes: 'By appointment',
      contacts: {
        consignment: { id: '1', displayName: 'Ann Lee' },
        saleAdministrator: null,
        expert: { id: '3', displayName: 'Bo Chan' },
      },
      in2Hours: false,
    },
    channels: [
      {
        id: '1',
        name: 'Marketplace',
        state: 'AVAILABLE',
        states: [{ state: 'AVAILABLE', label: 'Available on Site / Live' }],
      },
    ],
    categories: [{ id: '2', name: 'Furniture', subcategories: [{ id: '21', name: 'Chairs' }] }],
    buyerPremium: {
      tiers: [
        { from: '0', to: '1000', percent: '25' },
        { from: '1000', to: null, percent: '20' },
      ],
    },
  };
}

const lines = (rows: ReturnType<typeof sessionDetailRows>, key: string) =>
  rows.find((r) => r.key === key)?.lines;

describe('the session details of the summary', () => {
  it('lists every detail with its edit step (1 or 2); the creator cannot be edited', () => {
    const rows = sessionDetailRows(wizard('LIVE'));
    expect(rows.map((r) => [r.key, r.editStep])).toEqual([
      ['title', 1],
      ['date', 1],
      ['location', 1],
      ['contacts', 2],
      ['channels', 2],
      ['audioVideo', 2],
      ['premium', 2],
      ['currency', 2],
      ['categories', 2],
      ['description', 2],
      ['viewingNotes', 2],
      ['creator', null],
    ]);
    expect(lines(rows, 'contacts')).toEqual(['Consignment: Ann Lee', 'Expert: Bo Chan']);
    // Sales §9, as step 2 prints the same tiers: USD, whole amounts without decimals.
    expect(lines(rows, 'premium')).toEqual(['$0 to $1,000: 25%', '$1,000 and above: 20%']);
    expect(lines(rows, 'currency')).toEqual(['US Dollar (USD)', 'VAT: none']);
    expect(lines(rows, 'categories')).toEqual(['Furniture', 'Furniture › Chairs']);
    expect(lines(rows, 'channels')).toEqual(['Marketplace: Available on Site / Live']);
    expect(lines(rows, 'description')).toEqual([]);
  });

  it('shows the A/V broadcast for live sessions only', () => {
    expect(sessionDetailRows(wizard('TIMED')).some((r) => r.key === 'audioVideo')).toBe(false);
  });

  it('gives a bin sale the reduced summary', () => {
    const rows = binDetailRows(
      {
        groupId: '9',
        catalogId: '90',
        postSaleTo: 'Buy Now',
        contacts: { consignment: null, saleAdministrator: null, expert: null },
        currency: { code: 'GBP', name: 'Pound Sterling' },
      },
      null,
    );
    expect(rows.map((r) => [r.label, r.lines])).toEqual([
      ['Contacts', []],
      ['Post sale to', ['Buy Now']],
      ['Currency', ['Pound Sterling (GBP)']],
      ['Creator', []],
    ]);
  });

  it('opens a step from the summary with goToPage 6', () => {
    expect(editPathOf('timed', '7', '70', 2)).toBe('/session/timed/7/70/2/6');
  });
});
