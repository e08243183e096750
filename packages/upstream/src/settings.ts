/**
 * Settings from the environment: the core (config.ts) and each domain (its mount's `settings`)
 * declare the variables they read with `EnvVariable` and read them with the readers both servers
 * share (`@ah/schema/node`: trimmed values, blank is unset, strict flags), so every variable has one
 * declaration that docs/CONFIGURATION.md is checked against.
 */
export {
  boolFrom,
  optionalInt,
  optionalValue,
  secretValue,
  type Env,
  type EnvVariable,
} from '@ah/schema/node';
