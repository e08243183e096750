import { GraphQLError } from 'graphql/index.js';
import { badUserInput, ErrorCode } from '../errors.js';
import { isGraphqlInputPath, pathSegments } from '../input/inputNames.js';
import { UpstreamError } from './errors.js';

export interface InputTerms {
  /**
   * REST names → GraphQL input names: a whole upstream path (`address.country`) or one of its
   * names (`objectsReviewed` → `objects`, `artaSubtype` → `objectTypeId`), renamed name by name.
   */
  fields?: Readonly<Record<string, string>>;
  /** Put before the renamed path (e.g. `charges.2.` when one input list item was sent alone). */
  prefix?: string;
  /** The module's own message for an upstream refusal code whose message names REST fields. */
  messages?: Readonly<Record<string, string>>;
}

const RENAMED_REFUSALS: ReadonlySet<ErrorCode> = new Set([ErrorCode.BAD_USER_INPUT, ErrorCode.NOT_FOUND]);

/**
 * An upstream refusal (BAD_USER_INPUT, or NOT_FOUND for an id in the body that is not the caller's
 * house's) in the terms of the GraphQL input the caller sent: its
 * field renamed from the upstream's (`objectsReviewed[0].artaSubtype` → `objects.0.objectTypeId`,
 * see input/inputPath.ts), its code kept as `reason`. A path that is still not made of GraphQL
 * input names after renaming is left out rather than shown; the message is the module's for that
 * code, or the upstream's (which rest/errors.ts already replaced if it named a REST field).
 * Any other error is returned as it is.
 */
export function inInputTerms(error: unknown, terms: InputTerms = {}): unknown {
  if (!(error instanceof UpstreamError) || !RENAMED_REFUSALS.has(error.code)) return error;
  const renamed = error.upstreamField === null ? null : renameField(error.upstreamField, terms);
  const field = renamed !== null && isGraphqlInputPath(renamed) ? renamed : undefined;
  const message = (error.upstreamCode ? terms.messages?.[error.upstreamCode] : undefined) ?? error.message;
  const reason = error.upstreamCode ? { reason: error.upstreamCode } : {};
  if (error.code === ErrorCode.BAD_USER_INPUT) return badUserInput(message, field, reason);
  return new GraphQLError(message, {
    extensions: { ...reason, code: ErrorCode.NOT_FOUND, ...(field ? { field } : {}) },
  });
}

function renameField(upstreamField: string, terms: InputTerms): string {
  const fields = terms.fields ?? {};
  const whole = fields[upstreamField];
  const path =
    whole ??
    pathSegments(upstreamField)
      .map((segment) => fields[segment] ?? segment)
      .join('.');
  return `${terms.prefix ?? ''}${path}`;
}

/**
 * An upstream refusal in the GraphQL input's terms (inInputTerms): its `field` renamed
 * by `fields` (upstream body name → input name), after `prefix`.
 */
export function inInputFields(
  error: unknown,
  fields: Readonly<Record<string, string>>,
  prefix = '',
): unknown {
  return inInputTerms(error, { fields, prefix });
}
