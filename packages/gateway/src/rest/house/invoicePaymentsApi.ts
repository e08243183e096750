import type { RestServices } from '../services.js';
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

type House = RestServices['house'];
const group = (houseRef: string, invoiceGroupId: string) => ({
  path: { houseRef, invoiceGroupId: Number(invoiceGroupId) },
});
const keyHeader = (key: string) => ({ 'Idempotency-Key': key });

function replayable<T>(res: { headers: Record<string, unknown> }, answer: T): Replayable<T> {
  return { answer, replayed: res.headers['idempotency-replayed'] === 'true' };
}

/**
 * The house service's invoice payment calls (invoicing §7: processCards, invoicePreview, invoiceSend,
 * autoCharge, setAutoCharge; plus the audit trail and the e-mail outbox), typed from openapi/house.yaml,
 * over the request's house facade. Money-moving calls carry the caller's Idempotency-Key.
 */
export class InvoicePaymentsApi {
  constructor(private readonly house: House) {}

  async processCards(
    houseRef: string,
    invoiceIds: readonly number[],
    idempotencyKey: string,
  ): Promise<Replayable<InvoiceChargeConfirmation[]>> {
    const res = await this.house.POST('/app/house/{houseRef}/processCards', {
      params: { path: { houseRef }, header: keyHeader(idempotencyKey) },
      body: invoiceIds.map(String),
    });
    return replayable(res, res.data.data.invoiceConfirmations);
  }

  async invoicePreview(
    houseRef: string,
    invoiceGroupId: string,
    invoiceIds: readonly number[],
  ): Promise<InvoicePreviewAnswer> {
    const res = await this.house.POST('/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}/invoicePreview', {
      params: group(houseRef, invoiceGroupId),
      body: [...invoiceIds],
    });
    return res.data.data.invoiceGroups;
  }

  async invoiceSend(
    houseRef: string,
    invoiceGroupId: string,
    invoiceIds: readonly number[],
    idempotencyKey: string,
  ): Promise<Replayable<InvoiceSendResult>> {
    const res = await this.house.POST('/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}/invoiceSend', {
      params: { ...group(houseRef, invoiceGroupId), header: keyHeader(idempotencyKey) },
      body: [...invoiceIds],
    });
    return replayable(res, res.data.data);
  }

  async autoChargeList(
    houseRef: string,
    invoiceGroupId: string,
    invoiceIds: readonly number[],
  ): Promise<AutoChargeListAnswer> {
    const res = await this.house.POST('/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}/autoCharge', {
      params: group(houseRef, invoiceGroupId),
      body: [...invoiceIds],
    });
    return res.data.data;
  }

  /** POST /app/invoice/setAutoCharge: the house is the caller's (no houseRef in the path). */
  async setAutoCharge(
    autoChargeDate: string | null,
    invoiceIds: readonly number[],
    idempotencyKey: string,
  ): Promise<Replayable<SetAutoChargeAnswer>> {
    const res = await this.house.POST('/app/invoice/setAutoCharge', {
      params: { header: keyHeader(idempotencyKey) },
      body: { autoChargeDate, invoiceIDs: [...invoiceIds] },
    });
    return replayable(res, res.data.data);
  }

  async auditTrail(houseRef: string, invoiceIds: readonly number[]): Promise<InvoiceAuditEntryAnswer[]> {
    const res = await this.house.POST('/app/house/{houseRef}/invoiceAuditTrail', {
      params: { path: { houseRef } },
      body: { invoiceIDs: [...invoiceIds] },
    });
    return res.data.data.entries;
  }

  async invoiceEmails(
    houseRef: string,
    filter: { invoiceGroupId: number | null; invoiceId: number | null; page: number; size: number },
  ): Promise<InvoiceEmailsAnswer> {
    const res = await this.house.GET('/app/house/{houseRef}/invoiceEmails', {
      params: {
        path: { houseRef },
        query: {
          page: String(filter.page),
          size: String(filter.size),
          ...(filter.invoiceGroupId !== null ? { invoiceGroupID: String(filter.invoiceGroupId) } : {}),
          ...(filter.invoiceId !== null ? { invoiceID: String(filter.invoiceId) } : {}),
        },
      },
    });
    return res.data.data;
  }
}
