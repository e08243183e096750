import type { ApolloCache, Reference, StoreObject } from '@apollo/client';

type ReviewPatch = { featured?: StoreObject; cover?: StoreObject };

/**
 * Puts a saved part of the review screen (its featured items or its cover photo) into the cached
 * `saleReview` of that catalog, so the page shows it without a refetch, even when the cached review
 * had no value for it before (a mutation's payload only updates entities the cache already links).
 * Works whether or not `SaleReview`, `FeaturedLots` and `CoverPhoto` are normalized by type policies:
 * identifiable values are stored as references, others inline.
 */
export function patchCachedSaleReview(cache: ApolloCache, catalogId: string, patch: ReviewPatch): void {
  const normalized: Reference[] = [];
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      saleReview(existing: unknown, { isReference, readField, toReference }) {
        if (!existing || typeof existing !== 'object') return existing;
        if (isReference(existing)) {
          if (readField('catalogId', existing) === catalogId) normalized.push(existing);
          return existing;
        }
        const review = existing as StoreObject;
        if (review['catalogId'] !== catalogId) return review;
        const stored = Object.fromEntries(
          Object.entries(patch).map(([field, value]) => [field, storable(cache, value, toReference)]),
        );
        return { ...review, ...stored };
      },
    },
  });
  for (const ref of normalized) {
    const id = cache.identify(ref);
    if (!id) continue;
    cache.modify({
      id,
      fields: Object.fromEntries(
        Object.entries(patch).map(([field, value]) => [
          field,
          (_existing: unknown, { toReference }: { toReference: ToReference }) =>
            storable(cache, value, toReference),
        ]),
      ),
    });
  }
}

type ToReference = (value: StoreObject, mergeIntoStore?: boolean) => Reference | undefined;

/** A reference to the value's entity (written into the cache) when it has one, else the value itself. */
function storable(cache: ApolloCache, value: StoreObject | undefined, toReference: ToReference) {
  if (!value || !cache.identify(value)) return value;
  return toReference(value, true) ?? value;
}
