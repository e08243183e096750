import {
  GraphQLError,
  Kind,
  parse,
  visit,
  type DocumentNode,
  type SelectionSetNode,
  type ValidationRule,
} from 'graphql/index.js';

/** The most lexical tokens a document may have (graphql's parser stops there). The web app's largest is ~500. */
export const MAX_TOKENS = 5000;
/** The most times one response name may be selected in one selection set (inline fragments included). */
export const MAX_SAME_FIELD = 10;
/** The most directives on one field, fragment spread or inline fragment. */
export const MAX_DIRECTIVES = 4;

/**
 * Checks that must run before graphql's own validation, because they bound its cost: graphql's
 * OverlappingFieldsCanBeMerged compares every pair of same-named fields, so `{ a a a … }` ×1000 costs
 * seconds of CPU; and a flood of repeated directives yields a flood of errors. One pass over the
 * document as written (fragments are not expanded here: graphql compares each fragment once).
 * Returns the first violation as a GRAPHQL_VALIDATION_FAILED error (HTTP 400), or null.
 */
export function documentLimitError(document: DocumentNode): GraphQLError | null {
  let found: GraphQLError | null = null;
  const fail = (limit: string, message: string) =>
    new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit } });
  visit(document, {
    enter(node) {
      if (found) return false;
      if (
        node.kind === Kind.FIELD ||
        node.kind === Kind.FRAGMENT_SPREAD ||
        node.kind === Kind.INLINE_FRAGMENT
      ) {
        const count = node.directives?.length ?? 0;
        if (count > MAX_DIRECTIVES)
          found = fail(
            'MAX_DIRECTIVES',
            `A selection carries ${count} directives; the limit is ${MAX_DIRECTIVES}.`,
          );
      }
      if (node.kind === Kind.SELECTION_SET) {
        const counts = new Map<string, number>();
        countResponseNames(node, counts);
        for (const [name, count] of counts)
          if (count > MAX_SAME_FIELD) {
            found = fail(
              'MAX_SAME_FIELD',
              `The field "${name}" is selected ${count} times in one selection; the limit is ${MAX_SAME_FIELD}.`,
            );
            break;
          }
      }
      return found ? false : undefined;
    },
  });
  return found;
}

function countResponseNames(selectionSet: SelectionSetNode, counts: Map<string, number>): void {
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const name = selection.alias?.value ?? selection.name.value;
      counts.set(name, (counts.get(name) ?? 0) + 1);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) countResponseNames(selection.selectionSet, counts);
  }
}

const refusedStandIns = new WeakMap<DocumentNode, GraphQLError>();

/**
 * Apollo offers no hook that refuses a document between parsing and validation with a 400, so the
 * refused document is swapped for this tiny stand-in, which `refusedDocumentRule` then fails with
 * the limit's error: graphql's rules never see the expensive original.
 */
export function refusedStandIn(error: GraphQLError): DocumentNode {
  const standIn = parse('{ __typename }');
  refusedStandIns.set(standIn, error);
  return standIn;
}

/** Reports the limit error of a stand-in from `refusedStandIn`; other documents pass. */
export const refusedDocumentRule: ValidationRule = (context) => ({
  Document(node) {
    const error = refusedStandIns.get(node);
    if (error) context.reportError(error);
  },
});
