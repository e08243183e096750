import { parseRealizedPrice, realizedPriceTableIssues } from '@ah/schema';
import type {
  RealizedPriceReview,
  RealizedPriceRow,
  RealizedPriceRowInput,
} from '../../../__generated__/resolvers-types.js';

/** Rows one review may hold (the service's publish limit). */
export const MAX_REVIEW_ROWS = 10_000;

const blankToNull = (value: string | null | undefined): string | null => {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

/** True when the price reads 0: the lot did not sell ("Passed", sales §4 Realized prices). */
export function isPassedPrice(text: string | null | undefined): boolean {
  const price = parseRealizedPrice(text);
  return price.ok && price.cents === 0;
}

/**
 * The review table checked again (sales §5 Realized prices): each row's rules, a lot not in the
 * catalog, a lot given twice (@ah/schema realizedPriceTableIssues).
 */
export function checkedReview(
  rows: readonly RealizedPriceRowInput[],
  catalogLotKeys: ReadonlySet<string>,
): RealizedPriceReview {
  const values = rows.map((r) => ({
    lotNumber: blankToNull(r.lotNumber),
    lotExt: blankToNull(r.lotExt),
    realizedPrice: blankToNull(r.realizedPrice),
  }));
  const issues = realizedPriceTableIssues(values, catalogLotKeys);
  const checked = rows.map((input, index): RealizedPriceRow => {
    const errors = (issues[index] ?? []).map((i) => ({
      code: i.errorCode,
      message: i.displayMsg,
      column: i.column,
    }));
    return {
      id: input.id,
      row: input.row ?? null,
      ...values[index]!,
      passed: isPassedPrice(values[index]!.realizedPrice),
      hasError: errors.length > 0,
      errors,
    };
  });
  return {
    rows: checked,
    fileErrors: [],
    totalErrors: checked.reduce((sum, r) => sum + r.errors.length, 0),
  };
}
