import type { AccessRule } from '../../platform/access/accessRules';

/** Who may open the lots' own screens (sales spec "Top navigation"). */
export const lotsAccess = {
  /** Catalog Snapshot: super users only. */
  catalogSnapshot: (v) => v.user.isSuperUser,
} satisfies Record<string, AccessRule>;
