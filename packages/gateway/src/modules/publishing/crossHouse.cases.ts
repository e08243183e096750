import type { CrossHouseCases } from '../crossHouseCases.js';

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  rootFields: {
    // Preview and Review & Publish (sales §2).
    'Query.salePreview': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Query.saleReview': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Mutation.publishAllLots': {},
    'Mutation.publishLots': {},
    'Mutation.deleteLots': {},
    // Five ids pass the count rule, so the catalog lookup is what refuses house other.
    'Mutation.saveFeaturedLots': { patch: () => ({ lotIds: ['1', '2', '3', '4', '5'] }) },
    'Mutation.selectCoverImage': {},
  },
  idPlaces: {
    'Mutation.publishAllLots catalogId': 'catalogId',
    'Mutation.publishLots catalogId': 'catalogId',
    'Mutation.publishLots lotIds': 'lotId',
    'Mutation.deleteLots catalogId': 'catalogId',
    'Mutation.deleteLots lotIds': 'lotId',
    'Mutation.saveFeaturedLots catalogId': 'catalogId',
    'Mutation.saveFeaturedLots lotIds': 'lotId',
    'Mutation.selectCoverImage catalogId': 'catalogId',
    'Mutation.selectCoverImage lotId': 'lotId',
  },
  recipes: {
    'Mutation.saveFeaturedLots': { listLength: 5 },
  },
};
