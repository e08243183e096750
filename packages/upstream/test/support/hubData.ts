import request from 'supertest';
import { expect } from 'vitest';
import type { SignedIn } from './session.js';

export interface CatalogJson {
  catalogID: number;
  catalogRef: string;
  groupID: number;
  date: string;
  title: string;
  addressID: number;
}

export interface SaleGroupJson {
  groupID: number;
  groupName: string;
  catalogs: CatalogJson[];
}

export interface InvoiceGroupJson {
  invoiceGroupID: number;
  invoiceGroupTitle: string;
  invoiceGroupSettingsID: number;
  invoiceCreated: boolean;
  catalogs: CatalogJson[];
}

export async function uninvoicedGroups(url: string, who: SignedIn): Promise<SaleGroupJson[]> {
  const res = await request(url).get(`/app/house/${who.houseRef}/invoiceCatalogs`).set('Cookie', who.cookie);
  expect(res.status).toBe(200);
  return res.body.data.auctionGroups;
}

export async function invoiceGroupsPage(
  url: string,
  who: SignedIn,
  query: Record<string, string | number>,
): Promise<{ invoices: InvoiceGroupJson[]; totalRecords: number }> {
  const res = await request(url)
    .get(`/app/house/${who.houseRef}/invoiceGroups`)
    .query(query)
    .set('Cookie', who.cookie);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

export async function templateIds(url: string, who: SignedIn): Promise<number[]> {
  const res = await request(url).get(`/app/house/${who.houseRef}/invoiceSettings`).set('Cookie', who.cookie);
  expect(res.status).toBe(200);
  return res.body.data.invoiceSettings.map((t: { id: number }) => t.id);
}

/** The ordered, distinct catalog dates of a house's groups: handy bounds for date filters. */
export function isoOf(usDate: string): string {
  const [m, d, y] = usDate.split('/');
  return `${y}-${m}-${d}`;
}

export function usOf(iso: string): string {
  const [y, m, d] = iso.split('-');
  return `${m}/${d}/${y}`;
}
