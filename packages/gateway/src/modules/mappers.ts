import type {
  ApiToken,
  Catalog,
  HouseUser,
  InvoiceGroup,
  InvoiceTemplateItem,
  SaleGroup,
} from '../rest/house/models.js';

/**
 * Codegen mappers: the REST models (generated from the upstream's OpenAPI contract) that the
 * GraphQL types resolve from. Field resolvers in each module turn them into the schema's shape.
 *
 * The viewer, its user, house, house settings and access flags all resolve from the one
 * `HouseUser` answer of GET /app/house/user (connectType and isInstant, shown under
 * HouseSettings, live on the user record upstream).
 */
export type ViewerModel = HouseUser;
export type UserModel = HouseUser;
export type HouseModel = HouseUser;
export type HouseSettingsModel = HouseUser;
export type AccessFlagsModel = HouseUser;
export type SessionModel = Catalog;
export type SaleGroupModel = SaleGroup;
export type InvoiceGroupModel = InvoiceGroup;
export type InvoiceTemplateModel = InvoiceTemplateItem;
export type ApiTokenModel = ApiToken;
