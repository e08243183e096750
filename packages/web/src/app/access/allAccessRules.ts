import { type AccessRule, accessRules } from '../../platform/access/accessRules';
import type { AppFeature } from '../../platform/feature';
import { FEATURES } from '../features';

/**
 * Every access rule of the app by name: the shared ones and those each feature declares
 * (`AppFeature.accessRules`). Routes and links use the rules by value; this table is for reading
 * and testing them in one place, and refuses a name declared twice so that a rule's name means one
 * thing.
 */
export function composeAccessRules(features: readonly AppFeature[]): Record<string, AccessRule> {
  const all: Record<string, AccessRule> = { ...accessRules };
  for (const feature of features)
    for (const [name, rule] of Object.entries(feature.accessRules ?? {})) {
      if (name in all) throw new Error(`access rule ${name} of ${feature.name} is declared twice`);
      all[name] = rule;
    }
  return all;
}

export const ALL_ACCESS_RULES = composeAccessRules(FEATURES);
