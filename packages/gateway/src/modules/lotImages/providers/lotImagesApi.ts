import type DataLoader from 'dataloader';
import type { operations } from '../../../__generated__/upstream/catalog.js';
import type { JsonRequest, JsonResponse } from '../../../rest/openapiTypes.js';
import type { RestServices } from '../../../rest/services.js';
import { perKeyLoader } from '../../perKeyLoader.js';

type Ops = operations;
export type RestUploadUrls = JsonResponse<Ops['issueImageUploadUrls'], 200>;
export type RestRegistrationBody = JsonRequest<Ops['registerLotImages']>;
export type RestRegistration = JsonResponse<Ops['registerLotImages'], 200>['images'][number];
export type RestLotImages = JsonResponse<Ops['getLotImageUrls'], 200>;
export type RestLotImage = RestLotImages['images'][number];
export type RestPrimaryImages = JsonResponse<Ops['getPrimaryImageUrls'], 200>;

/** A lot of a catalog: the key of the lot-page calls. */
export interface LotKey {
  catalogId: string;
  lotId: string;
}

/**
 * The catalog service's image calls (sales §7 Images, Lot page) over the catalog facade, bound to
 * the caller's credentials; `{houseID}` is always the session's house. One instance per
 * GraphQL request, so its DataLoaders never outlive (or cross) a request.
 */
export class ImagesApi {
  /** A lot's images (GET …/getimageurls), once per request and lot. */
  readonly lotImages: DataLoader<LotKey, RestLotImages, string>;
  /** A catalog's primary images (GET …/primary-imageurls), once per request and catalog. */
  readonly primaryImages: DataLoader<string, RestPrimaryImages, string>;

  constructor(
    private readonly catalog: RestServices['catalog'],
    private readonly houseId: () => Promise<number>,
  ) {
    this.lotImages = perKeyLoader(
      async (key: LotKey) =>
        (
          await catalog.GET('/cps/app/catalog/{catalogID}/{lotNumber}/house/{houseID}/getimageurls', {
            params: { ...(await this.lotPath(key)), query: { lotID: key.lotId } },
          })
        ).data,
      (key) => `${key.catalogId}:${key.lotId}`,
    );
    this.primaryImages = perKeyLoader(
      async (catalogId: string) =>
        (
          await catalog.GET('/cps/app/catalog/{catalogID}/house/{houseID}/primary-imageurls', {
            params: { path: { catalogID: catalogId, houseID: String(await this.houseId()) } },
          })
        ).data,
    );
  }

  /** The upstream's origin: URLs on it are rewritten to the gateway's own /images paths. */
  get serviceOrigin(): string {
    return this.catalog.origin;
  }

  /** The lot-page paths name the lot by its id in the query; `_` stands for its number. */
  private async lotPath(key: LotKey) {
    return { path: { catalogID: key.catalogId, lotNumber: '_', houseID: String(await this.houseId()) } };
  }

  async uploadUrls(catalogId: string, count: number, type: 'jpg' | 'jpeg' | 'png'): Promise<RestUploadUrls> {
    const path = '/cps/app/image/house/{houseID}/catalog/{catalogID}/uploadurls';
    const res = await this.catalog.GET(path, {
      params: {
        path: { houseID: String(await this.houseId()), catalogID: catalogId },
        query: { numImages: String(count), type, nocache: String(Date.now()) },
      },
    });
    return res.data;
  }

  async register(catalogId: string, records: RestRegistrationBody): Promise<RestRegistration[]> {
    const res = await this.catalog.PUT('/cps/app/image/house/{houseID}/catalog/{catalogID}', {
      params: {
        path: { houseID: String(await this.houseId()), catalogID: catalogId },
        query: { fromDIY: 'true', doValidation: 'false' },
      },
      body: records,
    });
    this.lotImages.clearAll();
    this.primaryImages.clear(catalogId);
    return res.data.images;
  }

  async deleteImage(
    catalogId: string,
    lotId: string,
    sequence: number,
  ): Promise<JsonResponse<Ops['deleteLotImage'], 200>> {
    const res = await this.catalog.POST('/cps/app/image/delete', {
      body: { catalogID: Number(catalogId), lotID: Number(lotId), sequence, imgType: 'lot' },
    });
    this.forget({ catalogId, lotId });
    return res.data;
  }

  async rotate(
    catalogId: string,
    lotId: string,
    sequence: number,
    rotation: JsonRequest<Ops['rotateLotImage']>['rotation'],
  ): Promise<RestLotImage> {
    const res = await this.catalog.POST('/cps/app/image/rotate', {
      body: { catalogID: Number(catalogId), lotID: Number(lotId), sequence, rotation },
    });
    this.forget({ catalogId, lotId });
    return res.data.image;
  }

  async reorder(key: LotKey, photoIds: readonly number[]): Promise<RestLotImages> {
    const res = await this.catalog.POST('/cps/app/catalog/{catalogID}/{lot}/reorderimages', {
      params: { path: { catalogID: key.catalogId, lot: '_' }, query: { lotID: key.lotId } },
      body: { imageOrder: [...photoIds] },
    });
    this.forget(key);
    return res.data;
  }

  async resequence(key: LotKey): Promise<RestLotImages> {
    const res = await this.catalog.GET('/cps/app/catalog/{catalogID}/{lotNumber}/resequenceimages', {
      params: { path: { catalogID: key.catalogId, lotNumber: '_' }, query: { lotID: key.lotId } },
    });
    this.forget(key);
    return res.data;
  }

  private forget(key: LotKey): void {
    this.lotImages.clear(key);
    this.primaryImages.clear(key.catalogId);
  }
}
