import { describe, expect, it } from 'vitest';
import { canPublishSelected } from '@ah/schema';
import {
  bannerToggle,
  itemPage,
  matchesFilter,
  reviewTitle,
  selectableIds,
  sortItems,
  toggled,
  type ItemView,
  type ReviewItem,
  type ReviewItemStatus,
} from './reviewItems';
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

describe('filters', () => {
  const unpublished = item({ published: false, status: 'UNPUBLISHED' });
  const banned = item({ banned: true, status: 'BANNED' });
  const maybe = item({ potentiallyBanned: true, status: 'POTENTIALLY_BANNED' });
  const restricted = item({ restricted: true, status: 'PAYMENT_RESTRICTED' });
  const noImages = item({ imageCount: 0, status: 'WITHOUT_IMAGES' });
  const unlotted = item({ lotNumber: null, displayNumber: null, invNumber: 'INV-9', published: false });
  const deleted = item({ deleted: true, published: false, imageCount: 0, status: 'DELETED' });
  const all = [unpublished, banned, maybe, restricted, noImages, unlotted, deleted];
  const ids = (filter: Parameters<typeof matchesFilter>[1]) =>
    all.filter((i) => matchesFilter(i, filter)).map((i) => i.id);

  it('filters by each status; deleted items only show under all items', () => {
    expect(ids('ALL')).toHaveLength(7);
    expect(ids('UNPUBLISHED')).toEqual([unpublished.id, unlotted.id]);
    expect(ids('BANNED')).toEqual([banned.id]);
    expect(ids('POTENTIALLY_BANNED')).toEqual([maybe.id]);
    expect(ids('PAYMENT_RESTRICTED')).toEqual([restricted.id]);
    expect(ids('WITHOUT_IMAGES')).toEqual([noImages.id]);
  });

  it('the unlotted filter shows items without a lot number but with an inventory number', () => {
    const neither = item({ lotNumber: null, displayNumber: null, invNumber: null });
    expect(matchesFilter(unlotted, 'UNLOTTED')).toBe(true);
    expect(matchesFilter(neither, 'UNLOTTED')).toBe(false);
    expect(matchesFilter(banned, 'UNLOTTED')).toBe(false);
  });

  it('a banner link toggles between its filter and all items (Clear Filter)', () => {
    expect(bannerToggle('ALL', 'BANNED')).toBe('BANNED');
    expect(bannerToggle('BANNED', 'BANNED')).toBe('ALL');
    expect(bannerToggle('UNPUBLISHED', 'BANNED')).toBe('BANNED');
  });

  it('the bin view hides deleted items unless Show deleted items is ticked', () => {
    expect(itemPage(all, view(), true).rows.map((r) => r.id)).not.toContain(deleted.id);
    expect(itemPage(all, view({ showDeleted: true }), true).rows.map((r) => r.id)).toContain(deleted.id);
    expect(itemPage(all, view(), false).rows.map((r) => r.id)).toContain(deleted.id);
  });
});

describe('the status sort', () => {
  it('orders unpublished, no images, potentially banned, banned, restricted, deleted, then others', () => {
    const statuses: ReviewItemStatus[] = [
      'PUBLISHED',
      'DELETED',
      'PAYMENT_RESTRICTED',
      'BANNED',
      'POTENTIALLY_BANNED',
      'WITHOUT_IMAGES',
      'UNPUBLISHED',
    ];
    const sorted = sortItems(
      statuses.map((status) => item({ status })),
      'status',
    );
    expect(sorted.map((i) => i.status)).toEqual([...statuses].reverse());
  });

  it('keeps the lot-number order within a status, and the catalog order when sorting by number', () => {
    const a = item({ status: 'BANNED' });
    const b = item({ status: 'UNPUBLISHED' });
    const c = item({ status: 'BANNED' });
    expect(sortItems([a, b, c], 'status').map((i) => i.id)).toEqual([b.id, a.id, c.id]);
    expect(sortItems([a, b, c], 'number').map((i) => i.id)).toEqual([a.id, b.id, c.id]);
  });
});

describe('pages and selection', () => {
  const many = Array.from({ length: 230 }, () => item());

  it('pages by 50 by default, 100 or 200 on request, clamping the page', () => {
    expect(itemPage(many, view(), false).rows).toHaveLength(50);
    expect(itemPage(many, view({ pageSize: 200, page: 2 }), false).rows).toHaveLength(30);
    const last = itemPage(many, view({ page: 99 }), false);
    expect(last.page).toBe(5);
    expect(last.pageCount).toBe(5);
    expect(last.rows).toHaveLength(30);
  });

  it("select-all toggles only the current page's non-deleted items", () => {
    const rows = [item(), item({ deleted: true, status: 'DELETED' }), item()];
    const ids = selectableIds(rows);
    expect(ids).toEqual([rows[0]!.id, rows[2]!.id]);
    const on = toggled(new Set(['other']), ids, true);
    expect([...on].sort()).toEqual(['other', rows[0]!.id, rows[2]!.id].sort());
    expect([...toggled(on, ids, false)]).toEqual(['other']);
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
