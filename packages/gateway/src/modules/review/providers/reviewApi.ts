import type { components, operations as CatalogOps } from '../../../__generated__/upstream/catalog.js';
import type { operations as HouseOps } from '../../../__generated__/upstream/house.js';
import type { JsonResponse } from '../../../rest/openapiTypes.js';
import type { CallContext, RestClient } from '../../../rest/restClient.js';

export type RestPreview = JsonResponse<CatalogOps['getCatalogPreview'], 200>;
export type RestCoverImage = components['schemas']['CoverImage'];
export type RestPublishedLots = JsonResponse<CatalogOps['publishLots'], 200>;

const id = (value: string | number) => encodeURIComponent(String(value));

/**
 * The catalog and house services' preview and review calls (sales §7 Review and publish), typed from
 * their OpenAPI contracts and bound to the caller's credentials.
 */
export class ReviewApi {
  constructor(
    private readonly catalog: RestClient,
    private readonly house: RestClient,
    private readonly call: () => CallContext,
  ) {}

  /** The catalog service's origin: image URLs on it are served to the browser through /images. */
  get serviceOrigin(): string {
    return this.catalog.origin;
  }

  private async get<T>(client: RestClient, path: string): Promise<T> {
    return (await client.request<T>(this.call(), { method: 'GET', path })).body;
  }

  private async post<T>(path: string, body: unknown): Promise<T> {
    return (await this.catalog.request<T>(this.call(), { method: 'POST', path, body })).body;
  }

  preview(catalogId: string): Promise<RestPreview> {
    return this.get(this.catalog, `/cps/app/catalog/${id(catalogId)}/preview`);
  }

  async isPublished(catalogId: string): Promise<boolean> {
    return (
      await this.get<JsonResponse<HouseOps['isCatalogPublished'], 200>>(
        this.house,
        `/app/isCatalogPublished/${id(catalogId)}`,
      )
    ).isCatalogPublished;
  }

  async catalogUrls(catalogId: string): Promise<Record<string, string>> {
    return (
      await this.get<JsonResponse<HouseOps['getCatalogUrls'], 200>>(
        this.house,
        `/app/catalogURL/${id(catalogId)}`,
      )
    ).catalogURLMap;
  }

  /** GET publishlots (Publish All). */
  publishAll(catalogId: string): Promise<JsonResponse<CatalogOps['publishAllLots'], 200>> {
    return this.get(this.catalog, `/cps/app/catalog/${id(catalogId)}/publishlots`);
  }

  /** POST lots/publish with lot number+ext strings. */
  publishLots(catalogId: string, lotNumbers: readonly string[]): Promise<RestPublishedLots> {
    return this.post(`/cps/app/catalog/${id(catalogId)}/lots/publish`, lotNumbers);
  }

  /** POST /cps/app/lot/delete: one lot by number (or inventory number when it has none). */
  async deleteOne(body: {
    lotNumber?: string;
    inventoryNumber?: string;
    lotExt: string | null;
    catalogID: number;
    houseID: number;
    houseAlias: string;
  }): Promise<number> {
    return (await this.post<JsonResponse<CatalogOps['deleteLot'], 200>>('/cps/app/lot/delete', body)).lotID;
  }

  async deleteByNumbers(catalogId: string, lotNumbers: readonly string[]): Promise<number[]> {
    return (
      await this.post<JsonResponse<CatalogOps['deleteLotsByNumber'], 200>>(
        `/cps/app/catalog/${id(catalogId)}/lots/delete`,
        lotNumbers,
      )
    ).lotIDs;
  }

  async deleteByInventoryNumbers(catalogId: string, invNumbers: readonly string[]): Promise<number[]> {
    return (
      await this.post<JsonResponse<CatalogOps['deleteLotsByInventoryNumber'], 200>>(
        `/cps/app/catalog/${id(catalogId)}/lots/deleteByInventoryNumber`,
        invNumbers,
      )
    ).lotIDs;
  }

  async featuredLots(catalogId: string): Promise<number[]> {
    return (
      await this.get<JsonResponse<CatalogOps['getFeaturedLots'], 200>>(
        this.catalog,
        `/cps/app/featuredLots/catalog/${id(catalogId)}`,
      )
    ).featuredLots;
  }

  async saveFeaturedLots(catalogId: string, lotIds: readonly number[]): Promise<number[]> {
    return (
      await this.post<JsonResponse<CatalogOps['saveFeaturedLots'], 200>>(
        `/cps/app/featuredLots/catalog/${id(catalogId)}`,
        lotIds,
      )
    ).featuredLots;
  }

  coverImage(catalogId: string): Promise<RestCoverImage> {
    return this.get(this.catalog, `/cps/app/catalog/${id(catalogId)}/getcoverimageurl`);
  }

  selectCoverImage(catalogId: string, httpThumbPath: string): Promise<RestCoverImage> {
    return this.post(`/cps/app/catalog/${id(catalogId)}/selectcoverimage/`, { httpThumbPath });
  }

  /** GET setcoverimage with a cache buster (after publishing when the cover was in error). */
  setCoverImage(catalogId: string): Promise<RestCoverImage> {
    return this.get(this.catalog, `/cps/app/catalog/${id(catalogId)}/setcoverimage?t=${Date.now()}`);
  }
}
