import { type AccessRule, hasFlag } from '../../platform/access/accessRules';

/** Who sees and opens Private Label Settings (sales spec "Top navigation", §6). */
export const privateLabelAccess = {
  /** Private Label Settings: instant houses with connect type i or s. */
  privateLabelSettings: (v) =>
    v.house.settings.isInstant && ['i', 's'].includes(v.house.settings.connectType),
  /** The Private Label Settings page: the link's rule, and settings need accessSensitive (sales §6). */
  privateLabelPage: (v) =>
    hasFlag(v, 'sensitive') &&
    v.house.settings.isInstant &&
    ['i', 's'].includes(v.house.settings.connectType),
} satisfies Record<string, AccessRule>;
