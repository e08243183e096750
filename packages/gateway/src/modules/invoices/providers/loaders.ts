import type DataLoader from 'dataloader';
import { InvoiceEditingApi } from '../../../rest/house/invoiceEditingApi.js';
import type { GroupDetailInfo, GroupListRow } from '../../../rest/house/invoiceEditingModels.js';
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

export interface InvoicesLoaders {
  /**
   * GET groupDetailInfo (every invoice) or POST groupDetailInfoByInvoice (some): one call per group
   * and id set, however many invoices and fields ask.
   */
  groupDetail: DataLoader<GroupDetailKey, GroupDetailInfo, string>;
  /** GET groupInfo/processCards: the list rows with the house's card processing, one call per group. */
  processCardsInfo: DataLoader<GroupKey, GroupListRow[], string>;
}

export function groupDetailCacheKey(key: GroupDetailKey): string {
  return JSON.stringify([key.houseRef, key.invoiceGroupId, key.invoiceIds]);
}

export function createInvoicesLoaders(rest: RestServices): InvoicesLoaders {
  const api = new InvoiceEditingApi(rest.house);
  return {
    groupDetail: perKeyLoader(
      ({ houseRef, invoiceGroupId, invoiceIds }: GroupDetailKey) =>
        invoiceIds === null
          ? api.groupDetailInfo(houseRef, invoiceGroupId)
          : api.groupDetailInfoByInvoice(houseRef, invoiceGroupId, invoiceIds),
      groupDetailCacheKey,
    ),
    processCardsInfo: perKeyLoader(
      ({ houseRef, invoiceGroupId }: GroupKey) => api.processCardsInfo(houseRef, invoiceGroupId),
      (key) => JSON.stringify([key.houseRef, key.invoiceGroupId]),
    ),
  };
}
