import type DataLoader from 'dataloader';
import type { TermsEntry } from '../../../rest/catalog/models.js';
import { CatalogApi } from '../../../rest/catalog/catalogApi.js';
import type {
  BinSaleRest,
  CalendarGroupRest,
  PaymentRequiredActivation,
} from '../../../rest/house/salesHouseModels.js';
import { SalesHouseApi } from '../../../rest/house/salesHouseApi.js';
import type { RestServices } from '../../../rest/services.js';
import { perKeyLoader } from '../../perKeyLoader.js';

/** The calendar's reads (sales §2 Calendar): My Auctions and what the Add Sale form offers. */
export interface CalendarLoaders {
  auctionCalendar: DataLoader<{ houseRef: string; upcoming: boolean }, CalendarGroupRest[], string>;
  binSale: DataLoader<string, BinSaleRest | null>;
  auctionTypeEnabled: DataLoader<string, { liveOrTimedEnabled: boolean; binEnabled: boolean }>;
  paymentActivation: DataLoader<string, PaymentRequiredActivation>;
  terms: DataLoader<number, TermsEntry[]>;
}

/** The calendar module's loaders: each upstream call at most once per request and key. */
export function createCalendarLoaders(rest: RestServices): CalendarLoaders {
  const catalog = new CatalogApi(rest.catalog);
  const house = new SalesHouseApi(rest.house);
  return {
    auctionCalendar: perKeyLoader(
      (k: { houseRef: string; upcoming: boolean }) => house.auctionCalendar(k.houseRef, k.upcoming),
      (k) => `${k.houseRef}/${k.upcoming}`,
    ),
    binSale: perKeyLoader((houseRef: string) => house.binSale(houseRef)),
    auctionTypeEnabled: perKeyLoader((houseRef: string) => house.auctionTypeEnabled(houseRef)),
    paymentActivation: perKeyLoader((houseRef: string) => house.paymentRequiredActivation(houseRef)),
    terms: perKeyLoader((houseId: number) => catalog.terms(houseId)),
  };
}
