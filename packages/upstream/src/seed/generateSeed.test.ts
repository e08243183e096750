import { describe, expect, it } from 'vitest';
import { DEMO_HOUSE_REF, INSTANT_HOUSE_REF, OTHER_HOUSE_REF } from './demoLogins.js';
import { generateSeed } from './generateSeed.js';
import type { SeedData } from './seedData.js';

const NOW = new Date('2026-03-20T15:00:00Z');

/** Invoice status per invoicing §4 (group details), evaluated on seed rows. */
function invoiceStatus(data: SeedData, invoiceId: number): string {
  const invoice = data.invoices.find((i) => i.id === invoiceId);
  const lines = data.invoice_lines.filter((l) => l.invoice_id === invoiceId && !l.suppress);
  if (!invoice) throw new Error('no invoice');
  if (lines.length > 0 && lines.every((l) => l.paid)) return 'Paid';
  if (invoice.online_payment_stat && 'puhi'.includes(invoice.online_payment_stat)) return 'Payment Pending';
  if (invoice.online_payment_stat && 'df'.includes(invoice.online_payment_stat)) return 'Payment Failed';
  if (lines.some((l) => l.paid_date)) return 'Partial Paid';
  if (invoice.sent_at) return 'Sent';
  return 'Not Sent';
}

function shipStatus(data: SeedData, invoiceId: number): string {
  const invoice = data.invoices.find((i) => i.id === invoiceId);
  const lines = data.invoice_lines.filter((l) => l.invoice_id === invoiceId && !l.suppress);
  if (invoice?.pickup) return 'Picked Up';
  if (lines.every((l) => l.shipped)) return 'Shipped';
  if (lines.some((l) => l.shipped)) return 'Partial';
  return 'Not Shipped';
}

function houseId(data: SeedData, ref: string): number {
  const house = data.houses.find((h) => h.ref === ref);
  if (!house) throw new Error(`no house ${ref}`);
  return house.id;
}

/** Sale groups with catalogs that have results and no invoice group (GET /invoiceCatalogs). */
function uninvoicedGroups(data: SeedData, house: number): Map<number, number[]> {
  const sold = new Set(data.sale_results.map((r) => data.lots.find((l) => l.id === r.lot_id)?.catalog_id));
  const invoiced = new Set(data.invoice_group_catalogs.map((c) => c.catalog_id));
  const groups = new Map<number, number[]>();
  for (const catalog of data.catalogs)
    if (catalog.house_id === house && sold.has(catalog.id) && !invoiced.has(catalog.id))
      groups.set(catalog.sale_group_id, [...(groups.get(catalog.sale_group_id) ?? []), catalog.id]);
  return groups;
}

describe('generateSeed (small)', () => {
  const data = generateSeed({ size: 'small', now: NOW });
  const demo = houseId(data, DEMO_HOUSE_REF);

  it('is deterministic for the same day', () => {
    const again = generateSeed({ size: 'small', now: new Date('2026-03-20T02:00:00Z') });
    expect(JSON.stringify(again)).toBe(JSON.stringify(data));
  });

  it('follows the clock: sessions sit before and after now', () => {
    const demoCatalogs = data.catalogs.filter((c) => c.house_id === demo);
    const dates = demoCatalogs.map((c) => new Date(c.starts_at as Date).getTime());
    expect(Math.min(...dates)).toBeGreaterThan(NOW.getTime() - 400 * 86_400_000);
    expect(dates.filter((d) => d > NOW.getTime()).length).toBeGreaterThanOrEqual(3);
    expect(
      dates.filter((d) => d > NOW.getTime() - 14 * 86_400_000 && d < NOW.getTime()).length,
    ).toBeGreaterThan(0);
    const later = generateSeed({ size: 'small', now: new Date('2026-06-20T15:00:00Z') });
    expect(later.catalogs.length).toBe(data.catalogs.length);
    expect(later.catalogs[0]?.starts_at).not.toEqual(data.catalogs[0]?.starts_at);
  });

  it('has three houses with the demo users', () => {
    expect(
      data.houses.map((h) => [h.ref, h.user_name, h.processor_type, h.connect_type, h.is_instant]),
    ).toEqual([
      [DEMO_HOUSE_REF, 'demo', 'p', 'p', false],
      [OTHER_HOUSE_REF, 'other', 's', 'n', false],
      [INSTANT_HOUSE_REF, 'instant', 'p', 's', true],
    ]);
    const users = data.users.map((u) => [
      u.house_id,
      u.user_name,
      u.is_super_user,
      u.access_invoices,
      u.access_reports,
    ]);
    expect(users).toEqual([
      [demo, 'staff', false, true, true],
      [demo, 'super', true, true, true],
      [demo, 'clerk', false, true, false],
      [houseId(data, OTHER_HOUSE_REF), 'staff', false, true, true],
      [houseId(data, INSTANT_HOUSE_REF), 'staff', false, true, true],
    ]);
  });

  it('has enough uninvoiced sale groups for two pages of 25, with the location cases', () => {
    const groups = uninvoicedGroups(data, demo);
    expect(groups.size).toBeGreaterThan(25);
    const addressesOf = (ids: number[]) =>
      new Set(ids.map((id) => data.catalogs.find((c) => c.id === id)?.address_id));
    const multi = [...groups.values()].filter((ids) => ids.length >= 2);
    expect(multi.some((ids) => addressesOf(ids).size === 1)).toBe(true);
    expect(multi.some((ids) => addressesOf(ids).size > 1)).toBe(true);
  });

  it('has existing invoice groups for two pages of 10, one still in progress', () => {
    const groups = data.invoice_groups.filter((g) => g.house_id === demo);
    expect(groups.length).toBeGreaterThan(10);
    expect(groups.filter((g) => g.invoice_created === false)).toHaveLength(1);
    expect(groups.every((g) => g.title.length <= 50)).toBe(true);
    expect(new Set(groups.map((g) => g.settings_id)).size).toBeGreaterThan(1);
  });

  it('has invoices in every status and ship state, with every online code', () => {
    const ids = data.invoices.filter((i) => i.house_id === demo).map((i) => i.id);
    expect(new Set(ids.map((id) => invoiceStatus(data, id)))).toEqual(
      new Set(['Paid', 'Payment Pending', 'Payment Failed', 'Partial Paid', 'Sent', 'Not Sent']),
    );
    expect(new Set(ids.map((id) => shipStatus(data, id)))).toEqual(
      new Set(['Shipped', 'Partial', 'Not Shipped', 'Picked Up']),
    );
    expect(new Set(data.invoices.map((i) => i.online_payment_stat).filter(Boolean))).toEqual(
      new Set(['p', 'u', 'h', 'i', 'd', 'f']),
    );
  });

  it('has winners on every channel with their company ids', () => {
    const winners = new Set(data.sale_results.map((r) => r.approval_id));
    const channels = data.approvals
      .filter((a) => winners.has(a.id))
      .map((a) => `${a.channel}:${a.company_id}`);
    expect(new Set(channels)).toEqual(new Set(['INV:null', 'PL:3', 'AZ:4', 'Floor:9']));
  });

  it('keeps every reference unique and every line on a sold lot', () => {
    const refs = [...data.catalogs, ...data.lots, ...data.bidders, ...data.users].map((r) => r.ref);
    expect(new Set(refs).size).toBe(refs.length);
    const sold = new Set(data.sale_results.map((r) => r.lot_id));
    expect(data.invoice_lines.every((l) => sold.has(l.lot_id))).toBe(true);
  });
});

describe('generateSeed (large)', () => {
  it('has thousands of lots, hundreds of bidders and a group of 500+ invoices', () => {
    const data = generateSeed({ size: 'large', now: NOW });
    expect(data.lots.length).toBeGreaterThan(5_000);
    expect(data.bidders.length).toBeGreaterThan(500);
    const perGroup = new Map<number, number>();
    for (const invoice of data.invoices)
      perGroup.set(invoice.invoice_group_id, (perGroup.get(invoice.invoice_group_id) ?? 0) + 1);
    expect(Math.max(...perGroup.values())).toBeGreaterThanOrEqual(500);
  });
});

describe('generateSeed (huge: ten times large)', () => {
  it('has 45,000+ lots in the demo house, a session of 4,000+ lots and a group of 5,000+ invoices', () => {
    const data = generateSeed({ size: 'huge', now: NOW });
    const demoHouseId = data.houses.find((h) => h.user_name === 'demo')?.id;
    const demoCatalogs = new Set(data.catalogs.filter((c) => c.house_id === demoHouseId).map((c) => c.id));
    const lotsPerCatalog = new Map<number, number>();
    for (const lot of data.lots)
      if (demoCatalogs.has(lot.catalog_id))
        lotsPerCatalog.set(lot.catalog_id, (lotsPerCatalog.get(lot.catalog_id) ?? 0) + 1);
    expect([...lotsPerCatalog.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(45_000);
    expect(Math.max(...lotsPerCatalog.values())).toBeGreaterThanOrEqual(4_000);
    const perGroup = new Map<number, number>();
    for (const invoice of data.invoices)
      perGroup.set(invoice.invoice_group_id, (perGroup.get(invoice.invoice_group_id) ?? 0) + 1);
    expect(Math.max(...perGroup.values())).toBeGreaterThanOrEqual(5_000);
  });
});
