import type { CrossHouseCases, FixtureHouse, DemoIds } from '../crossHouseCases.js';

/** One of house demo's disputes filed on a sale result (a DSR dispute with a transaction). */
async function demoDispute(demo: FixtureHouse<DemoIds>) {
  const data = await demo.query<{
    disputes: { disputes: { id: string; ref: string; transactionId: string | null; lot: { ref: string } }[] };
  }>('{ disputes(filter: ALL) { disputes { id ref transactionId lot { ref } } } }');
  return data.disputes.disputes.find((d) => d.ref.startsWith('DSR') && d.transactionId !== null);
}

declare module '../crossHouseCases.js' {
  interface DemoIds {
    /** A dispute on a sale result, that result and its lot. */
    disputeId: string;
    transactionId: string;
    lotRef: string;
    /** A dispute reason (a list every house shares). */
    reasonId: string;
  }
  interface HouseIds {
    /** A sold lot's result and one of the house's disputes. */
    transactionId: string;
    disputeId: string;
  }
}

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  demoIds: {
    disputeId: async (demo) => (await demoDispute(demo))?.id,
    transactionId: async (demo) => (await demoDispute(demo))?.transactionId,
    lotRef: async (demo) => (await demoDispute(demo))?.lot.ref,
    reasonId: async () => '4',
  },
  houseIds: {
    transactionId: async ({ db, id }) =>
      (
        await db
          .selectFrom('sale_results')
          .select('id')
          .where('house_id', '=', id)
          .where('passed', '=', false)
          .orderBy('id')
          .executeTakeFirst()
      )?.id,
    disputeId: async ({ db, id }) =>
      (
        await db
          .selectFrom('disputes')
          .select('id')
          .where('house_id', '=', id)
          .orderBy('id')
          .executeTakeFirst()
      )?.id,
  },
  rootFields: {
    // Disputes (sales §7): a demo lot, sale result and dispute; cancel needs no message.
    'Query.disputeCandidates': {},
    'Mutation.openDisputes': {},
    'Mutation.disputeAction': { patch: () => ({ input: { action: 'CANCEL' } }) },
  },
  idPlaces: {
    'Mutation.openDisputes input.transactionIds': 'transactionId',
    'Mutation.openDisputes input.reasonId': { global: true },
    'Mutation.disputeAction input.disputeIds': 'disputeId',
  },
  recipes: {
    // Cancel takes no message, so the ids are what is checked.
    'Mutation.disputeAction': { patch: { input: { action: 'CANCEL' } } },
  },
};
