import { EXISTING_INVOICE_GROUPS_PAGE_SIZE, UNINVOICED_GROUPS_PAGE_SIZE } from '@ah/schema';
import {
  GraphQLList,
  GraphQLNonNull,
  Kind,
  getNamedType,
  getOperationAST,
  isCompositeType,
  isInterfaceType,
  isObjectType,
  type FieldNode,
  type GraphQLCompositeType,
  type GraphQLField,
  type DocumentNode,
  type GraphQLOutputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql/index.js';
import { limitError } from './limitError.js';
import {
  fieldsOf,
  isIntrospectionRoot,
  MAX_WALK_VISITS,
  WalkBudget,
  WalkBudgetExceeded,
  type FragmentLookup,
} from './walk.js';

/** Assumed length of a list field when neither the table below nor a `first`/`size`/`limit` argument says. */
export const DEFAULT_LIST_SIZE = 10;

/** Known list lengths ('Type.field'): the hub's fixed page sizes. */
export const LIST_SIZES: Readonly<Record<string, number>> = {
  'SaleGroupPage.items': UNINVOICED_GROUPS_PAGE_SIZE,
  'InvoiceGroupPage.items': EXISTING_INVOICE_GROUPS_PAGE_SIZE,
};

const SIZE_ARGUMENTS = new Set(['first', 'last', 'size', 'limit', 'pageSize']);

/**
 * A simple cost estimate: every field costs 1, multiplied by the estimated lengths of the lists
 * around it (so `groups { sessions { id } }` costs groups + groups·sessions·1). Introspection and
 * `__typename` are free here (introspection has its own depth rule). Refuses above `maxCost`.
 */
export function costLimitRule(maxCost: number): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const fragment: FragmentLookup = (name) => context.getFragment(name);
      let cost: number | null;
      try {
        cost = operationCost(context.getSchema(), node, fragment, maxCost);
      } catch (error) {
        if (!(error instanceof WalkBudgetExceeded)) throw error;
        context.reportError(limitError('TOO_COMPLEX', 'The operation is too complex.', node));
        return;
      }
      if (cost !== null && cost > maxCost)
        context.reportError(
          limitError('MAX_COST', `The operation's estimated cost is ${cost}; the limit is ${maxCost}.`, node),
        );
    },
  });
}

/**
 * The estimated cost of one operation of a document Apollo has validated (so within `maxCost`):
 * what an API token's budget is charged (limits/rateLimit/costBudget.ts). Null when the document
 * has no such operation.
 */
export function documentCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  maxCost: number,
): number | null {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return null;
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  try {
    return operationCost(schema, operation, (name) => fragments.get(name), maxCost);
  } catch (error) {
    if (error instanceof WalkBudgetExceeded) return maxCost;
    throw error;
  }
}

/** The estimate itself (see costLimitRule); stops counting far above `maxCost`. Throws WalkBudgetExceeded. */
function operationCost(
  schema: GraphQLSchema,
  node: OperationDefinitionNode,
  fragment: FragmentLookup,
  maxCost: number,
): number | null {
  const root =
    node.operation === 'query'
      ? schema.getQueryType()
      : node.operation === 'mutation'
        ? schema.getMutationType()
        : schema.getSubscriptionType();
  if (!root) return null;
  const budget = new WalkBudget(MAX_WALK_VISITS);
  return selectionCost(
    root,
    [{ selectionSet: node.selectionSet, expanding: new Set() }],
    1,
    DEFAULT_LIST_SIZE,
  );

  /**
   * The cost of the fields the `parts` select on `parent`. Fields of one response key on one type
   * are one field to execution (graphql's CollectFields merges them, and validation makes their
   * arguments agree), so they count once, their selections merged: a fragment that repeats `id`
   * beside another does not make the client pay for it twice. Aliases are other keys and count apart.
   * `windowSize`: the length a connection's `edges` and `nodes` have (its field's first/pageSize).
   */
  function selectionCost(
    parent: GraphQLCompositeType,
    parts: readonly SelectionPart[],
    multiplier: number,
    windowSize: number,
  ): number {
    const merged = new Map<string, MergedField>();
    for (const part of parts)
      for (const visit of fieldsOf(part.selectionSet, fragment, budget, part.expanding)) {
        const { field } = visit;
        if (field.name.value === '__typename' || isIntrospectionRoot(field)) continue;
        const owner = visit.typeCondition ? schema.getType(visit.typeCondition) : parent;
        const scope = owner && isCompositeType(owner) ? owner : parent;
        const def =
          isObjectType(scope) || isInterfaceType(scope) ? scope.getFields()[field.name.value] : undefined;
        if (!def) continue; // unknown fields are reported by FieldsOnCorrectType
        const key = `${scope.name}.${field.alias?.value ?? field.name.value}`;
        const entry = merged.get(key) ?? { scope, def, field, parts: [] };
        merged.set(key, entry);
        if (field.selectionSet)
          entry.parts.push({ selectionSet: field.selectionSet, expanding: visit.expanding });
      }
    let total = 0;
    for (const { scope, def, field, parts: childParts } of merged.values()) {
      total += multiplier;
      const named = getNamedType(def.type);
      if (isCompositeType(named) && childParts.length > 0) {
        const inConnection = isConnectionList(scope.name, field.name.value);
        const factor = listFactor(
          def.type,
          `${scope.name}.${field.name.value}`,
          field,
          inConnection ? windowSize : undefined,
        );
        const childWindow = named.name.endsWith('Connection') ? connectionWindow(field) : DEFAULT_LIST_SIZE;
        total += selectionCost(named, childParts, multiplier * factor, childWindow);
      }
      if (total > maxCost * 10) return total; // far over: stop counting
    }
    return total;
  }
}

/** A selection set to cost, with the fragments being expanded on its path. */
interface SelectionPart {
  selectionSet: SelectionSetNode;
  expanding: ReadonlySet<string>;
}

/** The fields of one response key on one type: one field to execution. */
interface MergedField {
  scope: GraphQLCompositeType;
  def: GraphQLField<unknown, unknown>;
  /** The first of them (they agree on arguments: OverlappingFieldsCanBeMerged). */
  field: FieldNode;
  parts: SelectionPart[];
}

/** A connection's item lists: their length is the window its field asked for. */
function isConnectionList(typeName: string, fieldName: string): boolean {
  return typeName.endsWith('Connection') && (fieldName === 'edges' || fieldName === 'nodes');
}

/**
 * Window assumed when a connection's size is a variable (validation runs before variables are known)
 * or left to the field's default.
 */
export const ASSUMED_WINDOW_SIZE = 100;

/** The window a connection field asks for: its first or pageSize literal, else the assumed size. */
function connectionWindow(field: FieldNode): number {
  for (const arg of field.arguments ?? []) {
    if (arg.name.value !== 'first' && arg.name.value !== 'pageSize') continue;
    if (arg.value.kind === Kind.INT) return Math.max(1, Number(arg.value.value));
  }
  return ASSUMED_WINDOW_SIZE;
}

/** The product of the estimated lengths of the (possibly nested) lists a field returns; 1 if none. */
function listFactor(type: GraphQLOutputType, coordinate: string, field: FieldNode, size?: number): number {
  let factor = 1;
  let t: GraphQLOutputType = type;
  for (;;) {
    if (t instanceof GraphQLNonNull) t = t.ofType;
    else if (t instanceof GraphQLList) {
      factor *= size ?? listSize(coordinate, field);
      t = t.ofType;
    } else return factor;
  }
}

function listSize(coordinate: string, field: FieldNode): number {
  const known = LIST_SIZES[coordinate];
  if (known !== undefined) return known;
  for (const arg of field.arguments ?? [])
    if (SIZE_ARGUMENTS.has(arg.name.value) && arg.value.kind === Kind.INT)
      return Math.max(1, Number(arg.value.value));
  return DEFAULT_LIST_SIZE;
}
