/**
 * The cover-photo modal's choices (sales §2 cover photo modal, §9 grid of 4 columns): one image per
 * lot (its primary image), from the lots that have one and are not deleted.
 */

/** The lot fields the cover modal reads (the GraphQL `Lot` with FeaturedLotFields fits). */
export interface CoverLot {
  id: string;
  lotNumber?: string | null;
  displayNumber?: string | null;
  invNumber?: string | null;
  title: string;
  primaryImageUrl?: string | null;
  imageCount?: number;
  deleted: boolean;
}

/** Columns of the cover photo grid (sales §9). */
export const COVER_GRID_COLUMNS = 4;

export function coverCandidates<T extends CoverLot>(lots: readonly T[]): T[] {
  return lots.filter((lot) => !lot.deleted && Boolean(lot.primaryImageUrl));
}

/** The lot whose image is the current cover, if the cover is one of the lots' primary images. */
export function currentCoverLotId(
  lots: readonly CoverLot[],
  coverUrl: string | null | undefined,
): string | null {
  if (!coverUrl) return null;
  return lots.find((lot) => lot.primaryImageUrl === coverUrl)?.id ?? null;
}

/** The lot's label under its image: its number, else its inventory number. */
export function coverLotLabel(lot: CoverLot): string {
  const number = lot.displayNumber ?? lot.lotNumber;
  if (number) return `Lot ${number}`;
  if (lot.invNumber) return `Inv. ${lot.invNumber}`;
  return lot.title;
}

/** Save is enabled once an image is chosen that is not already the cover (unless the cover needs attention). */
export function canSaveCover(
  chosen: string | null,
  currentId: string | null,
  needsAttention: boolean,
): boolean {
  return chosen !== null && (chosen !== currentId || needsAttention);
}
