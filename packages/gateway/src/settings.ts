/**
 * What a module declares about its settings (GatewayModule.settings): the environment variables it
 * reads, their defaults and how to read them. config.ts loops over the declarations, so the core names
 * no domain's setting; docs/CONFIGURATION.md's gateway table is checked against them (configDocs.test.ts).
 */

import { intFrom, type Env, type EnvVariable } from '@ah/schema/node';

/** The readers both servers share (trimmed values, strict flags), from `@ah/schema/node`. */
export { boolFrom, intFrom, nonEmpty, type Env } from '@ah/schema/node';

/**
 * The settings modules add to GatewayConfig, flat beside the core's (a test overrides
 * `shippingPollIntervalMs` as it overrides `port`). Each module adds its own by declaration merging:
 *
 * ```ts
 * declare module '../../settings.js' {
 *   interface ModuleSettings { shippingPollIntervalMs: number }
 * }
 * ```
 *
 * modules/index.ts checks at compile time that these are exactly the listed modules' defaults, and
 * that none shares a name with the core's (config.ts CoreConfig); config.ts refuses a clash at boot.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the modules' declarations
export interface ModuleSettings {}

/** One environment variable as the docs list it: the type both servers declare theirs with. */
export type SettingVariable = EnvVariable;

/** A variable with the one who reads it: `core` or a module's glossary name. */
export interface DeclaredVariable extends SettingVariable {
  readonly module: string;
}

/** A module's settings: `S` is the part of ModuleSettings it declares. */
export interface ModuleSettingsSpec<S extends object = object> {
  readonly variables: readonly SettingVariable[];
  /** The values without an environment (`createGateway` fills what a caller leaves out from these). */
  defaults(): S;
  /** The values from the environment; throws on a malformed one, naming the variable. */
  fromEnv(env: Env, defaults: S): S;
}

/**
 * A module's poll interval (a live hub's): one integer variable of at least 10 ms, its default shown
 * in the docs as given here.
 */
export function pollIntervalSetting<K extends string>(setting: {
  key: K;
  variable: string;
  defaultMs: number;
  description: string;
}): ModuleSettingsSpec<Record<K, number>> {
  const { key, variable, defaultMs } = setting;
  const valueOf = (ms: number) => ({ [key]: ms }) as Record<K, number>;
  return {
    variables: [{ name: variable, default: `\`${defaultMs}\``, description: setting.description }],
    defaults: () => valueOf(defaultMs),
    fromEnv: (env, defaults) => valueOf(intFrom(env, variable, defaults[key], 10)),
  };
}
