/** @ah/gateway: the GraphQL gateway of the auction-house back office. */
export { createGateway, type Gateway } from './server.js';
export { type GatewayConfig, type GraphqlLimits, type ServiceUrls } from './config.js';
export { CONFIG_VARIABLES, defaultConfig, loadConfig, resolveConfig } from './gatewayConfig.js';
export { buildGatewaySchema } from './schema.js';
export { type GuardRule } from './auth/guards.js';
export { ROOT_FIELD_GUARDS } from './modules/index.js';
export { ErrorCode } from './errors.js';
export type { UpstreamCall, UpstreamCallsEvent } from './rest/callLog.js';
