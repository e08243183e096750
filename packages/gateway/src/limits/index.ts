import type { ValidationRule } from 'graphql/index.js';
import type { GraphqlLimits } from '../config.js';
import { aliasLimitRule } from './aliasLimit.js';
import { costLimitRule } from './costLimit.js';
import { depthLimitRule } from './depthLimit.js';
import { refusedDocumentRule } from './documentLimits.js';

export { aliasLimitRule } from './aliasLimit.js';
export { costLimitRule } from './costLimit.js';
export { depthLimitRule } from './depthLimit.js';
export {
  documentLimitError,
  MAX_DIRECTIVES,
  MAX_SAME_FIELD,
  MAX_TOKENS,
  refusedStandIn,
} from './documentLimits.js';

/** The operation limits, as graphql validation rules: Apollo (HTTP) and graphql-ws use the same list. */
export function limitRules(limits: GraphqlLimits): ValidationRule[] {
  return [
    refusedDocumentRule,
    depthLimitRule(limits.maxDepth),
    aliasLimitRule(limits.maxAliases),
    costLimitRule(limits.maxCost),
  ];
}
