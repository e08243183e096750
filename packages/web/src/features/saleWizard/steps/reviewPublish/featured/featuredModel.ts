import {
  featuredSelectionIssue,
  FEATURED_LOT_COUNT,
  REVIEW_MESSAGES,
  toggleFeaturedLot,
  type PublishRuleLot,
} from '@ah/schema';

/**
 * The featured picker's view of the catalog (sales §4 Featured picker, §5 Publish and featured).
 * The rules themselves (exactly 5, the deselect message, eligibility, the banned-lot message) are the
 * shared ones in @ah/schema publishRules, which the gateway checks again on save.
 */

/** The lot fields the block and the picker read (the GraphQL `Lot` with FeaturedLotFields fits). */
export interface FeaturedLot {
  id: string;
  lotNumber?: string | null;
  /** Lot number and extension as shown (e.g. 12A); null when unlotted. */
  displayNumber?: string | null;
  title: string;
  primaryImageUrl?: string | null;
  imageCount: number;
  published: boolean;
  banned: boolean;
  deleted: boolean;
}

const asRuleLot = (lot: FeaturedLot): PublishRuleLot => ({ ...lot, lotNumber: lot.lotNumber ?? null });

const hasLotNumber = (lot: FeaturedLot) => (lot.lotNumber ?? '').trim() !== '';

/**
 * The items the picker lists: not deleted, with an image and a lot number. Banned items stay listed
 * (flagged) so a banned item that was featured before shows why it must be replaced.
 */
export function featuredCandidates<T extends FeaturedLot>(lots: readonly T[]): T[] {
  return lots.filter((lot) => !lot.deleted && hasLotNumber(lot) && lot.imageCount > 0);
}

/** The saved featured ids the picker starts from: those still listed, once each, at most 5. */
export function initialSelection(savedIds: readonly string[], candidates: readonly FeaturedLot[]): string[] {
  const listed = new Set(candidates.map((lot) => lot.id));
  return [...new Set(savedIds)].filter((id) => listed.has(id)).slice(0, FEATURED_LOT_COUNT);
}

export interface PickerState {
  selected: string[];
  /** The deselect-first message after trying to choose a 6th item; cleared by the next change. */
  notice: string | null;
}

/** One click on an item: the shared toggle, which refuses a 6th item with the spec's message. */
export function pickItem(state: PickerState, lotId: string): PickerState {
  const { selected, message } = toggleFeaturedLot(state.selected, lotId);
  return { selected, notice: message };
}

/** What the picker shows under the grid and whether Save is enabled. */
export function pickerVerdict(
  selected: readonly string[],
  lots: readonly FeaturedLot[],
): { canSave: boolean; bannedSelected: boolean; error: string | null } {
  const issue = featuredSelectionIssue(selected, lots.map(asRuleLot));
  const byId = new Map(lots.map((lot) => [lot.id, lot]));
  const bannedSelected = selected.some((id) => byId.get(id)?.banned === true);
  return {
    canSave: issue === null,
    bannedSelected,
    // The banned-lot message shows as soon as a banned item is chosen, whatever the count.
    error: bannedSelected ? REVIEW_MESSAGES.featuredBanned : null,
  };
}

/** The lot's short label: "Lot 12A". */
export function featuredLotLabel(lot: FeaturedLot): string {
  return `Lot ${lot.displayNumber ?? lot.lotNumber ?? ''}`.trim();
}
