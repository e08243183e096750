import { hasSubdivisionList, postalCodeLabelOf, subdivisionLabelOf } from '@ah/schema';
import type { CountryResolvers } from '../../../__generated__/resolvers-types.js';

/** A country; only US, CA, AU and UK have a subdivision list (no call for the others). */
export const Country: CountryResolvers = {
  code: (c) => c.code,
  name: (c) => c.name,
  hasSubdivisions: (c) => hasSubdivisionList(c.code),
  subdivisionLabel: (c) => subdivisionLabelOf(c.code),
  postalCodeLabel: (c) => postalCodeLabelOf(c.code),
  subdivisions: async (c, _args, context) =>
    hasSubdivisionList(c.code)
      ? (await context.loaders.locations.states.load(c.code)).map((s) => ({ code: s.stateCode, name: s.stateName }))
      : [],
};
