import type { CrossHouseCases } from '../crossHouseCases.js';

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  rootFields: {
    // Private label: its ids name the global colour, font and language lists, not a house's records;
    // house other (not an instant house of connect type i or s) is refused the field.
    'Mutation.savePrivateLabelSettings': {
      patch: () => ({
        input: { buttonColorId: 1, fontColorId: 1, fontStyleId: 1, languageId: 1, displayPastAuctions: true },
      }),
    },
  },
  idPlaces: {
    // Private-label lookup lists (Int ids) are the same for every house, not house records: an id not
    // in its list is BAD_USER_INPUT (privateLabel.integration.test.ts).
    'Mutation.savePrivateLabelSettings input.buttonColorId': {
      clientOnly: 'a lookup list id, the same for every house',
    },
    'Mutation.savePrivateLabelSettings input.fontColorId': {
      clientOnly: 'a lookup list id, the same for every house',
    },
    'Mutation.savePrivateLabelSettings input.fontStyleId': {
      clientOnly: 'a lookup list id, the same for every house',
    },
    'Mutation.savePrivateLabelSettings input.languageId': {
      clientOnly: 'a lookup list id, the same for every house',
    },
  },
};
