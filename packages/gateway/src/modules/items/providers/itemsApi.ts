import type { components, operations } from '../../../__generated__/upstream/catalog.js';
import type { JsonRequest, JsonResponse } from '../../../rest/openapiTypes.js';
import type { CallContext, RestClient } from '../../../rest/restClient.js';

type Ops = operations;
type Schemas = components['schemas'];
export type RestLot = Schemas['Lot'];
export type RestUploadedLot = Schemas['UploadedLot'];
export type RestSpreadsheetError = Schemas['SpreadsheetError'];
export type RestUploadResponse = Schemas['SpreadsheetUploadResponse'];
export type RestSummaryLists = Schemas['CatalogSummaryLists'];
export type ItemsInfo = JsonResponse<Ops['getItemsInfo'], 200>['itemsInfo'];
export type LotsUpdateResult = JsonResponse<Ops['updateCatalogLots'], 200>;
export type SavedLot = JsonResponse<Ops['createLot'], 200>;
export type LotFieldsBody = JsonRequest<Ops['createLot']>;

const id = (value: string | number) => encodeURIComponent(String(value));

/**
 * The catalog service's items calls (sales §7 Items, Lot page), typed from its OpenAPI contract,
 * bound to the caller's credentials. The spreadsheet file itself and the downloads go through the
 * gateway's file routes (http/itemFiles.ts), not through here.
 */
export class ItemsApi {
  constructor(
    private readonly client: RestClient,
    private readonly call: () => CallContext,
  ) {}

  private async get<T>(path: string): Promise<T> {
    return (await this.client.request<T>(this.call(), { method: 'GET', path })).body;
  }

  private async post<T>(path: string, body: unknown): Promise<T> {
    return (await this.client.request<T>(this.call(), { method: 'POST', path, body })).body;
  }

  async itemsInfo(catalogId: string): Promise<ItemsInfo> {
    return (
      await this.get<JsonResponse<Ops['getItemsInfo'], 200>>(`/cps/app/catalog/${id(catalogId)}/itemsInfo`)
    ).itemsInfo;
  }

  async summary(catalogId: string): Promise<JsonResponse<Ops['getCatalogSummary'], 200>> {
    return this.get(`/cps/app/catalog/${id(catalogId)}/summary`);
  }

  async lotById(catalogId: string, lotId: string): Promise<RestLot> {
    return (
      await this.get<JsonResponse<Ops['getLotById'], 200>>(
        `/cps/app/catalog/${id(catalogId)}/lot/${id(lotId)}`,
      )
    ).lot;
  }

  async updateLots(catalogId: string, lots: RestUploadedLot[]): Promise<LotsUpdateResult> {
    return this.post(`/cps/app/catalog/${id(catalogId)}/lots/update`, { lots });
  }

  async createLot(catalogId: string, body: LotFieldsBody): Promise<SavedLot> {
    return this.post(`/cps/app/catalog/${id(catalogId)}/lot/new`, body);
  }

  async updateLot(catalogId: string, lotId: string, body: LotFieldsBody): Promise<SavedLot> {
    return this.post(`/cps/app/catalog/${id(catalogId)}/lot/update`, { ...body, lotID: Number(lotId) });
  }

  async deleteLot(catalogId: string, lotId: string): Promise<number> {
    return (
      await this.post<JsonResponse<Ops['deleteLot'], 200>>('/cps/app/lot/delete', {
        lotID: Number(lotId),
        catalogID: Number(catalogId),
      })
    ).lotID;
  }
}
