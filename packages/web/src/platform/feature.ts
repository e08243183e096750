import type { TypePolicies } from '@apollo/client';
import type { RouteObject } from 'react-router';
import type { AccessRule } from './access/accessRules';
import type { FeatureNavLink } from './navigation';

/**
 * What a feature folder (`features/<domain>/index.ts`) gives the app: its routes, mounted under the
 * signed-in layout, the cache type policies of the GraphQL types it owns, its links in the top
 * navigation and the access rules of its own screens. `app/features.ts` lists the features; the
 * router, the Apollo cache and the navigation are built from that one list. The type lives
 * below the features so that a feature names it without importing the shell that lists it.
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
  /** Its links in the top navigation, each in a menu of the shell. */
  nav?: readonly FeatureNavLink[];
  /**
   * The access rules of its own screens, by name (a rule several features share lives in
   * `platform/access/accessRules.ts`). Its routes and links use them by value; the shell lists
   * them all so that a name is never declared twice.
   */
  accessRules?: Readonly<Record<string, AccessRule>>;
}
