import type { components } from '../../__generated__/upstream/house.js';

/** The house service's REST models (generated from packages/upstream/openapi/house.yaml). */
type Schemas = components['schemas'];

export type HouseUser = Schemas['HouseUser'];
export type HouseInfo = Schemas['HouseInfo'];
export type Catalog = Schemas['Catalog'];
export type SaleGroup = Schemas['SaleGroup'];
export type InvoiceGroup = Schemas['InvoiceGroup'];
export type InvoiceTemplateItem = Schemas['InvoiceTemplateItem'];
export type ApiToken = Schemas['ApiToken'];
export type ProcessorType = Schemas['ProcessorType'];
export type LoginRequest = Schemas['LoginRequest'];
export type VersionInfo = Schemas['VersionInfo'];
