import type { CrossHouseCases } from '../crossHouseCases.js';

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  rootFields: {
    'Query.itemUpload': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Query.lotEditor': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Query.catalogItems': {},
    // Super users only; house other has no super user, so its staff is refused before any lookup.
    'Query.catalogSnapshot': { controlAs: 'super' },
    'Mutation.saveUploadedLots': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Mutation.saveLot': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Mutation.deleteLot': {},
  },
  idPlaces: {
    'Mutation.saveUploadedLots groupId': 'groupId',
    'Mutation.saveUploadedLots catalogId': 'catalogId',
    'Mutation.saveUploadedLots lots.id': { clientOnly: "the review table's row key, echoed in errors" },
    'Mutation.saveUploadedLots lots.lotId': 'lotId',
    'Mutation.saveLot groupId': 'groupId',
    'Mutation.saveLot catalogId': 'catalogId',
    'Mutation.saveLot input.id': 'lotId',
    'Mutation.deleteLot catalogId': 'catalogId',
    'Mutation.deleteLot lotId': 'lotId',
  },
  recipes: {
    'Mutation.saveUploadedLots': {
      refusedAsData: { selection: '{ saved errors { errorCode } }', errorCode: '149' },
      patch: {
        lots: [
          {
            id: 'r1',
            lotNumber: '901',
            title: 'Cross-house lot',
            description: 'A blue vase',
            lowEstimate: '100',
            highEstimate: '200',
          },
        ],
      },
    },
    'Mutation.saveLot': { ids: { id: 'lotId' } },
  },
};
