import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { creationAnswer } from './useInvoiceCreationView';

const notFound = new CombinedGraphQLErrors({
  data: { group: null },
  errors: [{ message: 'Not found', path: ['group'], extensions: { code: 'NOT_FOUND' } }],
});
const networkDown = new Error('Failed to fetch');

describe('creationAnswer', () => {
  it.each([
    [
      'the shown group, answered',
      { invoiceCreation: 'IN_PROGRESS' as const },
      true,
      undefined,
      { loaded: true, creation: 'IN_PROGRESS' },
    ],
    // A poll that fails keeps the last answer's state: the creation panel and its polling stay.
    [
      'the shown group, a poll failed',
      { invoiceCreation: 'IN_PROGRESS' as const },
      false,
      networkDown,
      { loaded: true, creation: 'IN_PROGRESS' },
    ],
    ['a group without creation facts', {}, true, undefined, { loaded: true, creation: null }],
    ['no such group (NOT_FOUND)', undefined, true, notFound, { loaded: true, creation: null }],
    ['no such group (null, no error)', undefined, true, undefined, { loaded: true, creation: null }],
    ['the first answer pending', undefined, false, undefined, { loaded: false }],
    ['the first answer failed', undefined, false, networkDown, { loaded: false }],
  ])('%s', (_, shown, answered, error, expected) => {
    expect(creationAnswer(shown, { answered, error })).toEqual(expected);
  });
});
