import {
  checkWholeAmount,
  LOT_TEXT_FIELDS,
  normaliseDecimal,
  normaliseLotNumber,
  type LotValues,
} from '@ah/schema';
import type { Insertable } from 'kysely';
import type { LotsTable } from './tables.js';
import type { ItemContext } from './itemContext.js';

/**
 * Checked lot values (they passed the shared rules) as lots columns: whole amounts to cents,
 * shipping charges to cents, dimensions as numeric text. Fields a sale type does not use are
 * cleared (bin: no estimates, starting bid or reserve; sessions: no price; live: no reserve).
 */
export type LotColumns = Omit<Insertable<LotsTable>, 'id' | 'house_id' | 'catalog_id' | 'ref'>;

export function lotColumns(values: LotValues, ctx: Pick<ItemContext, 'rules'>): LotColumns {
  const { isBin, isTimed } = ctx.rules;
  const text = (v: string | null | undefined) => (v ?? '').trim();
  const columns: LotColumns = {
    lot_number: numberOrNull(values.lotNumber),
    lot_number_ext: text(values.lotExt).toUpperCase(),
    inv_number: text(values.invNumber) || null,
    title: text(values.title),
    description: text(values.description),
    low_estimate: isBin ? null : cents(values.lowEstimate),
    high_estimate: isBin ? null : cents(values.highEstimate),
    starting_bid: isBin ? null : cents(values.startingBid),
    reserve: !isBin && isTimed ? cents(values.reserve) : null,
    price: isBin ? cents(values.price) : null,
    ship_height: decimal(values.shipHeight),
    ship_length: decimal(values.shipLength),
    ship_width: decimal(values.shipWidth),
    ship_weight: decimal(values.shipWeight),
    shipping_domestic: decimalCents(values.shippingDomestic),
    shipping_intl: decimalCents(values.shippingIntl),
    updated_at: new Date(),
  };
  for (const field of LOT_TEXT_FIELDS) columns[snake(field)] = text(values[field]);
  return columns;
}

type TextColumn =
  | 'artist_name'
  | 'circa'
  | 'condition'
  | 'dimensions'
  | 'exhibited'
  | 'literature'
  | 'medium'
  | 'notes'
  | 'provenance';

function snake(field: (typeof LOT_TEXT_FIELDS)[number]): TextColumn {
  return field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as TextColumn;
}

function numberOrNull(raw: string | null | undefined): number | null {
  const n = normaliseLotNumber(raw);
  return n === null ? null : Number(n);
}

function cents(raw: string | null | undefined): number | null {
  const check = checkWholeAmount(raw);
  return check.kind === 'ok' ? check.value * 100 : null;
}

function decimal(raw: string | null | undefined): string | null {
  const d = normaliseDecimal(raw);
  return d === null || d === 'invalid' ? null : d;
}

/** "12.5" → 1250, without floating point. */
export function decimalCents(raw: string | null | undefined): number | null {
  const d = decimal(raw);
  if (d === null) return null;
  const [whole = '0', fraction = ''] = d.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** Cents as a whole-amount text ("150000" → "1500"); null stays null. */
export const wholeText = (cents: number | null): string | null =>
  cents === null ? null : String(Math.trunc(cents / 100));

/** Cents as a decimal text without trailing zeros (1250 → "12.5", 1200 → "12"). */
export function centsText(cents: number | null): string | null {
  if (cents === null) return null;
  const whole = Math.trunc(cents / 100);
  const fraction = String(cents % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Cents as a money decimal string with two places (1250 → "12.50"). */
export function moneyText(cents: number | null): string | null {
  if (cents === null) return null;
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** numeric(11,2) as read back ("12.50") without trailing zeros ("12.5"). */
export function numericText(value: string | null): string | null {
  if (value === null) return null;
  return normaliseDecimal(value) === 'invalid' ? value : (normaliseDecimal(value) as string | null);
}
