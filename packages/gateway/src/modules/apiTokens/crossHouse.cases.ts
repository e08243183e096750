import type { CrossHouseCases } from '../crossHouseCases.js';

declare module '../crossHouseCases.js' {
  interface DemoIds {
    /** One of the house's API tokens (the suites make one first). */
    apiTokenId: string;
  }
  interface HouseIds {
    /** One of the house's API tokens (the suite makes one first). */
    apiTokenId: string;
  }
}

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  demoIds: {
    apiTokenId: async (demo) =>
      (await demo.query<{ apiTokens: { id: string }[] }>('{ apiTokens { id } }')).apiTokens[0]?.id,
  },
  houseIds: {
    apiTokenId: async ({ db, id }) =>
      (
        await db
          .selectFrom('api_tokens')
          .select('id')
          .where('house_id', '=', id)
          .orderBy('id')
          .executeTakeFirst()
      )?.id,
  },
  rootFields: {
    'Mutation.revokeApiToken': { ids: (d) => ({ id: d.apiTokenId }) },
  },
  idPlaces: {
    'Mutation.revokeApiToken id': 'apiTokenId',
  },
  recipes: {
    'Mutation.revokeApiToken': { ids: { id: 'apiTokenId' } },
  },
};
