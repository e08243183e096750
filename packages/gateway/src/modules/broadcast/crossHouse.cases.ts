import type { CrossHouseCases } from '../crossHouseCases.js';

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  rootFields: {
    // Broadcast: an event (catalog) of house demo.
    'Query.broadcast': { ids: (d) => ({ eventId: d.catalogId }) },
    'Mutation.createBroadcastPublishToken': { ids: (d) => ({ eventId: d.catalogId }) },
  },
  idPlaces: {
    // Broadcast: the event is a catalog of the house.
    'Mutation.createBroadcastPublishToken eventId': 'catalogId',
  },
  recipes: {
    'Mutation.createBroadcastPublishToken': { ids: { eventId: 'catalogId' } },
  },
};
