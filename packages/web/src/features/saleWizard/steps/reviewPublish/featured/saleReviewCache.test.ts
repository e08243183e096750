import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createAppCache } from '../../../../../test/renderApp';
import { patchCachedSaleReview } from './saleReviewCache';

const query = parse(`
  query Review($groupId: ID!, $catalogId: ID!) {
    saleReview(groupId: $groupId, catalogId: $catalogId) {
      groupId
      catalogId
      featured { catalogId lotIds eligibleLotIds required }
      cover { catalogId url needsAttention errorCode }
    }
  }
`);

const review = (featured: unknown, cover: unknown) => ({
  saleReview: { __typename: 'SaleReview', groupId: 'g1', catalogId: 'c1', featured, cover },
});

const savedFeatured = {
  __typename: 'FeaturedLots',
  catalogId: 'c1',
  lotIds: ['1', '2', '3', '4', '5'],
  eligibleLotIds: ['1', '2', '3', '4', '5', '6'],
  required: 5,
};
const savedCover = {
  __typename: 'CoverPhoto',
  catalogId: 'c1',
  url: '/c.jpg',
  needsAttention: false,
  errorCode: null,
};

describe.each([
  ['the app cache (normalized review)', () => createAppCache()],
  ['a cache without type policies (inline review)', () => new InMemoryCache()],
])('patching the cached review in %s', (_name, makeCache) => {
  const variables = { groupId: 'g1', catalogId: 'c1' };

  it('replaces the featured items and the cover of that catalog', () => {
    const cache = makeCache();
    cache.writeQuery({
      query,
      variables,
      data: review(
        { __typename: 'FeaturedLots', catalogId: 'c1', lotIds: [], eligibleLotIds: ['1'], required: 5 },
        { __typename: 'CoverPhoto', catalogId: 'c1', url: null, needsAttention: true, errorCode: '130' },
      ),
    });
    patchCachedSaleReview(cache, 'c1', { featured: savedFeatured, cover: savedCover });
    const read = cache.readQuery<ReturnType<typeof review>>({ query, variables });
    expect(read?.saleReview.featured).toEqual(savedFeatured);
    expect(read?.saleReview.cover).toEqual(savedCover);
  });

  it('fills a part the cached review did not have, and leaves other catalogs alone', () => {
    const cache = makeCache();
    cache.writeQuery({ query, variables, data: review(null, null) });
    cache.writeQuery({
      query,
      variables: { groupId: 'g1', catalogId: 'c2' },
      data: { saleReview: { ...review(null, null).saleReview, catalogId: 'c2' } },
    });
    patchCachedSaleReview(cache, 'c1', { cover: savedCover });
    expect(cache.readQuery<ReturnType<typeof review>>({ query, variables })?.saleReview.cover).toEqual(
      savedCover,
    );
    const other = cache.readQuery<ReturnType<typeof review>>({
      query,
      variables: { groupId: 'g1', catalogId: 'c2' },
    });
    expect(other?.saleReview.cover).toBeNull();
  });
});
