/** Node-only exports (file system); the browser bundle imports `@ah/schema` without these. */
export { loadDomainTypeDefs, loadTypeDefs } from './sdl.js';
export {
  DEFAULT_REQUEST_TIMEOUTS,
  createGuardedServer,
  requestTimeoutsFromEnv,
  type RequestTimeouts,
} from './http/slowClients.js';
export {
  boolFrom,
  intFrom,
  nonEmpty,
  optionalInt,
  optionalValue,
  secretValue,
  type Env,
  type EnvVariable,
} from './envSettings.js';
