import type DataLoader from 'dataloader';
import type { operations } from '../../../__generated__/upstream/catalog.js';
import type { JsonRequest, JsonResponse } from '../../../rest/openapiTypes.js';
import type { CallContext, RestClient } from '../../../rest/restClient.js';
import { perKeyLoader } from '../../perKeyLoader.js';

type Ops = operations;
export type RestUploadUrls = JsonResponse<Ops['issueImageUploadUrls'], 200>;
export type RestRegistrationBody = JsonRequest<Ops['registerLotImages']>;
export type RestRegistration = JsonResponse<Ops['registerLotImages'], 200>['images'][number];
export type RestLotImages = JsonResponse<Ops['getLotImageUrls'], 200>;
export type RestLotImage = RestLotImages['images'][number];
export type RestPrimaryImages = JsonResponse<Ops['getPrimaryImageUrls'], 200>;

const id = (value: string | number) => encodeURIComponent(String(value));

/** A lot of a catalog: the key of the lot-page calls. */
export interface LotKey {
  catalogId: string;
  lotId: string;
}

/**
 * The catalog service's image calls (sales §7 Images, Lot page), typed from its OpenAPI contract,
 * bound to the caller's credentials; `{houseID}` is always the session's house. One instance per
 * GraphQL request, so its DataLoaders never outlive (or cross) a request.
 */
export class ImagesApi {
  /** A lot's images (GET …/getimageurls), once per request and lot. */
  readonly lotImages: DataLoader<LotKey, RestLotImages, string>;
  /** A catalog's primary images (GET …/primary-imageurls), once per request and catalog. */
  readonly primaryImages: DataLoader<string, RestPrimaryImages, string>;

  constructor(
    private readonly client: RestClient,
    private readonly call: () => CallContext,
    private readonly houseId: () => Promise<number>,
  ) {
    this.lotImages = perKeyLoader(
      async (key: LotKey) =>
        this.get<RestLotImages>(
          `/cps/app/catalog/${id(key.catalogId)}/_/house/${id(await this.houseId())}/getimageurls`,
          { lotID: key.lotId },
        ),
      (key) => `${key.catalogId}:${key.lotId}`,
    );
    this.primaryImages = perKeyLoader(async (catalogId: string) =>
      this.get<RestPrimaryImages>(
        `/cps/app/catalog/${id(catalogId)}/house/${id(await this.houseId())}/primary-imageurls`,
      ),
    );
  }

  /** The upstream's origin: URLs on it are rewritten to the gateway's own /images paths. */
  get serviceOrigin(): string {
    return this.client.origin;
  }

  private async get<T>(path: string, query?: Record<string, string>): Promise<T> {
    return (await this.client.request<T>(this.call(), { method: 'GET', path, ...(query ? { query } : {}) }))
      .body;
  }

  private async send<T>(method: 'POST' | 'PUT', path: string, body: unknown): Promise<T> {
    return (await this.client.request<T>(this.call(), { method, path, body })).body;
  }

  async uploadUrls(catalogId: string, count: number, type: 'jpg' | 'jpeg' | 'png'): Promise<RestUploadUrls> {
    return this.get(`/cps/app/image/house/${id(await this.houseId())}/catalog/${id(catalogId)}/uploadurls`, {
      numImages: String(count),
      type,
      nocache: String(Date.now()),
    });
  }

  async register(catalogId: string, records: RestRegistrationBody): Promise<RestRegistration[]> {
    const path = `/cps/app/image/house/${id(await this.houseId())}/catalog/${id(catalogId)}?fromDIY=true&doValidation=false`;
    const answer = await this.send<JsonResponse<Ops['registerLotImages'], 200>>('PUT', path, records);
    this.lotImages.clearAll();
    this.primaryImages.clear(catalogId);
    return answer.images;
  }

  async deleteImage(
    catalogId: string,
    lotId: string,
    sequence: number,
  ): Promise<JsonResponse<Ops['deleteLotImage'], 200>> {
    const answer = await this.send<JsonResponse<Ops['deleteLotImage'], 200>>(
      'POST',
      '/cps/app/image/delete',
      {
        catalogID: Number(catalogId),
        lotID: Number(lotId),
        sequence,
        imgType: 'lot',
      },
    );
    this.forget({ catalogId, lotId });
    return answer;
  }

  async rotate(catalogId: string, lotId: string, sequence: number, rotation: number): Promise<RestLotImage> {
    const answer = await this.send<JsonResponse<Ops['rotateLotImage'], 200>>(
      'POST',
      '/cps/app/image/rotate',
      {
        catalogID: Number(catalogId),
        lotID: Number(lotId),
        sequence,
        rotation,
      },
    );
    this.forget({ catalogId, lotId });
    return answer.image;
  }

  async reorder(key: LotKey, photoIds: readonly number[]): Promise<RestLotImages> {
    const answer = await this.client.request<RestLotImages>(this.call(), {
      method: 'POST',
      path: `/cps/app/catalog/${id(key.catalogId)}/_/reorderimages`,
      query: { lotID: key.lotId },
      body: { imageOrder: photoIds },
    });
    this.forget(key);
    return answer.body;
  }

  async resequence(key: LotKey): Promise<RestLotImages> {
    const answer = await this.get<RestLotImages>(`/cps/app/catalog/${id(key.catalogId)}/_/resequenceimages`, {
      lotID: key.lotId,
    });
    this.forget(key);
    return answer;
  }

  private forget(key: LotKey): void {
    this.lotImages.clear(key);
    this.primaryImages.clear(key.catalogId);
  }
}
