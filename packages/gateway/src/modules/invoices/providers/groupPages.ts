import DataLoader from 'dataloader';
import { refusedAt } from '../../../argumentPaths.js';
import type { GatewayContext } from '../../../context.js';
import { idChunks } from './invoiceApi.js';
import type { GroupDetailInfo } from './invoiceApiModels.js';
import type { InvoiceEditingScope, InvoiceModel } from '../models.js';

/** What a field of one screen asks of the group: its header fields, or some invoices in full. */
type PageKey = 'header' | readonly number[];

/**
 * The full detail of the invoices one screen shows (a page, a CSV), read with POST
 * groupDetailInfoByInvoice and never the whole group. The loads of one request's fields are merged
 * into one call (the header fields ride on the page's call), split above MAX_INVOICES_PER_DETAIL_CALL
 * ids (the CSV of a large group). The answer's group fields (title, sessions, payment methods, ...)
 * do not depend on the ids; its totals do, so callers take the totals from the group summary.
 */
export class GroupPages {
  private readonly loader: DataLoader<PageKey, GroupDetailInfo, string>;
  /** The reads of pages whose ids were being listed when a field asked for them (invoicesOf). */
  private readonly listedPages: Promise<GroupDetailInfo | null>[] = [];

  constructor(
    private readonly context: GatewayContext,
    readonly scope: InvoiceEditingScope,
    readonly invoiceGroupId: string,
    /** An invoice of the group, for a header-only read; null when the group has none. */
    private readonly anyInvoiceId: number | null,
  ) {
    this.loader = new DataLoader((keys) => this.loadMerged(keys), {
      cacheKeyFn: (key) => JSON.stringify(key),
    });
  }

  /**
   * The group's own fields (the same for any invoices asked). They ride on a page's call: a page
   * whose ids are still being listed (invoicesOf) is waited for rather than read apart.
   */
  async header(): Promise<GroupDetailInfo> {
    // The sibling fields of one object are all asked in the same tick: let them name their pages.
    await Promise.resolve();
    for (const page of this.listedPages) {
      const detail = await page.catch(() => null);
      if (detail) return detail;
    }
    return this.loader.load('header');
  }

  /** The invoices of ids still being listed (a page of the group's listing), in that order. */
  invoicesOf(listed: Promise<readonly number[]>): Promise<InvoiceModel[]> {
    this.listedPages.push(listed.then((ids) => (ids.length > 0 ? this.loader.load(ids) : null)));
    return listed.then((ids) => this.invoices(ids));
  }

  /** These invoices of the group in full, in this order (an id no longer in the group is left out). */
  async invoices(ids: readonly number[]): Promise<InvoiceModel[]> {
    if (ids.length === 0) return [];
    const detail = await this.loader.load(ids);
    const byId = new Map(detail.invoiceBidders.map((invoice) => [invoice.invoiceID, invoice]));
    const catalogRefs = new Map(detail.catalogs.map((c) => [c.catalogID, c.catalogRef]));
    return ids.flatMap((id) => {
      const invoice = byId.get(id);
      return invoice
        ? [{ invoiceGroupId: this.invoiceGroupId, invoice, scope: this.scope, catalogRefs }]
        : [];
    });
  }

  private async loadMerged(keys: readonly PageKey[]): Promise<GroupDetailInfo[]> {
    const ids = [...new Set(keys.flatMap((key) => (key === 'header' ? [] : key)))].sort((a, b) => a - b);
    if (ids.length === 0 && this.anyInvoiceId !== null) ids.push(this.anyInvoiceId);
    const detail = await this.read(ids).catch((error: unknown) => {
      throw refusedAt(error, 'invoiceGroupId');
    });
    return keys.map(() => detail);
  }

  /**
   * No ids: the group has no invoice, and GET groupDetailInfo is as light as it gets. Above
   * MAX_INVOICES_PER_DETAIL_CALL ids the reads are split and run together; the group fields of the
   * first are kept (their totals cover only its part: callers take totals from the summary).
   */
  private async read(ids: readonly number[]): Promise<GroupDetailInfo> {
    const { houseRef } = this.scope;
    const load = (invoiceIds: readonly number[] | null) =>
      this.context.loaders.invoices.groupDetail.load({ houseRef, invoiceGroupId: this.invoiceGroupId, invoiceIds });
    if (ids.length === 0) return load(null);
    const answers = await Promise.all(idChunks(ids).map((chunk) => load(chunk)));
    const [first] = answers;
    if (!first || answers.length === 1) return first ?? load(ids);
    return { ...first, invoiceBidders: answers.flatMap((a) => a.invoiceBidders) };
  }
}
