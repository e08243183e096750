import type DataLoader from 'dataloader';
import type { GatewayContext } from '../../../context.js';
import type { SessionDefinitionRest, TermsEntry } from '../../../rest/catalog/models.js';
import { CatalogApi } from '../../../rest/catalog/catalogApi.js';
import type {
  BinSaleRest,
  CalendarGroupRest,
  PaymentRequiredActivation,
} from '../../../rest/house/saleSetupModels.js';
import { SaleSetupApi } from '../../../rest/house/saleSetupApi.js';
import type { RestServices } from '../../../rest/services.js';
import { perKeyLoader } from '../../perKeyLoader.js';

/**
 * The calendar's reads (sales §2 Calendar): My Auctions, what the Add Sale form offers, and a session's
 * definition: the calendar adds and deletes sessions, so the sale wizard and publishing read it here.
 */
export interface CalendarLoaders {
  auctionCalendar: DataLoader<{ houseRef: string; upcoming: boolean }, CalendarGroupRest[], string>;
  binSale: DataLoader<string, BinSaleRest | null>;
  auctionTypeEnabled: DataLoader<string, { liveOrTimedEnabled: boolean; binEnabled: boolean }>;
  paymentActivation: DataLoader<string, PaymentRequiredActivation>;
  terms: DataLoader<number, TermsEntry[]>;
  sessionDefinition: DataLoader<string, SessionDefinitionRest>;
}

/** The calendar module's loaders: each upstream call at most once per request and key. */
export function createCalendarLoaders(rest: RestServices): CalendarLoaders {
  const catalog = new CatalogApi(rest.catalog);
  const house = new SaleSetupApi(rest.house);
  return {
    auctionCalendar: perKeyLoader(
      (k: { houseRef: string; upcoming: boolean }) => house.auctionCalendar(k.houseRef, k.upcoming),
      (k) => `${k.houseRef}/${k.upcoming}`,
    ),
    binSale: perKeyLoader((houseRef: string) => house.binSale(houseRef)),
    auctionTypeEnabled: perKeyLoader((houseRef: string) => house.auctionTypeEnabled(houseRef)),
    paymentActivation: perKeyLoader((houseRef: string) => house.paymentRequiredActivation(houseRef)),
    terms: perKeyLoader((houseId: number) => catalog.terms(houseId)),
    sessionDefinition: perKeyLoader((catalogId: string) => catalog.sessionDefinition(catalogId)),
  };
}

/** The calendar's loaders for the modules above it (index.ts): the sale wizard and publishing. */
export const calendarLoadersOf = (context: GatewayContext): CalendarLoaders => context.loaders.calendar;

// This module's loaders on every request's context: context.loaders.<name> (context.ts ModuleLoaders).
declare module '../../../context.js' {
  interface ModuleLoaders {
    calendar: CalendarLoaders;
  }
}
