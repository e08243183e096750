import {
  GraphQLID,
  GraphQLInt,
  GraphQLString,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  type GraphQLSchema,
} from 'graphql/index.js';
import { pastDay, type IdsByName } from '../../src/modules/crossHouseCases.js';

/** A root field that takes an id somewhere in its arguments (input objects included). */
export interface IdTakingField {
  /** 'Query.invoiceGroupDetails', 'Mutation.saveLot', 'Subscription.shippingReviewUpdated'. */
  coordinate: string;
  operation: 'query' | 'mutation' | 'subscription';
  field: GraphQLField<unknown, unknown>;
  /** Where the ids go, e.g. ['invoiceGroupId', 'input.invoiceIds']. */
  idPaths: string[];
}

/**
 * A String or Int argument named like an id or a reference (`catalogId: String!`, `sessionRefs:
 * [String!]!`, `lotID: Int`) takes an id as well.
 */
const ID_LIKE_NAME = /(^id|^ids|Id|Ids|ID|IDs|Ref|Refs)$/;

function takesId(named: ReturnType<typeof getNamedType>, name: string): boolean {
  return (
    named === GraphQLID || ((named === GraphQLString || named === GraphQLInt) && ID_LIKE_NAME.test(name))
  );
}

function idPathsOf(type: GraphQLInputType, prefix: string, seen: ReadonlySet<string>): string[] {
  const named = getNamedType(type);
  if (takesId(named, prefix.split('.').pop() ?? '')) return [prefix];
  if (!isInputObjectType(named) || seen.has(named.name)) return [];
  const inner = new Set([...seen, named.name]);
  return Object.values(named.getFields()).flatMap((f) => idPathsOf(f.type, `${prefix}.${f.name}`, inner));
}

/** Every root field (query, mutation, subscription) with an id argument or input field (ID, or a String named like an id). */
export function idTakingRootFields(schema: GraphQLSchema): IdTakingField[] {
  const roots: Array<[IdTakingField['operation'], GraphQLObjectType | null | undefined]> = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
    ['subscription', schema.getSubscriptionType()],
  ];
  return roots.flatMap(([operation, root]) =>
    root
      ? Object.values(root.getFields()).flatMap((field) => {
          const idPaths = field.args.flatMap((a) => idPathsOf(a.type, a.name, new Set()));
          return idPaths.length > 0
            ? [{ coordinate: `${root.name}.${field.name}`, operation, field, idPaths }]
            : [];
        })
      : [],
  );
}

/** One place an id goes: 'Mutation.saveShippingReview' at 'input.objects.id' (list items unnumbered). */
export interface IdInput {
  coordinate: string;
  field: GraphQLField<unknown, unknown>;
  path: string;
}

/** Every id-carrying argument and input field of every mutation, one entry per place. */
export function mutationIdInputs(schema: GraphQLSchema): IdInput[] {
  return idTakingRootFields(schema)
    .filter((f) => f.operation === 'mutation')
    .flatMap((f) => f.idPaths.map((path) => ({ coordinate: f.coordinate, field: f.field, path })));
}

/** Ids by the name of the argument or input field that takes them ('invoiceGroupId', 'lineIds', …). */
export { pastDay };
export type { IdsByName };

/**
 * Arguments for a root field: every ID from `ids` by its argument or input-field name (list names
 * like `invoiceIds` take the singular's id too), every other required value a plausible sample
 * (today for dates, the first enum value, one-element lists). `values` replaces whole arguments.
 */
export function sampleArguments(
  field: GraphQLField<unknown, unknown>,
  ids: IdsByName,
  values: Record<string, unknown> = {},
): Record<string, unknown> {
  const args: Record<string, unknown> = {};
  for (const arg of field.args) {
    if (arg.name in values) {
      args[arg.name] = values[arg.name];
      continue;
    }
    const value = sampleValue(arg.type, arg.name, ids, new Set(), isNonNullType(arg.type));
    if (value !== undefined) args[arg.name] = value;
  }
  return args;
}


function idFor(name: string, ids: IdsByName): string | undefined {
  if (ids[name] !== undefined) return ids[name];
  const singular = name.replace(/Ids$/, 'Id').replace(/Refs$/, 'Ref');
  return ids[singular];
}

function sampleValue(
  type: GraphQLInputType,
  name: string,
  ids: IdsByName,
  seen: ReadonlySet<string>,
  required: boolean,
): unknown {
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const item = sampleValue(inner.ofType, name, ids, seen, true);
    return item === undefined ? (required ? [] : undefined) : [item];
  }
  const named = getNamedType(inner);
  if (takesId(named, name)) return idFor(name, ids) ?? (required ? '1' : undefined);
  if (!required && !(isInputObjectType(named) && idPathsOf(named, name, seen).length > 0)) return undefined;
  if (isEnumType(named)) return named.getValues()[0]?.value;
  if (isScalarType(named) && isLeafType(named)) {
    switch (named.name) {
      case 'Int':
        return 1;
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'Date':
        return pastDay();
      case 'DateTime':
        return new Date().toISOString();
      case 'Money':
        return '1.00';
      default:
        return 'abuse-test';
    }
  }
  if (isInputObjectType(named)) {
    if (seen.has(named.name)) return undefined;
    const nested = new Set([...seen, named.name]);
    const out: Record<string, unknown> = {};
    for (const f of Object.values(named.getFields())) {
      const v = sampleValue(f.type, f.name, ids, nested, isNonNullType(f.type));
      if (v !== undefined) out[f.name] = v;
    }
    return out;
  }
  return undefined;
}

/** An operation selecting one root field with its arguments as variables (`__typename` for objects). */
export function operationFor(field: IdTakingField): string {
  const defs = field.field.args.map((a: GraphQLArgument) => `$${a.name}: ${String(a.type)}`).join(', ');
  const call = field.field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.field.type)) ? '' : ' { __typename }';
  return `${field.operation} CrossHouse${defs ? `(${defs})` : ''} { ${field.field.name}(${call})${selection} }`;
}

/** `base` with `patch` merged in, objects merged key by key (arrays and values replaced). */
export function withPatch(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) {
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? withPatch(current, value) : value;
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether the argument or input field at `path` ('input.objects.id') is a list. */
export function isListAt(field: GraphQLField<unknown, unknown>, path: string): boolean {
  const [argName, ...rest] = path.split('.');
  let type: GraphQLInputType | undefined = field.args.find((a) => a.name === argName)?.type;
  for (const name of rest) {
    const named = type ? getNamedType(type) : undefined;
    type = isInputObjectType(named) ? named.getFields()[name]?.type : undefined;
  }
  if (!type) throw new Error(`no input at ${field.name}(${path})`);
  return isListType(isNonNullType(type) ? type.ofType : type);
}

/**
 * `args` with `value` at `path` ('input.objects.id'): into the first item of every list on the way
 * (made when missing), and as a one-element list where the place itself is a list.
 */
export function withIdAt(
  field: GraphQLField<unknown, unknown>,
  args: Record<string, unknown>,
  path: string,
  value: string,
): Record<string, unknown> {
  const segments = path.split('.');
  const put = (container: unknown, depth: number): unknown => {
    const prefix = segments.slice(0, depth + 1).join('.');
    const name = segments[depth] ?? '';
    const record = isPlainObject(container) ? { ...container } : {};
    if (depth === segments.length - 1) {
      record[name] = isListAt(field, prefix) ? [value] : value;
      return record;
    }
    const current = record[name];
    if (isListAt(field, prefix)) {
      const items = Array.isArray(current) ? [...(current as unknown[])] : [];
      items[0] = put(items[0], depth + 1);
      record[name] = items;
    } else record[name] = put(current, depth + 1);
    return record;
  };
  return put(args, 0) as Record<string, unknown>;
}
