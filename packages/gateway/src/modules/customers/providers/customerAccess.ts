import { hasYourCustomers } from '@ah/schema';
import { hasAccess } from '../../../shared/accessFlags.js';
import type { HouseUser } from '../../../rest/house/models.js';

/** Where the gateway serves the customer files (http/customerDownloads.ts). */
export const CUSTOMER_DOWNLOADS_PATH = '/downloads/customers';

/**
 * Who may open Your Customers (sales §2 Top navigation, §6): the customer flag ("customer pages need
 * accessCustomer=1") and a house of connect type s, p or e.
 */
export function maySeeCustomers(viewer: HouseUser): boolean {
  return hasAccess(viewer, 'customer') && hasYourCustomers(viewer.connectType);
}

/** The same-origin URLs of a list's files. */
export function customerExportUrls(filter: { search: string | null; groupId: number | null }) {
  const query = new URLSearchParams();
  if (filter.search) query.set('search', filter.search);
  if (filter.groupId !== null) query.set('groupId', String(filter.groupId));
  const suffix = query.size > 0 ? `?${query.toString()}` : '';
  return {
    csvUrl: `${CUSTOMER_DOWNLOADS_PATH}/customers.csv${suffix}`,
    xlsxUrl: `${CUSTOMER_DOWNLOADS_PATH}/customers.xlsx${suffix}`,
    keywordsCsvUrl: `${CUSTOMER_DOWNLOADS_PATH}/keywords.csv`,
  };
}
