import type { CrossHouseCases } from '../crossHouseCases.js';

declare module '../crossHouseCases.js' {
  interface HouseIds {
    /** One of the house's lot images. */
    photoId: string;
  }
}

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  houseIds: {
    photoId: async ({ db, id }) =>
      (await db.selectFrom('lot_images').select('id').where('house_id', '=', id).executeTakeFirst())?.id,
  },
  rootFields: {
    // Images (sales §2 Upload Images): the service answers another house's catalog as unknown.
    'Query.imageUploadStep': { ids: (d) => ({ groupId: d.sessionGroupId }) },
    'Query.lotImages': {},
    'Query.catalogPrimaryImages': {},
    'Mutation.requestImageUploads': {},
    // A record that reaches the service (one without a number is refused before any call).
    'Mutation.registerImages': { patch: () => ({ images: [{ number: '1', imageUrl: '/images/file/x' }] }) },
    'Mutation.deleteLotImage': {},
    'Mutation.reorderLotImages': {},
    'Mutation.resequenceLotImages': {},
    'Mutation.rotateLotImage': { patch: () => ({ rotation: 90 }) },
  },
  idPlaces: {
    'Mutation.requestImageUploads catalogId': 'catalogId',
    'Mutation.registerImages catalogId': 'catalogId',
    'Mutation.deleteLotImage catalogId': 'catalogId',
    'Mutation.deleteLotImage lotId': 'lotId',
    'Mutation.reorderLotImages catalogId': 'catalogId',
    'Mutation.reorderLotImages lotId': 'lotId',
    'Mutation.reorderLotImages photoIds': 'photoId',
    'Mutation.resequenceLotImages catalogId': 'catalogId',
    'Mutation.resequenceLotImages lotId': 'lotId',
    'Mutation.rotateLotImage catalogId': 'catalogId',
    'Mutation.rotateLotImage lotId': 'lotId',
  },
  recipes: {
    'Mutation.rotateLotImage': { patch: { rotation: 90 } },
    // A record that reaches the service (one without a number is refused before any call).
    'Mutation.registerImages': { patch: { images: [{ number: '1', imageUrl: '/images/file/x' }] } },
  },
};
