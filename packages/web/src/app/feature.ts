import type { TypePolicies } from '@apollo/client';
import type { RouteObject } from 'react-router';

/**
 * What a feature folder (`features/<domain>/index.ts`) gives the app: its routes, mounted under the
 * signed-in layout, and the cache type policies of the GraphQL types it owns. `app/features.ts`
 * lists the features; the router and the Apollo cache are built from that one list.
 */
export interface AppFeature {
  /** The glossary name of the domain, e.g. `saleWizard`. */
  name: string;
  routes: RouteObject[];
  /**
   * Routes without a signed-in user, mounted under the public layout (no top navigation, no user
   * load), e.g. the password reset (sales §2: the password-reset path skips the user load).
   */
  publicRoutes?: RouteObject[];
  /**
   * Routes open to everyone that belong to the product when someone is signed in, e.g. the footer's
   * Terms, Privacy and Contact: the signed-in shell with its navigation for a signed-in user, the
   * public layout for anyone else (sales §2: only the password-reset path hides the navigation).
   */
  openRoutes?: RouteObject[];
  typePolicies: TypePolicies;
}

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
