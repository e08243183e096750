import { describe, expect, it } from 'vitest';
import { resolveChosenSessions } from './chosenSessions.js';

describe('resolveChosenSessions', () => {
  const catalog = (ref: string, groupID: number, addressID: number) => ({
    catalogID: 1,
    catalogRef: ref,
    groupID,
    date: '03/14/2026',
    title: ref,
    identifier: ref,
    catalogTitle: ref,
    catalogDateFull: '',
    addressID,
  });
  const groups = [
    { groupID: 1, groupName: 'A', catalogs: [catalog('a1', 1, 10), catalog('a2', 1, 11)] },
    { groupID: 2, groupName: 'B', catalogs: [catalog('b1', 2, 10)] },
  ];

  it('finds sale group and location per ref, dedupes, and reports unknown refs', () => {
    expect(resolveChosenSessions(['a1', 'a2', 'a1', 'zz'], groups)).toEqual({
      sessions: [
        { saleGroupId: '1', locationId: '10' },
        { saleGroupId: '1', locationId: '11' },
      ],
      refs: ['a1', 'a2', 'zz'],
      unknownRefs: ['zz'],
    });
  });
});
