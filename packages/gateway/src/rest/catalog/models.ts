import type { components } from '../../__generated__/upstream/catalog.js';

/** The catalog service's REST models (generated from packages/upstream/openapi/catalog.yaml). */
type Schemas = components['schemas'];

export type CatalogHouseInfo = Schemas['CatalogHouseInfo'];
export type TermsEntry = Schemas['TermsEntry'];
export type NewSaleRequest = Schemas['NewSaleRequest'];
export type RestContact = Schemas['Contact'];
export type RestContactType = Schemas['ContactType'];
export type ContactsRequest = Schemas['ContactsRequest'];
export type AddressDefaults = Schemas['AddressDefaults'];
export type RestCategory = Schemas['Category'];
export type GroupInfo = Schemas['GroupInfo'];
export type BuyPremStep = Schemas['BuyPremStep'];
export type ChannelStateCode = Schemas['ChannelState'];
export type RestChannel = Schemas['Channel'];
export type SessionDefinitionRest = Schemas['SessionDefinition'];
export type SessionFieldsRequest = Schemas['SessionFieldsRequest'];
export type RestTimeZone = Schemas['TimeZone'];
export interface BuyPremSchedule {
  application: 'slice' | 'whole';
  buyPremSteps: BuyPremStep[];
}
