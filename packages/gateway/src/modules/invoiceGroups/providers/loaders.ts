import type { GatewayContext } from '../../../context.js';
import type DataLoader from 'dataloader';
import type { InvoiceGroup, InvoiceTemplateItem, SaleGroup } from '../../../rest/house/models.js';
import type { RestServices } from '../../../rest/services.js';
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

export interface InvoiceGroupsLoaders {
  /** GET /invoiceCatalogs: every uninvoiced sale group (the list and createInvoiceGroup share it). */
  invoiceCatalogs: DataLoader<string, SaleGroup[]>;
  /** GET /invoiceSettings: the house's templates. */
  invoiceSettings: DataLoader<string, InvoiceTemplateItem[]>;
  /** GET /invoiceGroups?size&page[&startDate&endDate]. */
  invoiceGroups: DataLoader<InvoiceGroupsKey, InvoiceGroupsPage, string>;
}

export function createInvoiceGroupsLoaders(rest: RestServices): InvoiceGroupsLoaders {
  return {
    invoiceCatalogs: perKeyLoader(
      async (houseRef: string) =>
        (await rest.house.GET('/app/house/{houseRef}/invoiceCatalogs', { params: { path: { houseRef } } }))
          .data.data.auctionGroups,
    ),
    invoiceSettings: perKeyLoader(
      async (houseRef: string) =>
        (await rest.house.GET('/app/house/{houseRef}/invoiceSettings', { params: { path: { houseRef } } }))
          .data.data.invoiceSettings,
    ),
    invoiceGroups: perKeyLoader(
      async ({ houseRef, ...query }: InvoiceGroupsKey) =>
        (
          await rest.house.GET('/app/house/{houseRef}/invoiceGroups', {
            params: { path: { houseRef }, query },
          })
        ).data.data,
      (key) => JSON.stringify([key.houseRef, key.size, key.page, key.startDate ?? null, key.endDate ?? null]),
    ),
  };
}

/** This module's loaders for the modules above it (through index.ts: the import shows the dependency). */
export const invoiceGroupsLoadersOf = (context: GatewayContext): InvoiceGroupsLoaders => context.loaders.invoiceGroups;

// This module's loaders on every request's context: context.loaders.<name> (context.ts ModuleLoaders).
declare module '../../../context.js' {
  interface ModuleLoaders {
    invoiceGroups: InvoiceGroupsLoaders;
  }
}
