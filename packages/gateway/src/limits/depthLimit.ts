import type { FieldNode, OperationDefinitionNode, ValidationContext, ValidationRule } from 'graphql/index.js';
import { limitError } from './limitError.js';
import {
  fieldsOf,
  isIntrospectionRoot,
  MAX_WALK_VISITS,
  WalkBudget,
  WalkBudgetExceeded,
  type FragmentLookup,
} from './walk.js';

/**
 * Introspection is exempt from the operation depth (the standard introspection query is 15 deep)
 * but has its own bounds: at most this deep, and list fields (types, fields, args, ...) nested at
 * most `INTROSPECTION_MAX_LIST_NESTING` times, which the standard query needs and a
 * `fields { type { fields { type ...` bomb exceeds.
 */
export const INTROSPECTION_MAX_DEPTH = 20;
export const INTROSPECTION_MAX_LIST_NESTING = 3;
const INTROSPECTION_LISTS = new Set([
  'types',
  'fields',
  'inputFields',
  'interfaces',
  'possibleTypes',
  'enumValues',
  'args',
  'directives',
]);

/** Refuses operations whose fields nest deeper than `maxDepth` (fragments expanded). */
export function depthLimitRule(maxDepth: number): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const fragment: FragmentLookup = (name) => context.getFragment(name);
      const budget = new WalkBudget(MAX_WALK_VISITS);
      try {
        const depth = operationDepth(node, fragment, budget, context);
        if (depth > maxDepth)
          context.reportError(
            limitError(
              'MAX_DEPTH',
              `The operation is nested ${depth} levels deep; the limit is ${maxDepth}.`,
              node,
            ),
          );
      } catch (error) {
        if (!(error instanceof WalkBudgetExceeded)) throw error;
        context.reportError(limitError('TOO_COMPLEX', 'The operation is too complex.', node));
      }
    },
  });
}

function operationDepth(
  node: OperationDefinitionNode,
  fragment: FragmentLookup,
  budget: WalkBudget,
  context: ValidationContext,
): number {
  const walk = (selectionSet: FieldNode['selectionSet'], expanding: ReadonlySet<string>): number => {
    if (!selectionSet) return 0;
    let max = 0;
    for (const visit of fieldsOf(selectionSet, fragment, budget, expanding)) {
      if (isIntrospectionRoot(visit.field)) {
        checkIntrospection(visit.field, visit.expanding, fragment, budget, context);
        continue;
      }
      max = Math.max(max, 1 + walk(visit.field.selectionSet, visit.expanding));
    }
    return max;
  };
  return walk(node.selectionSet, new Set());
}

function checkIntrospection(
  root: FieldNode,
  expanding: ReadonlySet<string>,
  fragment: FragmentLookup,
  budget: WalkBudget,
  context: ValidationContext,
): void {
  let depth = 0;
  let lists = 0;
  const walk = (field: FieldNode, d: number, l: number, exp: ReadonlySet<string>) => {
    const listNesting = l + (INTROSPECTION_LISTS.has(field.name.value) ? 1 : 0);
    depth = Math.max(depth, d);
    lists = Math.max(lists, listNesting);
    if (!field.selectionSet) return;
    for (const visit of fieldsOf(field.selectionSet, fragment, budget, exp))
      walk(visit.field, d + 1, listNesting, visit.expanding);
  };
  walk(root, 1, 0, expanding);
  if (depth > INTROSPECTION_MAX_DEPTH || lists > INTROSPECTION_MAX_LIST_NESTING)
    context.reportError(
      limitError('INTROSPECTION_DEPTH', 'The introspection query is nested too deeply.', root),
    );
}
