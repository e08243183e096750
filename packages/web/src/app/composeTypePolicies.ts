import type { TypePolicies } from '@apollo/client';
import type { AppFeature } from '../platform/feature';

/**
 * The features' type policies as one map. Two features configuring the same type would silently
 * override each other, so a duplicate fails at start-up instead.
 */
export function composeTypePolicies(base: TypePolicies, features: readonly AppFeature[]): TypePolicies {
  const merged: TypePolicies = { ...base };
  for (const feature of features) {
    for (const [typename, policy] of Object.entries(feature.typePolicies)) {
      if (typename in merged)
        throw new Error(`Type policy ${typename} of ${feature.name} is configured twice`);
      merged[typename] = policy;
    }
  }
  return merged;
}
