import type { BuyPremSchedule, GroupInfo, SessionDefinitionRest } from '../../rest/catalog/models.js';

/**
 * Codegen mappers of the sale wizard types (codegen.ts reads them from here): the REST models they
 * resolve from, or a small record for the types whose fields load lazily (each field only when a
 * client selects it).
 */
export type SessionDefinitionModel = SessionDefinitionRest;
export type BuyerPremiumScheduleModel = BuyPremSchedule;

export interface SessionWizardModel {
  groupId: string;
  /** "0" for a new session. */
  catalogId: string;
  group: GroupInfo;
}

export interface FixedPriceSaleDetailsModel {
  groupId: string;
  catalogId: string;
  session: SessionDefinitionRest;
}
