import { describe, expect, it } from 'vitest';
import { canPublishSelected } from '@ah/schema';
import {
  bannerToggle,
  itemPageOf,
  itemsVariables,
  refreshedSelection,
  reviewTitle,
  selectableIds,
  toggled,
  toggledItems,
  type ItemView,
  type ReviewItem,
} from './reviewLots';
import { searchWith, viewOf, withView } from './reviewSearchParams';

let next = 0;
function item(patch: Partial<ReviewItem> = {}): ReviewItem {
  next += 1;
  const base: ReviewItem = {
    id: String(next),
    lotNumber: String(next),
    lotExt: null,
    displayNumber: String(next),
    invNumber: null,
    title: `Lot ${next}`,
    imageCount: 1,
    primaryImageUrl: null,
    published: true,
    banned: false,
    potentiallyBanned: false,
    restricted: false,
    deleted: false,
    status: 'PUBLISHED',
  };
  return { ...base, ...patch };
}

const view = (patch: Partial<ItemView> = {}): ItemView => ({
  filter: 'ALL',
  sort: 'number',
  page: 1,
  pageSize: 50,
  showDeleted: false,
  ...patch,
});

describe('the page asked of the server', () => {
  it('a banner link toggles between its filter and all items (Clear Filter)', () => {
    expect(bannerToggle('ALL', 'BANNED')).toBe('BANNED');
    expect(bannerToggle('BANNED', 'BANNED')).toBe('ALL');
    expect(bannerToggle('UNPUBLISHED', 'BANNED')).toBe('BANNED');
  });

  it('asks the view’s filter, sort and page; a bin sale hides deleted items unless Show deleted items is ticked', () => {
    expect(
      itemsVariables('7', view({ filter: 'BANNED', sort: 'status', page: 3, pageSize: 100 }), false),
    ).toEqual({
      catalogId: '7',
      filter: 'BANNED',
      sort: 'STATUS',
      showDeleted: true,
      page: 3,
      pageSize: 100,
    });
    expect(itemsVariables('7', view(), true).showDeleted).toBe(false);
    expect(itemsVariables('7', view({ showDeleted: true }), true).showDeleted).toBe(true);
  });

  it('shows the page the server answered with its total', () => {
    const page = itemPageOf({
      totalCount: 230,
      pageInfo: { page: 5, totalPages: 5 },
      nodes: [{ ...item(), __typename: 'Lot' }],
    });
    expect(page).toMatchObject({ total: 230, page: 5, pageCount: 5 });
    expect(page.rows).toHaveLength(1);
  });
});

describe('pages and selection', () => {
  it("select-all toggles only the current page's non-deleted items", () => {
    const rows = [item(), item({ deleted: true, status: 'DELETED' }), item()];
    const ids = selectableIds(rows);
    expect(ids).toEqual([rows[0]!.id, rows[2]!.id]);
    const on = toggled(new Set(['other']), ids, true);
    expect([...on].sort()).toEqual(['other', rows[0]!.id, rows[2]!.id].sort());
    expect([...toggled(on, ids, false)]).toEqual(['other']);
  });

  it('keeps choices across pages by id, with the fields the server last answered', () => {
    const [a, b] = [item({ published: false, status: 'UNPUBLISHED' }), item()];
    const chosen = toggledItems(new Map(), [a!, b!], true);
    expect([...toggledItems(chosen, [b!], false).keys()]).toEqual([a!.id]);
    const republished = { ...a!, published: true, status: 'PUBLISHED' as const };
    expect(refreshedSelection(chosen, [republished]).get(a!.id)).toBe(republished);
    expect(refreshedSelection(chosen, [item()])).toBe(chosen);
  });

  it('cuts titles at 75 characters', () => {
    const long = 'x'.repeat(80);
    expect(reviewTitle(long)).toBe(`${'x'.repeat(75)}...`);
    expect(reviewTitle('short')).toBe('short');
  });
});

describe('Publish selected', () => {
  const unpublished = item({ published: false, status: 'UNPUBLISHED' });
  it('shows only for unpublished, lotted, non-deleted choices', () => {
    expect(canPublishSelected([])).toBe(false);
    expect(canPublishSelected([unpublished])).toBe(true);
    expect(canPublishSelected([unpublished, item()])).toBe(false);
    expect(
      canPublishSelected([unpublished, item({ published: false, lotNumber: null, invNumber: 'A' })]),
    ).toBe(false);
    expect(canPublishSelected([item({ published: false, deleted: true, status: 'DELETED' })])).toBe(false);
  });
});

describe('the view in the URL', () => {
  it('reads defaults and drops them when writing', () => {
    expect(viewOf(new URLSearchParams())).toEqual(view());
    const params = withView(new URLSearchParams('dialog=x&page=3'), { filter: 'BANNED' });
    expect(params.toString()).toBe('dialog=x&filter=banned');
    expect(searchWith(params, { filter: 'ALL' })).toBe('?dialog=x');
    expect(viewOf(new URLSearchParams('filter=nope&size=75&page=-1'))).toEqual(view());
    expect(viewOf(new URLSearchParams('filter=unlotted&size=200&sort=status&deleted=1&page=2'))).toEqual(
      view({ filter: 'UNLOTTED', pageSize: 200, sort: 'status', showDeleted: true, page: 2 }),
    );
    expect(viewOf(new URLSearchParams('filter=payment_restricted')).filter).toBe('PAYMENT_RESTRICTED');
  });
});
