import type { GatewayContext } from '../../../context.js';
import type DataLoader from 'dataloader';
import { InvoiceApi } from './invoiceApi.js';
import type {
  GroupDetailInfo,
  GroupSummary,
  InvoiceGroupPage,
  InvoiceGroupPageQuery,
} from './invoiceApiModels.js';
import type { RestServices } from '../../../rest/services.js';
import { perKeyLoader } from '../../perKeyLoader.js';

/** One invoice group of a house; with `invoiceIds` (sorted, unique) only those invoices. */
export interface GroupDetailKey {
  houseRef: string;
  invoiceGroupId: string;
  invoiceIds: readonly number[] | null;
}

export interface GroupKey {
  houseRef: string;
  invoiceGroupId: string;
}

/** One GET invoicePage of a group. */
export interface GroupPageKey extends GroupKey, InvoiceGroupPageQuery {}

export interface InvoicesLoaders {
  /**
   * POST groupDetailInfoByInvoice (some invoices, one call), or GET
   * groupDetailInfo with no ids: only for a group without invoices (its header), since a large
   * group's whole answer is too big to read. One load per group and id set, however many fields ask.
   */
  groupDetail: DataLoader<GroupDetailKey, GroupDetailInfo, string>;
  /** GET groupInfo/processCards?summary=true: every invoice in a few fields, one call per group. */
  groupSummary: DataLoader<GroupKey, GroupSummary, string>;
  /** GET invoiceGroup/{id}/invoicePage (our extension): a page of ids, its count, the group's figures. */
  groupInvoicePage: DataLoader<GroupPageKey, InvoiceGroupPage, string>;
}

export function groupDetailCacheKey(key: GroupDetailKey): string {
  return JSON.stringify([key.houseRef, key.invoiceGroupId, key.invoiceIds]);
}

export function createInvoicesLoaders(rest: RestServices): InvoicesLoaders {
  const api = new InvoiceApi(rest.house);
  return {
    groupDetail: perKeyLoader(
      ({ houseRef, invoiceGroupId, invoiceIds }: GroupDetailKey) =>
        invoiceIds === null
          ? api.groupDetailInfo(houseRef, invoiceGroupId)
          : api.groupDetailInfoByInvoice(houseRef, invoiceGroupId, invoiceIds),
      groupDetailCacheKey,
    ),
    groupSummary: perKeyLoader(
      ({ houseRef, invoiceGroupId }: GroupKey) => api.groupSummary(houseRef, invoiceGroupId),
      (key) => JSON.stringify([key.houseRef, key.invoiceGroupId]),
    ),
    groupInvoicePage: perKeyLoader(
      ({ houseRef, invoiceGroupId, ...query }: GroupPageKey) =>
        api.invoicePage(houseRef, invoiceGroupId, query),
      (key) =>
        JSON.stringify([
          key.houseRef,
          key.invoiceGroupId,
          key.paid,
          key.search,
          key.offset,
          key.limit,
          key.summary,
        ]),
    ),
  };
}

/** This module's loaders for the modules above it (through index.ts: the import shows the dependency). */
export const invoicesLoadersOf = (context: GatewayContext): InvoicesLoaders => context.loaders.invoices;

// This module's loaders on every request's context: context.loaders.<name> (context.ts ModuleLoaders).
declare module '../../../context.js' {
  interface ModuleLoaders {
    invoices: InvoicesLoaders;
  }
}
