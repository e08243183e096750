import { Kind, getOperationAST, type DocumentNode, type SelectionSetNode } from 'graphql/index.js';

const INTROSPECTION_FIELDS: ReadonlySet<string> = new Set(['__schema', '__type']);

/** Whether the operation selects `__schema` or `__type` (introspection), fragments included. */
export function usesIntrospection(document: DocumentNode, operationName?: string | null): boolean {
  return rootFieldCount(document, operationName, INTROSPECTION_FIELDS) > 0;
}

/** How many times the operation selects one of `names` at its root (aliases count), fragments included. */
export function rootFieldCount(
  document: DocumentNode,
  operationName: string | null | undefined,
  names: ReadonlySet<string>,
): number {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return 0;
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const seen = new Set<string>();
  const count = (selectionSet: SelectionSetNode): number =>
    selectionSet.selections.reduce((sum, s) => {
      if (s.kind === Kind.FIELD) return sum + (names.has(s.name.value) ? 1 : 0);
      if (s.kind === Kind.INLINE_FRAGMENT) return sum + count(s.selectionSet);
      if (seen.has(s.name.value)) return sum;
      seen.add(s.name.value);
      const def = fragments.get(s.name.value);
      return sum + (def ? count(def.selectionSet) : 0);
    }, 0);
  return count(operation.selectionSet);
}

/** Removes graphql's field suggestions ("Did you mean …?") from an error message. */
export function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean(.+?)\?$/, '');
}
