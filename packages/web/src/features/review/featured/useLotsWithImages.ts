import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import { FeaturedPrimaryImagesDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../app/graphqlDocument';

const primaryImagesQuery = toDocument(FeaturedPrimaryImagesDocument);

/** The lot fields this hook reads and fills. */
export interface LotWithImage {
  id: string;
  imageCount?: number;
  primaryImageUrl?: string | null;
  deleted: boolean;
}

/**
 * The lots with their primary image (thumbnail) filled in. `catalogItems` may give lots that have
 * images but no `primaryImageUrl`; only then the catalog's primary images are asked (one request,
 * cached), so the picker and the cover grid can show pictures.
 */
export function useLotsWithImages<T extends LotWithImage>(
  catalogId: string,
  lots: readonly T[],
): readonly T[] {
  const missing = lots.some((lot) => !lot.deleted && (lot.imageCount ?? 0) > 0 && !lot.primaryImageUrl);
  const { data } = useQuery(primaryImagesQuery, { variables: { catalogId }, skip: !missing });
  const images = data?.catalogPrimaryImages;
  return useMemo(() => {
    if (!missing || !images) return lots;
    const byLot = new Map(images.map((image) => [image.lotId, image.thumbnailUrl || image.url]));
    return lots.map((lot) =>
      lot.primaryImageUrl || !byLot.has(lot.id)
        ? lot
        : { ...lot, primaryImageUrl: byLot.get(lot.id) ?? null },
    );
  }, [missing, images, lots]);
}
