import type {
  BinSaleRest,
  CalendarCatalogRest,
  CalendarGroupRest,
} from '../../rest/house/saleSetupModels.js';

/** Codegen mappers of the calendar types: the house service's calendar records they resolve from. */
export type CalendarGroupModel = CalendarGroupRest;
export type CalendarSessionModel = CalendarCatalogRest;
export type BuyNowSaleModel = BinSaleRest;
