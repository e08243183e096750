import type { operations } from '../../__generated__/upstream/house.js';
import type { JsonResponse } from '../openapiTypes.js';
import type { RestResponse } from '../restClient.js';
import type { HouseApi } from './houseApi.js';
import type {
  AutoChargeListAnswer,
  InvoiceAuditEntryAnswer,
  InvoiceChargeConfirmation,
  InvoiceEmailsAnswer,
  InvoicePreviewAnswer,
  InvoiceSendResult,
  Replayable,
  SetAutoChargeAnswer,
} from './invoicePaymentsModels.js';

type Ops = operations;

const housePath = (houseRef: string) => `/app/house/${encodeURIComponent(houseRef)}`;
const groupPath = (houseRef: string, invoiceGroupId: string) =>
  `${housePath(houseRef)}/invoiceGroup/${encodeURIComponent(invoiceGroupId)}`;

const keyHeader = (key: string) => ({ headers: { 'idempotency-key': key } });

function replayable<T>(res: RestResponse<unknown>, answer: T): Replayable<T> {
  return { answer, replayed: res.headers['idempotency-replayed'] === 'true' };
}

/**
 * The house service's invoice payment calls (invoicing §7: processCards, invoicePreview, invoiceSend,
 * autoCharge, setAutoCharge; plus the audit trail and the e-mail outbox), typed from openapi/house.yaml,
 * over the request's `HouseApi`. Money-moving calls carry the caller's Idempotency-Key.
 */
export class InvoicePaymentsApi {
  constructor(private readonly house: HouseApi) {}

  async processCards(
    houseRef: string,
    invoiceIds: readonly number[],
    idempotencyKey: string,
  ): Promise<Replayable<InvoiceChargeConfirmation[]>> {
    const res = await this.house.send<JsonResponse<Ops['processCards'], 200>>({
      method: 'POST',
      path: `${housePath(houseRef)}/processCards`,
      body: invoiceIds.map(String),
      ...keyHeader(idempotencyKey),
    });
    return replayable(res, res.body.data.invoiceConfirmations);
  }

  async invoicePreview(
    houseRef: string,
    invoiceGroupId: string,
    invoiceIds: readonly number[],
  ): Promise<InvoicePreviewAnswer> {
    const res = await this.house.send<JsonResponse<Ops['invoicePreview'], 200>>({
      method: 'POST',
      path: `${groupPath(houseRef, invoiceGroupId)}/invoicePreview`,
      body: invoiceIds,
    });
    return res.body.data.invoiceGroups;
  }

  async invoiceSend(
    houseRef: string,
    invoiceGroupId: string,
    invoiceIds: readonly number[],
    idempotencyKey: string,
  ): Promise<Replayable<InvoiceSendResult>> {
    const res = await this.house.send<JsonResponse<Ops['invoiceSend'], 200>>({
      method: 'POST',
      path: `${groupPath(houseRef, invoiceGroupId)}/invoiceSend`,
      body: invoiceIds,
      ...keyHeader(idempotencyKey),
    });
    return replayable(res, res.body.data);
  }

  async autoChargeList(
    houseRef: string,
    invoiceGroupId: string,
    invoiceIds: readonly number[],
  ): Promise<AutoChargeListAnswer> {
    const res = await this.house.send<JsonResponse<Ops['autoChargeEligibleInvoices'], 200>>({
      method: 'POST',
      path: `${groupPath(houseRef, invoiceGroupId)}/autoCharge`,
      body: invoiceIds,
    });
    return res.body.data;
  }

  /** POST /app/invoice/setAutoCharge: the house is the caller's (no houseRef in the path). */
  async setAutoCharge(
    autoChargeDate: string | null,
    invoiceIds: readonly number[],
    idempotencyKey: string,
  ): Promise<Replayable<SetAutoChargeAnswer>> {
    const res = await this.house.send<JsonResponse<Ops['setAutoCharge'], 200>>({
      method: 'POST',
      path: '/app/invoice/setAutoCharge',
      body: { autoChargeDate, invoiceIDs: [...invoiceIds] },
      ...keyHeader(idempotencyKey),
    });
    return replayable(res, res.body.data);
  }

  async auditTrail(houseRef: string, invoiceIds: readonly number[]): Promise<InvoiceAuditEntryAnswer[]> {
    const res = await this.house.send<JsonResponse<Ops['getInvoiceAuditTrail'], 200>>({
      method: 'POST',
      path: `${housePath(houseRef)}/invoiceAuditTrail`,
      body: { invoiceIDs: [...invoiceIds] },
    });
    return res.body.data.entries;
  }

  async invoiceEmails(
    houseRef: string,
    filter: { invoiceGroupId: number | null; invoiceId: number | null; page: number; size: number },
  ): Promise<InvoiceEmailsAnswer> {
    const query: Record<string, string> = { page: String(filter.page), size: String(filter.size) };
    if (filter.invoiceGroupId !== null) query['invoiceGroupID'] = String(filter.invoiceGroupId);
    if (filter.invoiceId !== null) query['invoiceID'] = String(filter.invoiceId);
    const res = await this.house.send<JsonResponse<Ops['listInvoiceEmails'], 200>>({
      method: 'GET',
      path: `${housePath(houseRef)}/invoiceEmails`,
      query,
    });
    return res.body.data;
  }
}
