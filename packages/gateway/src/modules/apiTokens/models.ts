import type { ApiToken } from '../../rest/house/models.js';

/** Codegen mapper: an API token resolves from the house service's token record. */
export type ApiTokenModel = ApiToken;
