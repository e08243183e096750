import type { CrossHouseCases } from '../crossHouseCases.js';

declare module '../crossHouseCases.js' {
  interface HouseIds {
    /** A lot with a winner (feedback on won lots). */
    lotRef: string;
  }
}

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  houseIds: {
    lotRef: async ({ db, id }) =>
      (
        await db
          .selectFrom('lots as l')
          .innerJoin('sale_results as sr', 'sr.lot_id', 'l.id')
          .select('l.ref')
          .where('l.house_id', '=', id)
          .orderBy('l.id')
          .executeTakeFirst()
      )?.ref,
  },
  rootFields: {
    'Mutation.leaveLotFeedback': {
      ids: (d) => ({ lotRef: d.lotRef }),
      patch: () => ({ mode: 'CUSTOM', type: 'POSITIVE', message: 'Cross-house' }),
    },
    'Mutation.removeLotFeedback': { ids: (d) => ({ lotRef: d.lotRef }) },
  },
  idPlaces: {
    'Mutation.leaveLotFeedback lotRefs': 'lotRef',
    'Mutation.removeLotFeedback lotRef': 'lotRef',
  },
  recipes: {
    'Mutation.leaveLotFeedback': { patch: { mode: 'CUSTOM', type: 'POSITIVE', message: 'Cross-house' } },
  },
};
