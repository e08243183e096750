import { Kind, getOperationAST, type DocumentNode, type SelectionSetNode } from 'graphql/index.js';

/** Whether the operation selects `__schema` or `__type` (introspection), fragments included. */
export function usesIntrospection(document: DocumentNode, operationName?: string | null): boolean {
  const operation = getOperationAST(document, operationName ?? undefined);
  if (!operation) return false;
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const seen = new Set<string>();
  const check = (selectionSet: SelectionSetNode): boolean =>
    selectionSet.selections.some((s) => {
      if (s.kind === Kind.FIELD) return s.name.value === '__schema' || s.name.value === '__type';
      if (s.kind === Kind.INLINE_FRAGMENT) return check(s.selectionSet);
      if (seen.has(s.name.value)) return false;
      seen.add(s.name.value);
      const def = fragments.get(s.name.value);
      return def ? check(def.selectionSet) : false;
    });
  return check(operation.selectionSet);
}

/** Removes graphql's field suggestions ("Did you mean …?") from an error message. */
export function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean(.+?)\?$/, '');
}
