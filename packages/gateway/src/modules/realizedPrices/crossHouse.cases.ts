import type { CrossHouseCases } from '../crossHouseCases.js';

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  rootFields: {
    // Realized prices (sales §2 Edit Realized Prices): another house's catalog is unknown.
    'Query.realizedPrices': {},
    'Mutation.saveRealizedPriceRow': {
      patch: () => ({ input: { rows: [], row: { id: 'r2', lotNumber: '1', realizedPrice: '5' } } }),
    },
    'Mutation.deleteRealizedPriceRow': {
      patch: () => ({ input: { rows: [{ id: 'r2', lotNumber: '1', realizedPrice: '5' }], id: 'r2' } }),
    },
    'Mutation.publishRealizedPrices': {
      patch: () => ({
        input: { rows: [{ id: 'r2', lotNumber: '1', realizedPrice: '5' }], includesPremium: true },
      }),
    },
  },
  idPlaces: {
    // Realized prices (sales §2 Edit Realized Prices): the catalog is checked; row ids are the client's.
    'Mutation.saveRealizedPriceRow input.catalogId': 'catalogId',
    'Mutation.saveRealizedPriceRow input.rows.id': { clientOnly: "the review table's row key, echoed back" },
    'Mutation.saveRealizedPriceRow input.row.id': { clientOnly: "the review table's row key, echoed back" },
    'Mutation.deleteRealizedPriceRow input.catalogId': 'catalogId',
    'Mutation.deleteRealizedPriceRow input.rows.id': {
      clientOnly: "the review table's row key, echoed back",
    },
    'Mutation.deleteRealizedPriceRow input.id': { clientOnly: "the review table's row key, echoed back" },
    'Mutation.publishRealizedPrices input.catalogId': 'catalogId',
    'Mutation.publishRealizedPrices input.rows.id': { clientOnly: "the review table's row key, echoed back" },
  },
  recipes: {
    'Mutation.saveRealizedPriceRow': {
      patch: { input: { rows: [], row: { id: 'r2', lotNumber: '1', realizedPrice: '5' } } },
    },
    'Mutation.deleteRealizedPriceRow': {
      patch: { input: { rows: [{ id: 'r2', lotNumber: '1', realizedPrice: '5' }], id: 'r2' } },
    },
    'Mutation.publishRealizedPrices': {
      patch: { input: { rows: [{ id: 'r2', lotNumber: '1', realizedPrice: '5' }], includesPremium: true } },
    },
  },
};
