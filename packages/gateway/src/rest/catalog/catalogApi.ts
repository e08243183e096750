import type { operations } from '../../__generated__/upstream/catalog.js';
import type { JsonRequest } from '../openapiTypes.js';
import type { RestServices } from '../services.js';
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
const house = (houseId: number) => ({ params: { path: { houseID: String(houseId) } } });
const catalog = (catalogID: string) => ({ params: { path: { catalogID } } });
const group = (groupID: string) => ({ params: { path: { groupID } } });

/**
 * The catalog service's sales setup calls (sales §7) over the catalog facade: each unwraps the
 * answer's envelope to what the wizard reads. The house id always comes from the caller's session.
 */
export class CatalogApi {
  constructor(private readonly catalog: RestServices['catalog']) {}

  async houseInfo(houseId: number): Promise<CatalogHouseInfo> {
    return (await this.catalog.GET('/cps/app/house/{houseID}/info', house(houseId))).data.houseInfo;
  }

  async terms(houseId: number): Promise<TermsEntry[]> {
    return (await this.catalog.GET('/cps/app/house/{houseID}/terms', house(houseId))).data.groupSettings;
  }

  async createAuction(houseId: number, body: JsonRequest<Ops['createAuction']>): Promise<number> {
    return (await this.catalog.POST('/cps/app/house/{houseID}/auction', { ...house(houseId), body })).data
      .groupID;
  }

  async contacts(houseId: number): Promise<RestContactType[]> {
    return (await this.catalog.GET('/cps/app/house/{houseID}/contacts', house(houseId))).data.contactTypes;
  }

  async addressDefaults(houseId: number, addressId: string): Promise<AddressDefaults> {
    const res = await this.catalog.GET('/cps/app/house/{houseID}/address/{addressID}/defaults', {
      params: { path: { houseID: String(houseId), addressID: addressId } },
    });
    return res.data.defaults;
  }

  async categories(houseId: number): Promise<RestCategory[]> {
    return (await this.catalog.GET('/cps/app/house/{houseID}/categories', house(houseId))).data.categories;
  }

  async groupInfo(groupId: string): Promise<GroupInfo> {
    return (await this.catalog.GET('/cps/app/group/{groupID}/info', group(groupId))).data.groupInfo;
  }

  async buyPremSteps(groupId: string): Promise<BuyPremSchedule> {
    return (await this.catalog.GET('/cps/app/group/{groupID}/buypremsteps', group(groupId))).data;
  }

  async sessionDefinition(catalogId: string): Promise<SessionDefinitionRest> {
    return (await this.catalog.GET('/cps/app/catalog/{catalogID}', catalog(catalogId))).data
      .sessionDefinition;
  }

  /** POST /cps/app/catalog/{catalogID} ("0" creates): the session's id. */
  async saveSession(catalogId: string, body: SessionFieldsRequest): Promise<number> {
    return (await this.catalog.POST('/cps/app/catalog/{catalogID}', { ...catalog(catalogId), body })).data
      .catalogID;
  }

  async deleteCatalog(catalogId: string): Promise<boolean> {
    return (await this.catalog.DELETE('/cps/app/catalog/{catalogID}', catalog(catalogId))).data.success;
  }

  async setTimedLotTimes(catalogId: string): Promise<number> {
    const path = '/cps/app/catalog/{catalogID}/setTimedAuctionLotTimes';
    return (await this.catalog.POST(path, catalog(catalogId))).data.lotCount;
  }

  async channels(catalogId: string): Promise<RestChannel[]> {
    return (await this.catalog.GET('/cps/app/catalog/{catalogID}/channels', catalog(catalogId))).data
      .channels;
  }

  async saveChannels(catalogId: string, body: JsonRequest<Ops['saveCatalogChannels']>): Promise<void> {
    await this.catalog.POST('/cps/app/catalog/{catalogID}/channels', { ...catalog(catalogId), body });
  }

  async saveCategories(catalogId: string, categoryIds: number[]): Promise<void> {
    await this.catalog.POST('/cps/app/catalog/{catalogID}/categories', {
      ...catalog(catalogId),
      body: categoryIds,
    });
  }

  async saveContacts(catalogId: string, body: ContactsRequest): Promise<void> {
    await this.catalog.POST('/cps/app/catalog/{catalogID}/contacts', { ...catalog(catalogId), body });
  }

  async saveIndependentContacts(catalogId: string, body: ContactsRequest): Promise<void> {
    await this.catalog.POST('/cps/app/catalog/{catalogID}/contacts/independent', {
      ...catalog(catalogId),
      body,
    });
  }

  async saveDefaults(catalogId: string, body: JsonRequest<Ops['saveCatalogDefaults']>): Promise<void> {
    await this.catalog.POST('/cps/app/catalog/{catalogID}/defaults', { ...catalog(catalogId), body });
  }

  async stepTracker(catalogId: string): Promise<number | null> {
    return (await this.catalog.GET('/cps/app/diy-step-tracker/{catalogID}', catalog(catalogId))).data
      .steptracker;
  }

  /** POST /cps/app/diy-step-tracker/{catalogID} with the bare step number as its body. */
  async recordStep(catalogId: string, step: number): Promise<number | null> {
    const res = await this.catalog.POST('/cps/app/diy-step-tracker/{catalogID}', {
      ...catalog(catalogId),
      body: step,
    });
    return res.data.steptracker;
  }

  async timeZones(): Promise<RestTimeZone[]> {
    return (await this.catalog.GET('/cps/app/timezones')).data.timeZones;
  }
}
