import type { RuleViolation } from './types.js';

/**
 * Control characters (Unicode Cc: U+0000–U+001F, U+007F–U+009F) other than tab, line feed and
 * carriage return. No form field needs them, and PostgreSQL refuses a NUL byte in text outright,
 * so every string input is checked for them before it reaches a database: by the gateway for
 * every GraphQL argument and by the services for every JSON body, query and path parameter.
 */
const ALLOWED_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

function isForbiddenControl(code: number): boolean {
  return (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) && !ALLOWED_CONTROLS.has(code);
}

/** The first forbidden control character of `value` as `U+XXXX`, or null. */
export function controlCharacterIn(value: string): string | null {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isForbiddenControl(code)) return `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  }
  return null;
}

export function controlCharacterMessage(field: string, codePoint: string): string {
  return `${field} must not contain control characters (found ${codePoint}); only tab, line feed and carriage return are allowed.`;
}

/** Where in a value a control character was found: the path's segments (keys and list indexes). */
export interface ControlCharacterFinding {
  path: (string | number)[];
  codePoint: string;
}

/**
 * The first control character in a JSON-like value (strings, lists, plain objects; object keys too),
 * depth first, or null. Other values (numbers, booleans, null, class instances) are not text.
 */
export function findControlCharacter(
  value: unknown,
  path: (string | number)[] = [],
): ControlCharacterFinding | null {
  if (typeof value === 'string') {
    const codePoint = controlCharacterIn(value);
    return codePoint ? { path, codePoint } : null;
  }
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const inKey = controlCharacterIn(key);
      if (inKey) return { path: [...path, key], codePoint: inKey };
      const found = findControlCharacter(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A finding as a violation, its path written `a.0.b` (how input paths are named throughout). */
export function controlCharacterViolation(
  finding: ControlCharacterFinding,
  field = finding.path.join('.'),
): RuleViolation {
  return { field, message: controlCharacterMessage(field, finding.codePoint) };
}
