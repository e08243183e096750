import type { operations } from '../../__generated__/upstream/catalog.js';
import type { JsonRequest, JsonResponse } from '../openapiTypes.js';
import type { CallContext, RestClient } from '../restClient.js';
import type {
  AddressDefaults,
  BuyPremSchedule,
  CatalogHouseInfo,
  ContactsRequest,
  GroupInfo,
  RestCategory,
  RestChannel,
  RestContactType,
  RestTimeZone,
  SessionDefinitionRest,
  SessionFieldsRequest,
  TermsEntry,
} from './models.js';

type Ops = operations;
const id = (value: string | number) => encodeURIComponent(String(value));

/**
 * The catalog service (`/cps/app/...`), typed from its OpenAPI contract. One per GraphQL request,
 * bound to the caller's credentials; the house id always comes from the caller's session.
 */
export class CatalogApi {
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

  async houseInfo(houseId: number): Promise<CatalogHouseInfo> {
    return (
      await this.get<JsonResponse<Ops['getCatalogHouseInfo'], 200>>(`/cps/app/house/${id(houseId)}/info`)
    ).houseInfo;
  }

  async terms(houseId: number): Promise<TermsEntry[]> {
    return (await this.get<JsonResponse<Ops['listHouseTerms'], 200>>(`/cps/app/house/${id(houseId)}/terms`))
      .groupSettings;
  }

  async createAuction(houseId: number, body: JsonRequest<Ops['createAuction']>): Promise<number> {
    return (
      await this.post<JsonResponse<Ops['createAuction'], 200>>(`/cps/app/house/${id(houseId)}/auction`, body)
    ).groupID;
  }

  async contacts(houseId: number): Promise<RestContactType[]> {
    return (
      await this.get<JsonResponse<Ops['listHouseContacts'], 200>>(`/cps/app/house/${id(houseId)}/contacts`)
    ).contactTypes;
  }

  async addressDefaults(houseId: number, addressId: string): Promise<AddressDefaults> {
    return (
      await this.get<JsonResponse<Ops['getAddressDefaults'], 200>>(
        `/cps/app/house/${id(houseId)}/address/${id(addressId)}/defaults`,
      )
    ).defaults;
  }

  async categories(houseId: number): Promise<RestCategory[]> {
    return (
      await this.get<JsonResponse<Ops['listHouseCategories'], 200>>(
        `/cps/app/house/${id(houseId)}/categories`,
      )
    ).categories;
  }

  async groupInfo(groupId: string): Promise<GroupInfo> {
    return (await this.get<JsonResponse<Ops['getGroupInfo'], 200>>(`/cps/app/group/${id(groupId)}/info`))
      .groupInfo;
  }

  async buyPremSteps(groupId: string): Promise<BuyPremSchedule> {
    return this.get<JsonResponse<Ops['listBuyPremSteps'], 200>>(`/cps/app/group/${id(groupId)}/buypremsteps`);
  }

  async sessionDefinition(catalogId: string): Promise<SessionDefinitionRest> {
    return (
      await this.get<JsonResponse<Ops['getSessionDefinition'], 200>>(`/cps/app/catalog/${id(catalogId)}`)
    ).sessionDefinition;
  }

  /** POST /cps/app/catalog/{catalogID} ("0" creates): the session's id. */
  async saveSession(catalogId: string, body: SessionFieldsRequest): Promise<number> {
    return (
      await this.post<JsonResponse<Ops['saveSessionDefinition'], 200>>(
        `/cps/app/catalog/${id(catalogId)}`,
        body,
      )
    ).catalogID;
  }

  async deleteCatalog(catalogId: string): Promise<boolean> {
    const res = await this.client.request<JsonResponse<Ops['deleteCatalog'], 200>>(this.call(), {
      method: 'DELETE',
      path: `/cps/app/catalog/${id(catalogId)}`,
    });
    return res.body.success;
  }

  async setTimedLotTimes(catalogId: string): Promise<number> {
    return (
      await this.post<JsonResponse<Ops['setTimedAuctionLotTimes'], 200>>(
        `/cps/app/catalog/${id(catalogId)}/setTimedAuctionLotTimes`,
        undefined,
      )
    ).lotCount;
  }

  async channels(catalogId: string): Promise<RestChannel[]> {
    return (
      await this.get<JsonResponse<Ops['listCatalogChannels'], 200>>(
        `/cps/app/catalog/${id(catalogId)}/channels`,
      )
    ).channels;
  }

  async saveChannels(catalogId: string, body: JsonRequest<Ops['saveCatalogChannels']>): Promise<void> {
    await this.post(`/cps/app/catalog/${id(catalogId)}/channels`, body);
  }

  async saveCategories(catalogId: string, categoryIds: number[]): Promise<void> {
    await this.post(`/cps/app/catalog/${id(catalogId)}/categories`, categoryIds);
  }

  async saveContacts(catalogId: string, body: ContactsRequest): Promise<void> {
    await this.post(`/cps/app/catalog/${id(catalogId)}/contacts`, body);
  }

  async saveIndependentContacts(catalogId: string, body: ContactsRequest): Promise<void> {
    await this.post(`/cps/app/catalog/${id(catalogId)}/contacts/independent`, body);
  }

  async saveDefaults(catalogId: string, body: JsonRequest<Ops['saveCatalogDefaults']>): Promise<void> {
    await this.post(`/cps/app/catalog/${id(catalogId)}/defaults`, body);
  }

  async stepTracker(catalogId: string): Promise<number | null> {
    return (
      await this.get<JsonResponse<Ops['getStepTracker'], 200>>(`/cps/app/diy-step-tracker/${id(catalogId)}`)
    ).steptracker;
  }

  /** POST /cps/app/diy-step-tracker/{catalogID} with the bare step number as its body. */
  async recordStep(catalogId: string, step: number): Promise<number | null> {
    return (
      await this.post<JsonResponse<Ops['recordStepTracker'], 200>>(
        `/cps/app/diy-step-tracker/${id(catalogId)}`,
        step,
      )
    ).steptracker;
  }

  async timeZones(): Promise<RestTimeZone[]> {
    return (await this.get<JsonResponse<Ops['listTimeZones'], 200>>('/cps/app/timezones')).timeZones;
  }
}
