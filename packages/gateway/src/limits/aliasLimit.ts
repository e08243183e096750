import type { FieldNode, OperationDefinitionNode, ValidationContext, ValidationRule } from 'graphql/index.js';
import { limitError } from './limitError.js';
import { fieldsOf, MAX_WALK_VISITS, WalkBudget, WalkBudgetExceeded, type FragmentLookup } from './walk.js';

/** Refuses operations with more than `maxAliases` aliased fields (fragments expanded: each spread counts). */
export function aliasLimitRule(maxAliases: number): ValidationRule {
  return (context: ValidationContext) => ({
    OperationDefinition(node: OperationDefinitionNode) {
      const fragment: FragmentLookup = (name) => context.getFragment(name);
      const budget = new WalkBudget(MAX_WALK_VISITS);
      let aliases = 0;
      const walk = (selectionSet: FieldNode['selectionSet'], expanding: ReadonlySet<string>) => {
        if (!selectionSet) return;
        for (const visit of fieldsOf(selectionSet, fragment, budget, expanding)) {
          if (visit.field.alias) aliases += 1;
          walk(visit.field.selectionSet, visit.expanding);
        }
      };
      try {
        walk(node.selectionSet, new Set());
      } catch (error) {
        if (!(error instanceof WalkBudgetExceeded)) throw error;
        context.reportError(limitError('TOO_COMPLEX', 'The operation is too complex.', node));
        return;
      }
      if (aliases > maxAliases)
        context.reportError(
          limitError(
            'MAX_ALIASES',
            `The operation uses ${aliases} aliases; the limit is ${maxAliases}.`,
            node,
          ),
        );
    },
  });
}
