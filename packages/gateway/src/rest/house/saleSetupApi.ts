import type { operations } from '../../__generated__/upstream/house.js';
import type { JsonResponse } from '../openapiTypes.js';
import type { RestServices } from '../services.js';
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
} from './saleSetupModels.js';

type Ops = operations;
const house = (houseRef: string) => ({ params: { path: { houseRef } } });
const binGroup = (houseRef: string, groupId: string) => ({ path: { houseRef, groupID: groupId } });

/**
 * The house app service's sales setup calls (sales §7: calendar, locations, countries and states,
 * fixed-price step 1) over the house facade. Every `/app/house/{houseRef}` path takes the house
 * from the caller's session.
 */
export class SaleSetupApi {
  constructor(private readonly house: RestServices['house']) {}

  async auctionCalendar(houseRef: string, upcoming: boolean): Promise<CalendarGroupRest[]> {
    const res = await this.house.GET('/app/house/{houseRef}/auction-calendar', {
      params: { path: { houseRef }, query: { upcoming: upcoming ? 'true' : 'false' } },
    });
    return res.data.groups;
  }

  async auctionTypeEnabled(houseRef: string): Promise<JsonResponse<Ops['getAuctionTypeEnabled'], 200>> {
    return (await this.house.GET('/app/house/{houseRef}/auction-type/enabled', house(houseRef))).data;
  }

  async paymentRequiredActivation(houseRef: string): Promise<PaymentRequiredActivation> {
    return (await this.house.GET('/app/house/{houseRef}/paymentRequiredActivation', house(houseRef))).data
      .paymentRequiredActivation;
  }

  async binSale(houseRef: string): Promise<BinSaleRest | null> {
    return (await this.house.GET('/app/house/{houseRef}/bin/sale', house(houseRef))).data.binSale;
  }

  async houseAddresses(): Promise<HouseAddressRest[]> {
    return (await this.house.GET('/app/house/address')).data.houseAddresses;
  }

  async saveLocation(houseRef: string, body: HouseLocationRequest): Promise<SaveLocationResult> {
    const res = (await this.house.POST('/app/house/{houseRef}/location', { ...house(houseRef), body })).data;
    if ('azhouseAdminError' in res)
      return {
        kind: 'adminError',
        errorCode: res.azhouseAdminError.errorCode,
        errorMessage: res.azhouseAdminError.errorMessage,
      };
    return { kind: 'saved', addressId: res.data.addressID };
  }

  async deleteAddress(addressId: string): Promise<boolean> {
    const res = await this.house.GET('/app/house/address/address-delete/{addressID}', {
      params: { path: { addressID: addressId } },
    });
    return res.data.success;
  }

  async countries(): Promise<CountryItem[]> {
    return (await this.house.GET('/app/country')).data.countries;
  }

  async states(countryCode: string): Promise<StateItem[]> {
    return (await this.house.GET('/app/states', { params: { query: { country: countryCode } } })).data.states;
  }

  async invoiceGroupSettings(houseRef: string, groupSettingsId: string): Promise<InvoiceGroupSettingsRest> {
    const res = await this.house.GET('/app/house/{houseRef}/invoiceGroupSettings', {
      params: { path: { houseRef }, query: { groupSettingsID: groupSettingsId } },
    });
    return res.data.groupSettings;
  }

  async saveInvoiceGroupSettings(
    houseRef: string,
    groupSettingsId: string,
    body: InvoiceGroupSettingsRequest,
  ): Promise<void> {
    await this.house.POST('/app/house/{houseRef}/invoiceGroupSettings', {
      params: { path: { houseRef }, query: { groupSettingsID: groupSettingsId } },
      body,
    });
  }

  async binPayments(houseRef: string, groupId: string): Promise<BinPaymentRest[]> {
    const path = '/app/house/{houseRef}/bin/group/{groupID}/payments';
    return (await this.house.GET(path, { params: binGroup(houseRef, groupId) })).data.payments;
  }

  async saveBinPayments(
    houseRef: string,
    groupId: string,
    methodIds: BinPaymentRest['paymentMethodID'][],
  ): Promise<void> {
    const path = '/app/house/{houseRef}/bin/group/{groupID}/payments';
    await this.house.POST(path, { params: binGroup(houseRef, groupId), body: methodIds });
  }

  /** Every country; `selected` marks the excluded ones (include=false). */
  async binShipToExclusions(houseRef: string, groupId: string): Promise<ShipToRest[]> {
    const path = '/app/house/{houseRef}/bin/group/{groupID}/shipTo';
    const params = { ...binGroup(houseRef, groupId), query: { include: 'false' as const } };
    return (await this.house.GET(path, { params })).data.shipTo;
  }

  async saveBinShipToExclusions(houseRef: string, groupId: string, countryCodes: string[]): Promise<void> {
    const path = '/app/house/{houseRef}/bin/group/{groupID}/shipTo';
    const params = { ...binGroup(houseRef, groupId), query: { include: 'false' as const } };
    await this.house.POST(path, { params, body: countryCodes });
  }

  async binTerms(houseRef: string, groupId: string): Promise<BinTermRest[]> {
    const path = '/app/house/{houseRef}/bin/group/{groupID}/terms';
    return (await this.house.GET(path, { params: binGroup(houseRef, groupId) })).data.terms;
  }

  async saveBinTerms(houseRef: string, groupId: string, terms: BinTermInput[]): Promise<void> {
    const path = '/app/house/{houseRef}/bin/group/{groupID}/terms';
    await this.house.POST(path, { params: binGroup(houseRef, groupId), body: { terms } });
  }
}
