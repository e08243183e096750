/**
 * Settings from the environment, read the same way by both servers: the gateway's core and modules
 * and the upstream's core and domains declare their variables with `EnvVariable` (docs/CONFIGURATION.md
 * is checked against the declarations) and read them with these readers. Where the two servers once
 * differed, the stricter reading won: a value is trimmed and blank counts as unset; a flag is one of
 * 1/0, true/false, yes/no, on/off and anything else is refused, naming the variable.
 */

/** The environment as read: `process.env`, or a test's own object. */
export type Env = Readonly<Record<string, string | undefined>>;

/** One environment variable as docs/CONFIGURATION.md lists it. */
export interface EnvVariable {
  /** The variable, e.g. `SHIPPING_POLL_INTERVAL_MS`. */
  readonly name: string;
  /** Its default as the docs show it: a value, `—` (unset: off), `generated` or a word for it. */
  readonly default: string;
  readonly description: string;
}

/** The value, trimmed; undefined when unset or blank. */
export function nonEmpty(value: string | undefined): string | undefined {
  const v = value?.trim();
  return v ? v : undefined;
}

/** The variable's value, trimmed; undefined when unset or blank. */
export function optionalValue(env: Env, name: string): string | undefined {
  return nonEmpty(env[name]);
}

/** An integer variable of at least `min`; undefined when unset or blank. */
export function optionalInt(env: Env, name: string, min: number): number | undefined {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

/** An integer variable of at least `min`, or the fallback when unset or blank. */
export function intFrom(env: Env, name: string, fallback: number, min: number): number {
  return optionalInt(env, name, min) ?? fallback;
}

/** A true/false variable (1/0, yes/no, on/off too), or the fallback when unset or blank. */
export function boolFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = nonEmpty(env[name])?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${raw}"`);
}

/** A signing secret of `minLength` characters or more; undefined when unset or blank. */
export function secretValue(env: Env, name: string, minLength = 32): string | undefined {
  const raw = nonEmpty(env[name]);
  if (raw === undefined) return undefined;
  if (raw.length < minLength) throw new Error(`${name} must be at least ${minLength} characters`);
  return raw;
}
