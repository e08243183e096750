import { GraphQLError, type ASTNode } from 'graphql/index.js';

export type LimitName = 'MAX_DEPTH' | 'MAX_ALIASES' | 'MAX_COST' | 'INTROSPECTION_DEPTH' | 'TOO_COMPLEX';

/** A refused operation: reported as a validation error (GRAPHQL_VALIDATION_FAILED) naming the limit. */
export function limitError(limit: LimitName, message: string, node: ASTNode): GraphQLError {
  return new GraphQLError(message, {
    nodes: [node],
    extensions: { code: 'GRAPHQL_VALIDATION_FAILED', limit },
  });
}
