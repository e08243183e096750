import type { components, operations as CatalogOps } from '../../../__generated__/upstream/catalog.js';
import type { JsonResponse } from '../../../rest/openapiTypes.js';
import type { RestServices } from '../../../rest/services.js';

export type RestPreview = JsonResponse<CatalogOps['getCatalogPreview'], 200>;
export type RestCoverImage = components['schemas']['CoverImage'];
export type RestPublishedLots = JsonResponse<CatalogOps['publishLots'], 200>;

const catalog = (catalogID: string) => ({ params: { path: { catalogID } } });

/**
 * The catalog and house services' preview and review calls (sales §7 Review and publish) over
 * their facades, each unwrapping the answer to what the screens read.
 */
export class PublishingApi {
  constructor(private readonly rest: Pick<RestServices, 'catalog' | 'house'>) {}

  /** The catalog service's origin: image URLs on it are served to the browser through /images. */
  get serviceOrigin(): string {
    return this.rest.catalog.origin;
  }

  /**
   * The preview; with `page`, one page of the lots the search matches through the extension
   * (x-extension in catalog.yaml), whose answer then carries `totalCount` and `lotCount`.
   */
  async preview(
    catalogId: string,
    page?: { search: string | null; offset: number; limit: number },
  ): Promise<RestPreview> {
    const query = page
      ? {
          ...(page.search ? { search: page.search.slice(0, 200) } : {}),
          offset: String(page.offset),
          limit: String(Math.max(1, page.limit)),
        }
      : undefined;
    const path = '/cps/app/catalog/{catalogID}/preview';
    return (await this.rest.catalog.GET(path, { params: { path: { catalogID: catalogId }, query } })).data;
  }

  async isPublished(catalogId: string): Promise<boolean> {
    const res = await this.rest.house.GET('/app/isCatalogPublished/{catalogID}', catalog(catalogId));
    return res.data.isCatalogPublished;
  }

  async catalogUrls(catalogId: string): Promise<Record<string, string>> {
    return (await this.rest.house.GET('/app/catalogURL/{catalogID}', catalog(catalogId))).data.catalogURLMap;
  }

  /** GET publishlots (Publish All). */
  async publishAll(catalogId: string): Promise<JsonResponse<CatalogOps['publishAllLots'], 200>> {
    return (await this.rest.catalog.GET('/cps/app/catalog/{catalogID}/publishlots', catalog(catalogId))).data;
  }

  /** POST lots/publish with lot number+ext strings. */
  async publishLots(catalogId: string, lotNumbers: readonly string[]): Promise<RestPublishedLots> {
    const path = '/cps/app/catalog/{catalogID}/lots/publish';
    return (await this.rest.catalog.POST(path, { ...catalog(catalogId), body: [...lotNumbers] })).data;
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
    return (await this.rest.catalog.POST('/cps/app/lot/delete', { body })).data.lotID;
  }

  async deleteByNumbers(catalogId: string, lotNumbers: readonly string[]): Promise<number[]> {
    const path = '/cps/app/catalog/{catalogID}/lots/delete';
    return (await this.rest.catalog.POST(path, { ...catalog(catalogId), body: [...lotNumbers] })).data.lotIDs;
  }

  async deleteByInventoryNumbers(catalogId: string, invNumbers: readonly string[]): Promise<number[]> {
    const path = '/cps/app/catalog/{catalogID}/lots/deleteByInventoryNumber';
    return (await this.rest.catalog.POST(path, { ...catalog(catalogId), body: [...invNumbers] })).data.lotIDs;
  }

  async featuredLots(catalogId: string): Promise<number[]> {
    const path = '/cps/app/featuredLots/catalog/{catalogID}';
    return (await this.rest.catalog.GET(path, catalog(catalogId))).data.featuredLots;
  }

  async saveFeaturedLots(catalogId: string, lotIds: readonly number[]): Promise<number[]> {
    const path = '/cps/app/featuredLots/catalog/{catalogID}';
    return (await this.rest.catalog.POST(path, { ...catalog(catalogId), body: [...lotIds] })).data
      .featuredLots;
  }

  async coverImage(catalogId: string): Promise<RestCoverImage> {
    return (await this.rest.catalog.GET('/cps/app/catalog/{catalogID}/getcoverimageurl', catalog(catalogId)))
      .data;
  }

  async selectCoverImage(catalogId: string, httpThumbPath: string): Promise<RestCoverImage> {
    const path = '/cps/app/catalog/{catalogID}/selectcoverimage/';
    return (await this.rest.catalog.POST(path, { ...catalog(catalogId), body: { httpThumbPath } })).data;
  }

  /**
   * GET setcoverimage (after publishing when the cover was in error). The legacy screen adds a cache
   * buster; the contract ignores any query and nothing caches between the gateway and the service.
   */
  async setCoverImage(catalogId: string): Promise<RestCoverImage> {
    return (await this.rest.catalog.GET('/cps/app/catalog/{catalogID}/setcoverimage', catalog(catalogId)))
      .data;
  }
}
