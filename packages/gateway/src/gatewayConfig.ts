import { configReader } from './config.js';
import { gatewayModules } from './modules/index.js';

/**
 * The gateway's configuration: the core's (config.ts) and the settings of every module in the list.
 * Here rather than in config.ts because the core imports no module (every module reads the context,
 * which reads the config).
 */
const reader = configReader(gatewayModules);

/** Every value at its default (not the environment). */
export const defaultConfig = reader.defaultConfig;
/** The configuration from the environment (`node dist/main.js`). */
export const loadConfig = reader.loadConfig;
/** `createGateway`'s partial configuration completed with the defaults (not the environment). */
export const resolveConfig = reader.resolveConfig;
/** Every environment variable the gateway reads, with its default, meaning and module (docs/CONFIGURATION.md). */
export const CONFIG_VARIABLES = reader.variables;
