import type { ShippingReviewStatus } from '../../../__generated__/graphql';

/** The tabs of step 7 (sales §2): All, Ready To Confirm, Needs Review. */
export type ShippingTab = 'all' | 'ready' | 'needsReview';

export const SHIPPING_TABS: ReadonlyArray<{ value: ShippingTab; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'ready', label: 'Ready To Confirm' },
  { value: 'needsReview', label: 'Needs Review' },
];

/** The tab in the URL (`?tab=`); anything else is All. */
export function tabOf(param: string | null): ShippingTab {
  return param === 'ready' || param === 'needsReview' ? param : 'all';
}

export function isInTab(status: ShippingReviewStatus, tab: ShippingTab): boolean {
  if (tab === 'ready') return status === 'AWAITING_APPROVAL';
  if (tab === 'needsReview') return status === 'FAILED';
  return true;
}

/** The counter a tab shows (the gateway's counters, never recounted here). */
export function tabCount(
  counts: { all: number; readyToConfirm: number; needsReview: number },
  tab: ShippingTab,
): number {
  if (tab === 'ready') return counts.readyToConfirm;
  if (tab === 'needsReview') return counts.needsReview;
  return counts.all;
}

/** Badge colour of a status label (one theme: Mantine's named colours). */
export const STATUS_COLORS: Readonly<Record<ShippingReviewStatus, string>> = {
  PENDING: 'gray',
  PROCESSING: 'blue',
  AWAITING_APPROVAL: 'yellow',
  COMPLETED: 'green',
  FAILED: 'red',
};
