import type DataLoader from 'dataloader';
import type { HouseApi } from '../../../rest/house/houseApi.js';
import type { InvoiceGroup, InvoiceTemplateItem, SaleGroup } from '../../../rest/house/models.js';
import { perKeyLoader } from '../../perKeyLoader.js';

/** One page request of GET /invoiceGroups (dates as the upstream's MM/DD/YYYY). */
export interface InvoiceGroupsKey {
  houseRef: string;
  size: number;
  page: number;
  startDate?: string;
  endDate?: string;
}

export interface InvoiceGroupsPage {
  invoices: InvoiceGroup[];
  totalRecords: number;
}

export interface InvoicesHubLoaders {
  /** GET /invoiceCatalogs: every uninvoiced sale group (the list and createInvoiceGroup share it). */
  invoiceCatalogs: DataLoader<string, SaleGroup[]>;
  /** GET /invoiceSettings: the house's templates. */
  invoiceSettings: DataLoader<string, InvoiceTemplateItem[]>;
  /** GET /invoiceGroups?size&page[&startDate&endDate]. */
  invoiceGroups: DataLoader<InvoiceGroupsKey, InvoiceGroupsPage, string>;
}

export function createInvoicesHubLoaders(house: HouseApi): InvoicesHubLoaders {
  return {
    invoiceCatalogs: perKeyLoader((houseRef: string) => house.listInvoiceCatalogs(houseRef)),
    invoiceSettings: perKeyLoader((houseRef: string) => house.listInvoiceSettings(houseRef)),
    invoiceGroups: perKeyLoader(
      ({ houseRef, ...query }: InvoiceGroupsKey) => house.listInvoiceGroups(houseRef, query),
      (key) => JSON.stringify([key.houseRef, key.size, key.page, key.startDate ?? null, key.endDate ?? null]),
    ),
  };
}
