import {
  CALENDAR_PATH,
  LOT_MESSAGES,
  publishAllDisabledReason,
  publishAllVisible,
  reviewBanners,
  wizardPath,
  type ReviewBanner,
  type ReviewLotsOrCounts,
  type WizardRouteType,
} from '@ah/schema';

/**
 * The Preview and Review & Publish screens' derived values (sales §2, §4 Publish buttons, Two-hour
 * lock, Wizard step tracker): pure functions, so every client sees the same answers. The publish and
 * featured rules themselves are shared with the web in @ah/schema (rules/publishRules.ts).
 */

/** "1500.00" → "1500", "25.50" → "25.5" (whole amounts as the Lot type shows them). */
export function wholeAmount(money: string | null): string | null {
  return money === null ? null : money.replace(/\.00$/, '').replace(/(\.\d)0$/, '$1');
}

/** Lot number and extension as shown ("12A"); null when unlotted. */
export function displayNumberOf(lotNumber: string | null, lotExt: string | null): string | null {
  return lotNumber === null ? null : `${lotNumber}${lotExt ?? ''}`;
}

/** City, state and country joined with commas; null when all are empty. */
export function locationLine(parts: ReadonlyArray<string | null>): string | null {
  const kept = parts.map((p) => (p ?? '').trim()).filter((p) => p !== '');
  return kept.length === 0 ? null : kept.join(', ');
}

/** The sale's date and time in its own time zone, e.g. "Saturday, December 12, 2026 7:00 PM EST". */
export function saleDateDisplay(instant: string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
    timeZoneName: 'short',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('month')} ${part('day')}, ${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod')} ${part('timeZoneName')}`;
}

/** 'Live' or 'Timed' for a session; null for a fixed-price sale. */
export function saleTypeLabel(routeType: WizardRouteType): string | null {
  return routeType === 'bin' ? null : routeType === 'timed' ? 'Timed' : 'Live';
}

/** The two-hour-lock banner text when locked. */
export function lockMessageOf(in2Hours: boolean): string | null {
  return in2Hours ? LOT_MESSAGES.lockedText : null;
}

/** The wizard steps the preview and review link to (sales §2 Step titles, §4 Wizard). */
export function reviewSteps(routeType: WizardRouteType) {
  const bin = routeType === 'bin';
  return {
    bulkUploadItems: bin ? 2 : 3,
    bulkUploadImages: bin ? 3 : 4,
    preview: bin ? 4 : 5,
    review: 6,
    /** What the preview's Continue records (5 bin, 6 session). */
    previewContinue: bin ? 5 : 6,
    /** What the review's Continue records (6 bin, 7 session). */
    reviewContinue: bin ? 6 : 7,
  };
}

/** The preview's Continue and Save & Exit. */
export function previewNavigation(routeType: WizardRouteType, groupId: string, catalogId: string) {
  const steps = reviewSteps(routeType);
  return {
    continueStep: steps.previewContinue,
    continuePath: wizardPath(routeType, groupId, catalogId, steps.review),
    exitPath: CALENDAR_PATH,
  };
}

/**
 * The review's links, Continue and Save & Exit: Continue goes to the shipping review (step 7) when
 * the sale has a shipping policy, else to the calendar.
 */
export function reviewNavigation(
  routeType: WizardRouteType,
  groupId: string,
  catalogId: string,
  shippingEnabled: boolean,
) {
  const steps = reviewSteps(routeType);
  const path = (step: number) => wizardPath(routeType, groupId, catalogId, step);
  return {
    continueStep: steps.reviewContinue,
    continuePath: shippingEnabled ? path(7) : CALENDAR_PATH,
    exitPath: CALENDAR_PATH,
    previewPath: path(steps.preview),
    addItemPath: `/session/${routeType}/${groupId}/${catalogId}/lot/0`,
    bulkUploadItemsPath: path(steps.bulkUploadItems),
    bulkUploadImagesPath: path(steps.bulkUploadImages),
  };
}

/** The lot page of one lot, unless the sale is within 2 hours (no edit links then). */
export function lotEditPath(
  routeType: WizardRouteType,
  groupId: string,
  catalogId: string,
  lotId: string,
  in2Hours: boolean,
): string | null {
  return in2Hours ? null : `/session/${routeType}/${groupId}/${catalogId}/lot/${lotId}`;
}

/** The publish state the review shows (sales §4 Publish buttons), from the catalog's lots or their counts. */
export function publishState(
  catalogPublished: boolean,
  lots: ReviewLotsOrCounts,
): { publishAllVisible: boolean; publishAllDisabledReason: string | null; banners: ReviewBanner[] } {
  return {
    publishAllVisible: publishAllVisible(catalogPublished, lots),
    publishAllDisabledReason: publishAllDisabledReason(lots),
    banners: reviewBanners(lots),
  };
}

/** The cover photo from getcoverimageurl: code 130 means it needs attention. */
export function coverPhotoOf(
  catalogId: string,
  rest: { coverImageUrl: string | null; errorCode: string | null },
): { catalogId: string; url: string | null; needsAttention: boolean; errorCode: string | null } {
  const needsAttention = rest.errorCode === '130';
  return { catalogId, url: rest.coverImageUrl, needsAttention, errorCode: needsAttention ? '130' : null };
}

/** A lot as the delete calls address it. */
export interface DeletableLot {
  id: string;
  lotNumber?: string | null;
  lotExt?: string | null;
  invNumber?: string | null;
}

/**
 * Which delete calls a selection needs (sales §7): one lot goes through lot/delete (by number, or by
 * inventory number when unlotted); several through lots/delete (numbers with extension) and
 * lots/deleteByInventoryNumber (the unlotted ones).
 */
export type DeletePlan =
  { kind: 'single'; lot: DeletableLot } | { kind: 'bulk'; lotNumbers: string[]; inventoryNumbers: string[] };

export function deletePlan(lots: readonly DeletableLot[]): DeletePlan {
  const [only] = lots;
  if (lots.length === 1 && only) return { kind: 'single', lot: only };
  const lotNumbers: string[] = [];
  const inventoryNumbers: string[] = [];
  for (const lot of lots) {
    if (lot.lotNumber) lotNumbers.push(`${lot.lotNumber}${lot.lotExt ?? ''}`);
    else if (lot.invNumber) inventoryNumbers.push(lot.invNumber);
  }
  return { kind: 'bulk', lotNumbers, inventoryNumbers };
}

/** The lot number+ext strings lots/publish takes. */
export function publishNumbers(lots: ReadonlyArray<Pick<DeletableLot, 'lotNumber' | 'lotExt'>>): string[] {
  return lots.flatMap((l) => (l.lotNumber ? [`${l.lotNumber}${l.lotExt ?? ''}`] : []));
}
