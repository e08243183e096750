import {
  GraphQLBoolean,
  GraphQLError,
  GraphQLFloat,
  GraphQLInt,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLResolveInfo,
} from 'graphql/index.js';
import { describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../schema.js';
import { inputPath } from './inputPath.js';

/**
 * The check covers every string the schema accepts: for each field with arguments (any type,
 * roots included) and each string-carrying leaf of its arguments (String, ID and the string
 * scalars, inside input objects and lists), a NUL byte there is refused before the field's own
 * resolver (or subscribe) runs, naming that path.
 */
const NON_TEXT = new Set([GraphQLInt.name, GraphQLFloat.name, GraphQLBoolean.name]);

interface Leaf {
  /** The argument's value with a NUL byte at the leaf. */
  value: unknown;
  path: (string | number)[];
}

function textLeaves(type: GraphQLInputType, seen: ReadonlySet<string>): Leaf[] {
  if (isNonNullType(type)) return textLeaves(type.ofType, seen);
  if (isListType(type))
    return textLeaves(type.ofType as GraphQLInputType, seen).map((l) => ({
      value: [l.value],
      path: [0, ...l.path],
    }));
  const named = getNamedType(type);
  if (isScalarType(named)) return NON_TEXT.has(named.name) ? [] : [{ value: 'a\u0000b', path: [] }];
  if (!isInputObjectType(named) || seen.has(named.name)) return [];
  const inner = new Set([...seen, named.name]);
  return Object.values(named.getFields()).flatMap((f) =>
    textLeaves(f.type, inner).map((l) => ({ value: { [f.name]: l.value }, path: [f.name, ...l.path] })),
  );
}

const schema = buildGatewaySchema();
const cases = Object.values(schema.getTypeMap())
  .filter(isObjectType)
  .filter((t) => !t.name.startsWith('__'))
  .flatMap((type) =>
    Object.values(type.getFields()).flatMap((field) =>
      field.args.flatMap((arg) =>
        textLeaves(arg.type, new Set()).map((leaf) => ({
          coordinate: `${type.name}.${field.name}`,
          field,
          args: { [arg.name]: leaf.value },
          expected: inputPath(arg.name, leaf.path),
        })),
      ),
    ),
  );

function refusal(run: () => unknown): GraphQLError {
  try {
    run();
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the control-character check', () => {
  it('covers many string inputs across the schema', () => {
    expect(cases.length).toBeGreaterThan(200);
    expect(new Set(cases.map((c) => c.coordinate)).size).toBeGreaterThan(60);
  });

  it.each(cases.map((c) => [`${c.coordinate}(${c.expected})`, c] as const))(
    '%s: refused before the resolver runs',
    (_name, { field, args, expected }) => {
      const info = {} as GraphQLResolveInfo;
      for (const run of [field.resolve, field.subscribe].filter(
        (r): r is GraphQLFieldResolver<unknown, unknown> => r !== undefined,
      )) {
        const error = refusal(() => run(null, args, {}, info));
        expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: expected });
        expect(error.message).toBe(
          `${expected} must not contain control characters (found U+0000); only tab, line feed and carriage return are allowed.`,
        );
      }
    },
  );
});

describe('inputPath', () => {
  it("names the argument, then fields and indexes; the `input` argument's fields without the prefix", () => {
    expect(inputPath('groupId')).toBe('groupId');
    expect(inputPath('lotIds', [2])).toBe('lotIds.2');
    expect(inputPath('input', ['objects', 0, 'objectTypeId'])).toBe('objects.0.objectTypeId');
    expect(inputPath('input')).toBe('input');
  });
});
