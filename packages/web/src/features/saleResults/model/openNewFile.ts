import { AFTER_SALE_MESSAGES } from '@ah/schema';

/**
 * "Open New File" on the selected lots (sales §2 Disputes and feedback, §4, §6): disabled with the
 * spec's text when a selected lot's dispute blocks a new one, refused for floor bidders; otherwise
 * the disputes page at /reports/openDisputes/{lotRefs joined by ,}.
 */
export interface DisputableLot {
  lotRef: string;
  isFloor: boolean;
  dispute?: { blocksNewDispute: boolean } | null;
}

export type OpenNewFileVerdict = { ok: true; path: string } | { ok: false; reason: string };

export function openNewFileVerdict(selected: readonly DisputableLot[]): OpenNewFileVerdict {
  if (selected.length === 0) return { ok: false, reason: 'Select lots using the checkboxes.' };
  if (selected.some((lot) => lot.dispute?.blocksNewDispute))
    return { ok: false, reason: AFTER_SALE_MESSAGES.disputeExists };
  if (selected.some((lot) => lot.isFloor)) return { ok: false, reason: AFTER_SALE_MESSAGES.floorDispute };
  return { ok: true, path: `/reports/openDisputes/${selected.map((lot) => lot.lotRef).join(',')}` };
}
