import type { operations } from '../../__generated__/upstream/house.js';
import type { JsonResponse } from '../openapiTypes.js';
import type { HouseApi } from './houseApi.js';
import type {
  AdditionalChargesRequest,
  GroupDetailInfo,
  GroupDetailInfoUpdate,
  GroupListRow,
  InvoiceMessageRequest,
  PaidInvoicesRequest,
  PatchInvoiceRequest,
  PaymentMethodItem,
  SetApplyCostPerLotRequest,
  ShippedInvoicesRequest,
} from './invoiceEditingModels.js';

type Ops = operations;

const housePath = (houseRef: string) => `/app/house/${encodeURIComponent(houseRef)}`;
const groupPath = (houseRef: string, invoiceGroupId: string) =>
  `${housePath(houseRef)}/invoiceGroup/${encodeURIComponent(invoiceGroupId)}`;

/**
 * The house service's invoice-editing calls (invoicing §7), typed from openapi/house.yaml, over the
 * request's `HouseApi` (same credentials, same call log). The house always comes from the session.
 */
export class InvoiceEditingApi {
  constructor(private readonly house: HouseApi) {}

  /** GET /invoiceGroup/{id}/groupDetailInfo: every invoice of the group. */
  async groupDetailInfo(houseRef: string, invoiceGroupId: string): Promise<GroupDetailInfo> {
    const res = await this.house.send<JsonResponse<Ops['getGroupDetailInfo'], 200>>({
      method: 'GET',
      path: `${groupPath(houseRef, invoiceGroupId)}/groupDetailInfo`,
    });
    return res.body.data;
  }

  /** POST /invoiceGroup/{id}/groupDetailInfoByInvoice: the group narrowed to some invoices. */
  async groupDetailInfoByInvoice(
    houseRef: string,
    invoiceGroupId: string,
    invoiceIds: readonly number[],
  ): Promise<GroupDetailInfo> {
    const res = await this.house.send<JsonResponse<Ops['getGroupDetailInfoByInvoice'], 200>>({
      method: 'POST',
      path: `${groupPath(houseRef, invoiceGroupId)}/groupDetailInfoByInvoice`,
      body: invoiceIds,
    });
    return res.body.data;
  }

  /** POST /invoiceGroup/{id}/groupDetailInfo: hide/show, notes or delivery modes. */
  async updateGroupDetailInfo(
    houseRef: string,
    invoiceGroupId: string,
    body: GroupDetailInfoUpdate,
  ): Promise<boolean> {
    const res = await this.house.send<JsonResponse<Ops['updateGroupDetailInfo'], 200>>({
      method: 'POST',
      path: `${groupPath(houseRef, invoiceGroupId)}/groupDetailInfo`,
      body,
    });
    return res.body.data.success;
  }

  async paymentMethods(houseRef: string, invoiceGroupId: string): Promise<PaymentMethodItem[]> {
    const res = await this.house.send<JsonResponse<Ops['listPaymentMethods'], 200>>({
      method: 'GET',
      path: `${groupPath(houseRef, invoiceGroupId)}/payment-methods`,
    });
    return res.body.data.paymentMethods;
  }

  async setApplyCostPerLot(
    houseRef: string,
    invoiceGroupId: string,
    body: SetApplyCostPerLotRequest,
  ): Promise<JsonResponse<Ops['setApplyCostPerLot'], 200>['data']> {
    const res = await this.house.send<JsonResponse<Ops['setApplyCostPerLot'], 200>>({
      method: 'POST',
      path: `${groupPath(houseRef, invoiceGroupId)}/applyCostPerLot`,
      body,
    });
    return res.body.data;
  }

  /** GET /invoiceGroup/{id}/groupInfo/processCards: list rows with the house's card processing. */
  async processCardsInfo(houseRef: string, invoiceGroupId: string): Promise<GroupListRow[]> {
    const res = await this.house.send<JsonResponse<Ops['getGroupInfoProcessCards'], 200>>({
      method: 'GET',
      path: `${groupPath(houseRef, invoiceGroupId)}/groupInfo/processCards`,
    });
    return res.body.data.invoiceGroupInfo.invoices;
  }

  async sendInvoiceMessage(houseRef: string, body: InvoiceMessageRequest): Promise<number> {
    const res = await this.house.send<JsonResponse<Ops['sendInvoiceMessage'], 200>>({
      method: 'POST',
      path: `${housePath(houseRef)}/invoiceMessage`,
      body,
    });
    return res.body.data.messageID;
  }

  /**
   * POST /additionalCharges. The legacy call carries `Authorization: {houseRef}*`; an API-token
   * caller's bearer header takes its place (the REST client puts credentials last).
   */
  async saveAdditionalCharges(houseRef: string, body: AdditionalChargesRequest): Promise<boolean> {
    const res = await this.house.send<JsonResponse<Ops['saveAdditionalCharges'], 200>>({
      method: 'POST',
      path: `${housePath(houseRef)}/additionalCharges`,
      body,
      headers: { authorization: `${houseRef}*` },
    });
    return res.body.data.success;
  }

  async patchInvoice(houseRef: string, invoiceId: string, body: PatchInvoiceRequest): Promise<boolean> {
    const res = await this.house.send<JsonResponse<Ops['patchInvoice'], 200>>({
      method: 'PATCH',
      path: `${housePath(houseRef)}/invoice/${encodeURIComponent(invoiceId)}`,
      body,
    });
    return res.body.data.success;
  }

  /** POST invoicePaidOnly[ByDetail]; with a key, a retry is applied once (Idempotency-Key). */
  async invoicePaidOnly(
    houseRef: string,
    body: PaidInvoicesRequest,
    byDetail: boolean,
    idempotencyKey?: string | null,
  ): Promise<boolean> {
    const res = await this.house.send<JsonResponse<Ops['markInvoicesPaidOnly'], 200>>({
      method: 'POST',
      path: `${housePath(houseRef)}/${byDetail ? 'invoicePaidOnlyByDetail' : 'invoicePaidOnly'}`,
      body,
      ...(idempotencyKey ? { headers: { 'idempotency-key': idempotencyKey } } : {}),
    });
    return res.body.data.success;
  }

  async invoiceShippedOnly(
    houseRef: string,
    body: ShippedInvoicesRequest,
    byDetail: boolean,
  ): Promise<boolean> {
    const res = await this.house.send<JsonResponse<Ops['markInvoicesShippedOnly'], 200>>({
      method: 'POST',
      path: `${housePath(houseRef)}/${byDetail ? 'invoiceShippedOnlyByDetail' : 'invoiceShippedOnly'}`,
      body,
    });
    return res.body.data.success;
  }
}
