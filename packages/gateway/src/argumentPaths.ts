import {
  GraphQLError,
  defaultFieldResolver,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLFieldResolver,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql/index.js';
import { ErrorCode } from './errors.js';

/** Where in a field's arguments a value sits: ['input', 'objects', 0, 'id']. */
export type ArgumentPath = ReadonlyArray<string | number>;

const REFUSALS: ReadonlySet<unknown> = new Set([ErrorCode.NOT_FOUND, ErrorCode.BAD_USER_INPUT]);

/** 'objects.0.id', 'objects[0].id' → ['objects', 0, 'id']. */
function segmentsOf(field: string): Array<string | number> {
  return field
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((s) => s !== '')
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}

/** Whether `segments` name a place inside `type` (list items by index). */
function isPlaceIn(type: GraphQLInputType, segments: ReadonlyArray<string | number>): boolean {
  let current: GraphQLInputType = type;
  for (const segment of segments) {
    const inner = isNonNullType(current) ? current.ofType : current;
    if (typeof segment === 'number') {
      if (!isListType(inner)) return false;
      current = inner.ofType;
      continue;
    }
    const named = getNamedType(inner);
    const next = isInputObjectType(named) ? named.getFields()[segment] : undefined;
    if (!next) return false;
    current = next.type;
  }
  return true;
}

/**
 * The argument path of a refusal's `field`: the field names an argument ('lotIds', 'catalogId')
 * or a place inside an input-object argument, as the gateway's messages name them relative to the
 * input ('invoiceIds' → ['input', 'invoiceIds'], 'objects.0.id' → ['input', 'objects', 0, 'id']).
 */
export function argumentPathOf(field: GraphQLField<unknown, unknown>, name: string): ArgumentPath | null {
  const segments = segmentsOf(name);
  const [first, ...rest] = segments;
  if (typeof first !== 'string') return null;
  const direct = field.args.find((a) => a.name === first);
  if (direct && isPlaceIn(direct.type, rest)) return segments;
  for (const arg of field.args)
    if (isInputObjectType(getNamedType(arg.type)) && isPlaceIn(arg.type, segments))
      return [arg.name, ...segments];
  return null;
}

/**
 * Every mutation's NOT_FOUND or BAD_USER_INPUT refusal that names a `field` also carries
 * `extensions.argumentPath`, the place in the mutation's arguments that was refused, so a script
 * sees which of its ids is unknown. One wrapper for all mutations, resolved against the schema.
 */
export function applyArgumentPaths(schema: GraphQLSchema): GraphQLSchema {
  const mutation = schema.getMutationType();
  for (const field of Object.values(mutation?.getFields() ?? {})) {
    const resolve: GraphQLFieldResolver<unknown, unknown> = field.resolve ?? defaultFieldResolver;
    field.resolve = async (source, args, context, info) => {
      try {
        return await resolve(source, args, context, info);
      } catch (error) {
        throw withArgumentPath(error, field);
      }
    };
  }
  return schema;
}

function withArgumentPath(error: unknown, field: GraphQLField<unknown, unknown>): unknown {
  if (!(error instanceof GraphQLError) || !REFUSALS.has(error.extensions['code'])) return error;
  const name = error.extensions['field'];
  if (typeof name !== 'string' || error.extensions['argumentPath'] !== undefined) return error;
  const path = argumentPathOf(field, name);
  if (path) error.extensions['argumentPath'] = path;
  return error;
}

/** A NOT_FOUND or BAD_USER_INPUT refusal that names no field, named as the input's `field`. */
export function refusedAt(error: unknown, field: string): unknown {
  if (error instanceof GraphQLError && REFUSALS.has(error.extensions['code']))
    error.extensions['field'] ??= field;
  return error;
}
