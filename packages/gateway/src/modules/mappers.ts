/** Placeholder: the gateway maps GraphQL types to these REST models (filled in by the gateway module work). */
export type ViewerModel = unknown;
export type UserModel = unknown;
export type HouseModel = unknown;
export type HouseSettingsModel = unknown;
export type AccessFlagsModel = unknown;
export type SessionModel = unknown;
export type SaleGroupModel = unknown;
export type InvoiceGroupModel = unknown;
export type InvoiceTemplateModel = unknown;
export type ApiTokenModel = unknown;
