import type { operations } from '../../__generated__/upstream/house.js';
import type { JsonResponse } from '../openapiTypes.js';
import type { CallContext, RestClient } from '../restClient.js';
import type {
  BinPaymentRest,
  BinSaleRest,
  BinTermInput,
  BinTermRest,
  CalendarGroupRest,
  CountryItem,
  HouseAddressRest,
  HouseLocationRequest,
  InvoiceGroupSettingsRequest,
  InvoiceGroupSettingsRest,
  PaymentRequiredActivation,
  SaveLocationResult,
  ShipToRest,
  StateItem,
} from './salesHouseModels.js';

type Ops = operations;
const enc = encodeURIComponent;

/**
 * The house app service's sales setup calls (sales §7: calendar, locations, countries and states,
 * fixed-price step 1), typed from openapi/house.yaml. Every `/app/house/{houseRef}` path takes the
 * house from the caller's session.
 */
export class SalesHouseApi {
  constructor(
    private readonly client: RestClient,
    private readonly call: () => CallContext,
  ) {}

  private async get<T>(path: string, query?: Record<string, string | number | undefined>): Promise<T> {
    return (await this.client.request<T>(this.call(), { method: 'GET', path, ...(query ? { query } : {}) }))
      .body;
  }

  private async post<T>(
    path: string,
    body: unknown,
    query?: Record<string, string | number | undefined>,
  ): Promise<T> {
    return (
      await this.client.request<T>(this.call(), { method: 'POST', path, body, ...(query ? { query } : {}) })
    ).body;
  }

  async auctionCalendar(houseRef: string, upcoming: boolean): Promise<CalendarGroupRest[]> {
    return (
      await this.get<JsonResponse<Ops['getAuctionCalendar'], 200>>(
        `/app/house/${enc(houseRef)}/auction-calendar`,
        {
          upcoming: String(upcoming),
        },
      )
    ).groups;
  }

  async auctionTypeEnabled(houseRef: string): Promise<JsonResponse<Ops['getAuctionTypeEnabled'], 200>> {
    return this.get(`/app/house/${enc(houseRef)}/auction-type/enabled`);
  }

  async paymentRequiredActivation(houseRef: string): Promise<PaymentRequiredActivation> {
    return (
      await this.get<JsonResponse<Ops['getPaymentRequiredActivation'], 200>>(
        `/app/house/${enc(houseRef)}/paymentRequiredActivation`,
      )
    ).paymentRequiredActivation;
  }

  async binSale(houseRef: string): Promise<BinSaleRest | null> {
    return (await this.get<JsonResponse<Ops['getBinSale'], 200>>(`/app/house/${enc(houseRef)}/bin/sale`))
      .binSale;
  }

  async houseAddresses(): Promise<HouseAddressRest[]> {
    return (await this.get<JsonResponse<Ops['listHouseAddresses'], 200>>('/app/house/address'))
      .houseAddresses;
  }

  async saveLocation(houseRef: string, body: HouseLocationRequest): Promise<SaveLocationResult> {
    const res = await this.post<JsonResponse<Ops['saveHouseLocation'], 200>>(
      `/app/house/${enc(houseRef)}/location`,
      body,
    );
    if ('azhouseAdminError' in res)
      return {
        kind: 'adminError',
        errorCode: res.azhouseAdminError.errorCode,
        errorMessage: res.azhouseAdminError.errorMessage,
      };
    return { kind: 'saved', addressId: res.data.addressID };
  }

  async deleteAddress(addressId: string): Promise<boolean> {
    return (
      await this.get<JsonResponse<Ops['deleteHouseAddress'], 200>>(
        `/app/house/address/address-delete/${enc(addressId)}`,
      )
    ).success;
  }

  async countries(): Promise<CountryItem[]> {
    return (await this.get<JsonResponse<Ops['listCountries'], 200>>('/app/country')).countries;
  }

  async states(countryCode: string): Promise<StateItem[]> {
    return (await this.get<JsonResponse<Ops['listStates'], 200>>('/app/states', { country: countryCode }))
      .states;
  }

  async invoiceGroupSettings(houseRef: string, groupSettingsId: string): Promise<InvoiceGroupSettingsRest> {
    return (
      await this.get<JsonResponse<Ops['getInvoiceGroupSettings'], 200>>(
        `/app/house/${enc(houseRef)}/invoiceGroupSettings`,
        {
          groupSettingsID: groupSettingsId,
        },
      )
    ).groupSettings;
  }

  async saveInvoiceGroupSettings(
    houseRef: string,
    groupSettingsId: string,
    body: InvoiceGroupSettingsRequest,
  ): Promise<void> {
    await this.post(`/app/house/${enc(houseRef)}/invoiceGroupSettings`, body, {
      groupSettingsID: groupSettingsId,
    });
  }

  private binPath(houseRef: string, groupId: string, part: string): string {
    return `/app/house/${enc(houseRef)}/bin/group/${enc(groupId)}/${part}`;
  }

  async binPayments(houseRef: string, groupId: string): Promise<BinPaymentRest[]> {
    return (
      await this.get<JsonResponse<Ops['getBinPayments'], 200>>(this.binPath(houseRef, groupId, 'payments'))
    ).payments;
  }

  async saveBinPayments(houseRef: string, groupId: string, methodIds: number[]): Promise<void> {
    await this.post(this.binPath(houseRef, groupId, 'payments'), methodIds);
  }

  /** Every country; `selected` marks the excluded ones (include=false). */
  async binShipToExclusions(houseRef: string, groupId: string): Promise<ShipToRest[]> {
    return (
      await this.get<JsonResponse<Ops['getBinShipTo'], 200>>(this.binPath(houseRef, groupId, 'shipTo'), {
        include: 'false',
      })
    ).shipTo;
  }

  async saveBinShipToExclusions(houseRef: string, groupId: string, countryCodes: string[]): Promise<void> {
    await this.post(this.binPath(houseRef, groupId, 'shipTo'), countryCodes, { include: 'false' });
  }

  async binTerms(houseRef: string, groupId: string): Promise<BinTermRest[]> {
    return (await this.get<JsonResponse<Ops['getBinTerms'], 200>>(this.binPath(houseRef, groupId, 'terms')))
      .terms;
  }

  async saveBinTerms(houseRef: string, groupId: string, terms: BinTermInput[]): Promise<void> {
    await this.post(this.binPath(houseRef, groupId, 'terms'), { terms });
  }
}
