import { GROUP_TABLE_PAGE_SIZES } from '@ah/schema';
import type {
  RealizedPriceReviewFieldsFragment,
  RealizedPriceRowInput,
} from '../../../__generated__/graphql';

export type RealizedReview = RealizedPriceReviewFieldsFragment;
export type RealizedRow = RealizedReview['rows'][number];

/** The screen's step parameter (sales §2 Edit Realized Prices): 1 to 6, anything else is 1. */
export const FIRST_STEP = 1;
export const UPLOAD_STEP = 2;
export const REVIEW_STEP = 3;
const LAST_STEP = 6;

export function parseStep(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return FIRST_STEP;
  const step = Number(value);
  return step >= FIRST_STEP && step <= LAST_STEP ? step : FIRST_STEP;
}

/** The review table's page sizes (sales §9: 50, 100, 200; default 50). */
export const REVIEW_PAGE_SIZES: readonly number[] = GROUP_TABLE_PAGE_SIZES;
export const DEFAULT_REVIEW_PAGE_SIZE = 50;

export function parsePageSize(value: string | null): number {
  const size = Number(value);
  return REVIEW_PAGE_SIZES.includes(size) ? size : DEFAULT_REVIEW_PAGE_SIZE;
}

/**
 * Where a publish goes (sales §4), and Cancel when the app was opened on this screen: the spec's
 * /my-auctions/sales is no route of ours, the current sales list is (Cancel otherwise goes back).
 */
export const AFTER_PUBLISH_PATH = '/my-auctions/current';
export const CANCEL_FALLBACK_PATH = '/my-auctions/current';

/** A review row as the mutations take it back. */
export function rowInput(row: RealizedRow): RealizedPriceRowInput {
  return {
    id: row.id,
    row: row.row ?? null,
    lotNumber: row.lotNumber ?? null,
    lotExt: row.lotExt ?? null,
    realizedPrice: row.realizedPrice ?? null,
  };
}

/** The texts of the screen (the spec's where it has them; the rest ours). */
export const REALIZED_TEXTS = {
  title: 'Edit Realized Prices',
  uploadHeading: 'Upload your realized prices',
  uploadHint:
    'One .csv, .xls or .xlsx file with the columns Lot Number, Lot Extension (optional) and Realized Price. Enter 0 for a lot that did not sell.',
  uploadButton: 'Upload Realized Prices',
  reviewHeading: 'Review your realized prices',
  publish: 'Publish',
  cancel: 'Cancel',
  uploadAgain: 'Upload a different file',
  premiumQuestion: "Do these prices include the buyer's premium?",
  passed: 'Passed',
  noLots: 'This catalog has no numbered lots.',
  noRows: 'No rows left to publish. Upload a file to start again.',
} as const;
