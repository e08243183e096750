import { Kind, type FieldNode, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql/index.js';

export type FragmentLookup = (name: string) => FragmentDefinitionNode | null | undefined;

/** A field reached while walking an operation, with fragments expanded in place. */
export interface FieldVisit {
  field: FieldNode;
  /** The innermost type condition (inline fragment or named fragment) the field sits under, if any. */
  typeCondition: string | null;
  /** Fragments being expanded on the path to this field (a fragment is never expanded inside itself). */
  expanding: ReadonlySet<string>;
}

/** Thrown when a walk visits more nodes than its budget (e.g. a "fragment bomb"). */
export class WalkBudgetExceeded extends Error {}

/** Counts the nodes a walk visits, so a pathological document cannot make validation itself slow. */
export class WalkBudget {
  private visits = 0;
  constructor(private readonly max: number) {}
  tick(): void {
    this.visits += 1;
    if (this.visits > this.max) throw new WalkBudgetExceeded();
  }
}

/** The most field nodes one limit rule visits in one operation (fragments expanded). */
export const MAX_WALK_VISITS = 100_000;

/** Fields whose subtrees are introspection (limited by their own rules, not depth and cost). */
export function isIntrospectionRoot(field: FieldNode): boolean {
  return field.name.value === '__schema' || field.name.value === '__type';
}

/**
 * The fields of a selection set, fragments expanded in place. A fragment already being expanded on
 * the current path is skipped (graphql's NoFragmentCycles reports the cycle itself).
 */
export function fieldsOf(
  selectionSet: SelectionSetNode,
  fragment: FragmentLookup,
  budget: WalkBudget,
  expanding: ReadonlySet<string> = new Set(),
  typeCondition: string | null = null,
): FieldVisit[] {
  const out: FieldVisit[] = [];
  for (const selection of selectionSet.selections) {
    budget.tick();
    if (selection.kind === Kind.FIELD) out.push({ field: selection, typeCondition, expanding });
    else if (selection.kind === Kind.INLINE_FRAGMENT)
      out.push(
        ...fieldsOf(
          selection.selectionSet,
          fragment,
          budget,
          expanding,
          selection.typeCondition?.name.value ?? typeCondition,
        ),
      );
    else {
      const name = selection.name.value;
      const def = fragment(name);
      if (!def || expanding.has(name)) continue;
      out.push(
        ...fieldsOf(
          def.selectionSet,
          fragment,
          budget,
          new Set([...expanding, name]),
          def.typeCondition.name.value,
        ),
      );
    }
  }
  return out;
}
