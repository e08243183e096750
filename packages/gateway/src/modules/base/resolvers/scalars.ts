import {
  GraphQLError,
  GraphQLScalarType,
  Kind,
  type GraphQLScalarTypeConfig,
  type ValueNode,
} from 'graphql/index.js';
import { isIsoDate, isIsoDateTime, isMoney, normalizeMoney } from '../../../shared/scalarFormats.js';

function stringScalar(options: {
  name: string;
  expected: string;
  /** Checks (and may normalise) a value; null when it is invalid. */
  accept: (value: string) => string | null;
}): GraphQLScalarType<string, string> {
  const check = (value: unknown, direction: 'input' | 'output'): string => {
    const accepted = typeof value === 'string' ? options.accept(value) : null;
    if (accepted === null)
      throw new GraphQLError(
        `${options.name} ${direction} must be ${options.expected}; got ${JSON.stringify(value)}`,
      );
    return accepted;
  };
  return keepSdlDescription({
    name: options.name,
    serialize: (value) => check(value, 'output'),
    parseValue: (value) => check(value, 'input'),
    parseLiteral: (ast: ValueNode) => {
      if (ast.kind !== Kind.STRING)
        throw new GraphQLError(`${options.name} input must be a string (${options.expected})`);
      return check(ast.value, 'input');
    },
  });
}

/**
 * A scalar resolver built from `config` that leaves the SDL's description alone: makeExecutableSchema
 * copies every enumerable property of a scalar resolver onto the schema's scalar, an undefined
 * `description` too, which served Date, DateTime and Money without their descriptions (GraphiQL, the
 * published schema.graphql). The SDL stays the one source of the text.
 */
function keepSdlDescription(
  config: GraphQLScalarTypeConfig<string, string>,
): GraphQLScalarType<string, string> {
  const scalar = new GraphQLScalarType<string, string>(config);
  Object.defineProperty(scalar, 'description', { value: undefined, enumerable: false, writable: true });
  return scalar;
}

/** YYYY-MM-DD, a real calendar date. */
export const DateScalar = stringScalar({
  name: 'Date',
  expected: 'a date as YYYY-MM-DD',
  accept: (v) => (isIsoDate(v) ? v : null),
});

/** ISO 8601 with a time zone offset. */
export const DateTimeScalar = stringScalar({
  name: 'DateTime',
  expected: 'an ISO 8601 date-time with a time zone offset',
  accept: (v) => (isIsoDateTime(v) ? v : null),
});

/** A decimal string; inputs may have 0–2 places and are normalised to two, outputs must have two. */
export const MoneyScalar = keepSdlDescription({
  name: 'Money',
  serialize: (value) => {
    if (typeof value === 'string' && isMoney(value)) return value;
    throw new GraphQLError(
      `Money output must be a decimal string with two places; got ${JSON.stringify(value)}`,
    );
  },
  parseValue: (value) => parseMoney(value),
  parseLiteral: (ast) => {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Money input must be a string such as "1234.50"');
    return parseMoney(ast.value);
  },
});

function parseMoney(value: unknown): string {
  const normalized = typeof value === 'string' ? normalizeMoney(value) : null;
  if (normalized === null)
    throw new GraphQLError(
      `Money input must be a decimal string with at most two places, e.g. "1234.50"; got ${JSON.stringify(value)}`,
    );
  return normalized;
}
