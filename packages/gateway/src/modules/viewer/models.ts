import type { HouseUser } from '../../rest/house/models.js';

/**
 * Codegen mappers (codegen.ts reads every `modules/<domain>/models.ts`): the REST models the GraphQL types
 * resolve from. The viewer, its user, house, house settings and access flags all resolve from the
 * one `HouseUser` answer of GET /app/house/user (connectType and isInstant, shown under
 * HouseSettings, live on the user record upstream).
 */
export type ViewerModel = HouseUser;
export type UserModel = HouseUser;
export type HouseModel = HouseUser;
export type HouseSettingsModel = HouseUser;
export type AccessFlagsModel = HouseUser;
