import type { ChargeField, EditorInvoiceFieldsFragment } from '../../../../__generated__/graphql';

/** The amount keys the charges modal edits, in column order. */
export type ChargeKey = 'hammer' | 'premium' | 'liveFee' | 'tax' | 'shipping' | 'insurance' | 'other';
export type InvoiceChargeKey = 'tax' | 'shipping' | 'insurance' | 'other';

export const CHARGE_KEY_OF: Readonly<Record<ChargeField, ChargeKey>> = {
  HAMMER: 'hammer',
  PREMIUM: 'premium',
  LIVE_FEE: 'liveFee',
  TAX: 'tax',
  SHIPPING: 'shipping',
  INSURANCE: 'insurance',
  OTHER: 'other',
};

export const CHARGE_LABEL: Readonly<Record<ChargeKey, string>> = {
  hammer: 'Hammer',
  premium: 'BP',
  liveFee: 'Live Fee',
  tax: 'Tax',
  shipping: 'S/H',
  insurance: 'Insurance',
  other: 'Other',
};

const ORDER: readonly ChargeKey[] = ['hammer', 'premium', 'liveFee', 'tax', 'shipping', 'insurance', 'other'];
const INVOICE_LEVEL: readonly ChargeKey[] = ['tax', 'shipping', 'insurance', 'other'];

export type ChargesLayout =
  | { kind: 'byLot'; fields: ChargeKey[]; restrictedNotice: boolean }
  | { kind: 'byInvoice'; fields: InvoiceChargeKey[] };

/**
 * Which editor the modal shows for an invoice, from the gateway's flags (invoicing §2.2, §4): the
 * fields it may edit (an unpaid Floor invoice: hammer, BP and live fee, necessarily per lot), the
 * screen's editor variant (per lot or per invoice), and restricted items, whose additional charges
 * must go on the lots (§8). Live Fee is left out when no line of the group has one.
 */
export function chargesLayout(
  invoice: Pick<EditorInvoiceFieldsFragment, 'editableChargeFields' | 'chargeMode' | 'hasRestrictedItems'>,
  options: { perLot: boolean; showLiveFee: boolean },
): ChargesLayout {
  const { perLot, showLiveFee } = options;
  const editable = new Set(invoice.editableChargeFields.map((f) => CHARGE_KEY_OF[f]));
  const fields = ORDER.filter((key) => editable.has(key) && (key !== 'liveFee' || showLiveFee));
  const lotOnly = fields.some((key) => !INVOICE_LEVEL.includes(key));
  const restrictedNotice = invoice.chargeMode === 'ADDITIONAL' && invoice.hasRestrictedItems;
  if (lotOnly || perLot || restrictedNotice) return { kind: 'byLot', fields, restrictedNotice };
  return {
    kind: 'byInvoice',
    fields: fields.filter((k): k is InvoiceChargeKey => INVOICE_LEVEL.includes(k)),
  };
}

/** Only the amounts that differ from what was loaded, so unchanged fields are left alone upstream. */
export function changedAmounts<K extends string>(
  initial: Readonly<Record<K, string>>,
  draft: Readonly<Record<K, string>>,
  keys: readonly K[],
): Partial<Record<K, string>> | null {
  const changed: Partial<Record<K, string>> = {};
  let any = false;
  for (const key of keys)
    if (draft[key] !== initial[key]) {
      changed[key] = draft[key];
      any = true;
    }
  return any ? changed : null;
}
