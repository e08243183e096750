/**
 * Which result banner a batch charge shows (invoicing §4, §8): every attempted payment processed,
 * some failed, every one failed, or none attempted (nothing was ready to charge). The texts are the
 * gateway's (`processedMessage`, `failedMessage`, `failedDetail`), from the shared rules.
 */
export type ChargeOutcomeKind = 'processed' | 'partial' | 'failed' | 'none';

export function chargeOutcomeKind(counts: {
  processedCount: number;
  failedCount: number;
}): ChargeOutcomeKind {
  if (counts.processedCount === 0 && counts.failedCount === 0) return 'none';
  if (counts.failedCount === 0) return 'processed';
  return counts.processedCount === 0 ? 'failed' : 'partial';
}

/** Our text for a charge that found nothing to charge (the spec has none for it). */
export const NOTHING_TO_CHARGE = 'No invoices were ready to charge, so no cards were charged.';
