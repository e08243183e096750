import type { CrossHouseCases } from '../crossHouseCases.js';

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  rootFields: {
    // A sale group of house demo: house other (connect type n) is refused before the group check.
    'Query.yourCustomers': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Query.customerList': { ids: (d) => ({ groupId: d.sessionGroupId }) },
  },
};
