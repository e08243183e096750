import type { components, operations } from '../../../__generated__/upstream/catalog.js';
import type { JsonRequest, JsonResponse } from '../../../rest/openapiTypes.js';
import type { RestServices } from '../../../rest/services.js';

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

const catalog = (catalogID: string) => ({ params: { path: { catalogID } } });

/**
 * The catalog service's items calls (sales §7 Items, Lot page) over the catalog facade. The
 * spreadsheet file itself and the downloads go through the module's file routes
 * (this module's http/itemUploads.ts), not through here.
 */
export class ItemsApi {
  constructor(private readonly catalog: RestServices['catalog']) {}

  async itemsInfo(catalogId: string): Promise<ItemsInfo> {
    return (await this.catalog.GET('/cps/app/catalog/{catalogID}/itemsInfo', catalog(catalogId))).data
      .itemsInfo;
  }

  async summary(catalogId: string): Promise<JsonResponse<Ops['getCatalogSummary'], 200>> {
    return (await this.catalog.GET('/cps/app/catalog/{catalogID}/summary', catalog(catalogId))).data;
  }

  async lotById(catalogId: string, lotId: string): Promise<RestLot> {
    const res = await this.catalog.GET('/cps/app/catalog/{catalogID}/lot/{lotID}', {
      params: { path: { catalogID: catalogId, lotID: lotId } },
    });
    return res.data.lot;
  }

  async updateLots(catalogId: string, lots: RestUploadedLot[]): Promise<LotsUpdateResult> {
    return (
      await this.catalog.POST('/cps/app/catalog/{catalogID}/lots/update', {
        ...catalog(catalogId),
        body: { lots },
      })
    ).data;
  }

  async createLot(catalogId: string, body: LotFieldsBody): Promise<SavedLot> {
    return (await this.catalog.POST('/cps/app/catalog/{catalogID}/lot/new', { ...catalog(catalogId), body }))
      .data;
  }

  async updateLot(catalogId: string, lotId: string, body: LotFieldsBody): Promise<SavedLot> {
    const res = await this.catalog.POST('/cps/app/catalog/{catalogID}/lot/update', {
      ...catalog(catalogId),
      body: { ...body, lotID: Number(lotId) },
    });
    return res.data;
  }

  async deleteLot(catalogId: string, lotId: string): Promise<number> {
    const res = await this.catalog.POST('/cps/app/lot/delete', {
      body: { lotID: Number(lotId), catalogID: Number(catalogId) },
    });
    return res.data.lotID;
  }
}
