import type { RestServices } from '../../../rest/services.js';
import { upstreamUnavailable } from '../../../rest/errors.js';
import type {
  AdditionalChargesRequest,
  GroupDetailInfo,
  GroupDetailInfoUpdate,
  GroupListRow,
  GroupSummary,
  GroupSummaryRow,
  InvoiceGroupPage,
  InvoiceGroupPageQuery,
  InvoiceMessageRequest,
  PaidInvoicesRequest,
  PatchInvoiceRequest,
  PaymentMethodItem,
  SetApplyCostPerLotRequest,
  ShippedInvoicesRequest,
} from './invoiceApiModels.js';

type House = RestServices['house'];
const group = (houseRef: string, invoiceGroupId: string) => ({
  params: { path: { houseRef, invoiceGroupId: Number(invoiceGroupId) } },
});
const house = (houseRef: string) => ({ params: { path: { houseRef } } });

/**
 * The most ids per POST groupDetailInfoByInvoice (the contract allows 5,000): an invoice answers in
 * ~4 kB with its lines, so a call stays well under the REST client's 10 MB answer limit.
 */
export const MAX_INVOICES_PER_DETAIL_CALL = 1000;

/** The ids in runs of at most `size`, in their order. */
export function idChunks<T>(ids: readonly T[], size = MAX_INVOICES_PER_DETAIL_CALL): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < ids.length; i += size) chunks.push(ids.slice(i, i + size));
  return chunks;
}

/**
 * The house service's invoice-editing calls (invoicing §7), typed from openapi/house.yaml, over the
 * request's house facade (same credentials, same call log). The house always comes from the session.
 */
export class InvoiceApi {
  constructor(private readonly house: House) {}

  /**
   * GET /invoiceGroup/{id}/groupInfo/processCards: the group's invoice ids, in order. Its rows have no
   * lines (~2 MB at 5,000 invoices, against ~19 MB for the group with its lines).
   */
  async groupInvoiceIds(houseRef: string, invoiceGroupId: string): Promise<number[]> {
    const path = '/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}/groupInfo/processCards';
    const rows = (await this.house.GET(path, group(houseRef, invoiceGroupId))).data.data.invoiceGroupInfo
      .invoices;
    return rows.map((row) => row.invoiceID).sort((a, b) => a - b);
  }

  /**
   * Every invoice of the group in full, MAX_INVOICES_PER_DETAIL_CALL a call, one call after another:
   * GET groupDetailInfo answers the whole group at once, which passes the REST client's 10 MB limit
   * at ~2,600 invoices. A caller that keeps only a digest of each chunk (the live poll) never holds
   * the group parsed whole.
   */
  async *groupDetailInChunks(
    houseRef: string,
    invoiceGroupId: string,
    /** The group's ids when the caller has just listed them; listed here otherwise. */
    listed?: readonly number[],
  ): AsyncGenerator<GroupDetailInfo> {
    const ids = listed ?? (await this.groupInvoiceIds(houseRef, invoiceGroupId));
    for (const chunk of idChunks(ids))
      yield await this.groupDetailInfoByInvoice(houseRef, invoiceGroupId, chunk);
  }

  /** GET /invoiceGroup/{id}/groupDetailInfo: every invoice of the group. */
  async groupDetailInfo(houseRef: string, invoiceGroupId: string): Promise<GroupDetailInfo> {
    const path = '/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}/groupDetailInfo';
    return (await this.house.GET(path, group(houseRef, invoiceGroupId))).data.data;
  }

  /**
   * POST /invoiceGroup/{id}/groupDetailInfoByInvoice: the group narrowed to some invoices, in one call
   * (the contract takes up to 5,000 ids). Its totals are those of the invoices asked, so a caller
   * that splits a long list (idChunks) must not add up the group fields of the parts.
   */
  async groupDetailInfoByInvoice(
    houseRef: string,
    invoiceGroupId: string,
    invoiceIds: readonly number[],
  ): Promise<GroupDetailInfo> {
    const path = '/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}/groupDetailInfoByInvoice';
    return (await this.house.POST(path, { ...group(houseRef, invoiceGroupId), body: [...invoiceIds] })).data
      .data;
  }

  /** POST /invoiceGroup/{id}/groupDetailInfo: hide/show, notes or delivery modes. */
  async updateGroupDetailInfo(
    houseRef: string,
    invoiceGroupId: string,
    body: GroupDetailInfoUpdate,
  ): Promise<boolean> {
    const path = '/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}/groupDetailInfo';
    return (await this.house.POST(path, { ...group(houseRef, invoiceGroupId), body })).data.data.success;
  }

  async paymentMethods(houseRef: string, invoiceGroupId: string): Promise<PaymentMethodItem[]> {
    const path = '/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}/payment-methods';
    return (await this.house.GET(path, group(houseRef, invoiceGroupId))).data.data.paymentMethods;
  }

  async setApplyCostPerLot(houseRef: string, invoiceGroupId: string, body: SetApplyCostPerLotRequest) {
    const path = '/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}/applyCostPerLot';
    return (await this.house.POST(path, { ...group(houseRef, invoiceGroupId), body })).data.data;
  }

  /**
   * GET /invoiceGroup/{id}/groupInfo/processCards?summary=true (our upstream's optional extension,
   * packages/upstream/README.md): every invoice in a few fields, with the names, item count, unpaid
   * additional charges and flags, and the group's PriceTotals. Group details and the editor derive
   * their whole-group figures from it and read the lines of one page only. A service without the
   * extension answers without the summary fields: a bad response.
   */
  async groupSummary(houseRef: string, invoiceGroupId: string): Promise<GroupSummary> {
    const path = '/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}/groupInfo/processCards';
    const init = group(houseRef, invoiceGroupId);
    const info = (await this.house.GET(path, { params: { ...init.params, query: { summary: true } } })).data
      .data.invoiceGroupInfo;
    const totals = info.totalPriceWithAdditionalCharges;
    if (totals === undefined || !info.invoices.every(hasSummaryFields))
      throw upstreamUnavailable('house', 'bad-response');
    return { rows: info.invoices, totalPriceWithAdditionalCharges: totals };
  }

  /**
   * GET /invoiceGroup/{id}/invoicePage (our extension, `x-extension` in house.yaml): one page of the
   * group's invoice ids by the group details filter and search, how many match, and (unless
   * `summary` is false) the figures over the whole group. A service without it answers 404, as for
   * a group that is not the caller's: callers then try the group summary, which tells the two apart.
   */
  async invoicePage(
    houseRef: string,
    invoiceGroupId: string,
    { paid, search, offset, limit, summary }: InvoiceGroupPageQuery,
  ): Promise<InvoiceGroupPage> {
    const path = '/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}/invoicePage';
    const init = group(houseRef, invoiceGroupId);
    const query = { paid, offset, limit, summary, ...(search ? { search } : {}) };
    return (await this.house.GET(path, { params: { ...init.params, query } })).data.data;
  }

  async sendInvoiceMessage(houseRef: string, body: InvoiceMessageRequest): Promise<number> {
    return (await this.house.POST('/app/house/{houseRef}/invoiceMessage', { ...house(houseRef), body })).data
      .data.messageID;
  }

  /**
   * POST /additionalCharges. The legacy call carries `Authorization: {houseRef}*`; an API-token
   * caller's bearer header takes its place (the REST client puts credentials last).
   */
  async saveAdditionalCharges(houseRef: string, body: AdditionalChargesRequest): Promise<boolean> {
    const res = await this.house.POST('/app/house/{houseRef}/additionalCharges', {
      ...house(houseRef),
      body,
      headers: { authorization: `${houseRef}*` },
    });
    return res.data.data.success;
  }

  async patchInvoice(houseRef: string, invoiceId: string, body: PatchInvoiceRequest): Promise<boolean> {
    const res = await this.house.PATCH('/app/house/{houseRef}/invoice/{invoiceId}', {
      params: { path: { houseRef, invoiceId: Number(invoiceId) } },
      body,
    });
    return res.data.data.success;
  }

  /** POST invoicePaidOnly[ByDetail]; with a key, a retry is applied once (Idempotency-Key). */
  async invoicePaidOnly(
    houseRef: string,
    body: PaidInvoicesRequest,
    byDetail: boolean,
    idempotencyKey?: string | null,
  ): Promise<boolean> {
    const init = {
      params: { path: { houseRef }, header: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} },
      body,
    };
    const res = byDetail
      ? await this.house.POST('/app/house/{houseRef}/invoicePaidOnlyByDetail', init)
      : await this.house.POST('/app/house/{houseRef}/invoicePaidOnly', init);
    return res.data.data.success;
  }

  /** POST invoiceShippedOnly[ByDetail]; with a key, a retry is applied once (Idempotency-Key). */
  async invoiceShippedOnly(
    houseRef: string,
    body: ShippedInvoicesRequest,
    byDetail: boolean,
    idempotencyKey?: string | null,
  ): Promise<boolean> {
    const init = {
      params: { path: { houseRef }, header: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {} },
      body,
    };
    const res = byDetail
      ? await this.house.POST('/app/house/{houseRef}/invoiceShippedOnlyByDetail', init)
      : await this.house.POST('/app/house/{houseRef}/invoiceShippedOnly', init);
    return res.data.data.success;
  }
}

function hasSummaryFields(row: GroupListRow): row is GroupSummaryRow {
  return (
    row.firstName !== undefined &&
    row.lastName !== undefined &&
    row.itemCount !== undefined &&
    row.pendingAdditionalCharges !== undefined &&
    row.creditCardLimitExceeded !== undefined &&
    row.hasLiveFee !== undefined
  );
}
