import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError } from '../http/httpError.js';
import { jsonObjectBody } from '../http/validate.js';
import { DEFAULT_PIPELINE_SETTINGS, type PipelineSettings } from './pipelineRules.js';

/**
 * A house's unpaid-items settings (unpaid_item_settings, unpaid_item_exclusions): read with the
 * defaults when never saved, checked and saved. The job, the routes and the seed all read them here.
 */

export const MAX_EXCLUDED_BIDDERS = 500;
export const MAX_REMINDERS = 5;

export interface ExcludedBidder {
  bidderId: number;
  bidderRef: string;
  name: string;
}

export interface HouseSettingsInput extends PipelineSettings {
  excludedBidderIds: number[];
}

/** The settings the pipeline runs with for one house (the defaults, automation off, when never saved). */
export async function readPipelineSettings(db: Kysely<DB>, houseId: number): Promise<PipelineSettings> {
  const row = await db
    .selectFrom('unpaid_item_settings')
    .selectAll()
    .where('house_id', '=', houseId)
    .executeTakeFirst();
  if (!row) return DEFAULT_PIPELINE_SETTINGS;
  return {
    enabled: row.enabled,
    paymentDays: row.payment_days,
    reminderDaysBefore: row.reminder_days_before,
    autoOpenDispute: row.auto_open_dispute,
    openDisputeAfterDays: row.open_dispute_after_days,
    autoCloseDispute: row.auto_close_dispute,
    strikeExpiryMonths: row.strike_expiry_months,
    secondChance: row.second_chance,
    offerDays: row.offer_days,
  };
}

/** The buyers the automation never touches, by name. */
export async function readExcludedBidders(db: Kysely<DB>, houseId: number): Promise<ExcludedBidder[]> {
  const rows = await db
    .selectFrom('unpaid_item_exclusions as x')
    .innerJoin('bidders as b', 'b.id', 'x.bidder_id')
    .select(['b.id', 'b.ref', 'b.first_name', 'b.last_name'])
    .where('x.house_id', '=', houseId)
    .orderBy('b.last_name')
    .orderBy('b.first_name')
    .orderBy('b.id')
    .execute();
  return rows.map((b) => ({ bidderId: b.id, bidderRef: b.ref, name: `${b.first_name} ${b.last_name}` }));
}

const SETTINGS_KEYS = [
  'enabled',
  'paymentDays',
  'reminderDaysBefore',
  'autoOpenDispute',
  'openDisputeAfterDays',
  'autoCloseDispute',
  'strikeExpiryMonths',
  'secondChance',
  'offerDays',
  'excludedBidderIds',
] as const;

const invalid = (field: string, message: string) => badRequest('INVALID_SETTING', message, field);

function flag(body: Record<string, unknown>, key: string): boolean {
  const value = body[key];
  if (typeof value !== 'boolean') throw invalid(key, `"${key}" must be true or false.`);
  return value;
}

function wholeNumber(body: Record<string, unknown>, key: string, min: number, max: number): number {
  const value = body[key];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw invalid(key, `"${key}" must be a whole number from ${min} to ${max}.`);
  return value;
}

function reminderDays(value: unknown, paymentDays: number): number[] {
  const field = 'reminderDaysBefore';
  if (!Array.isArray(value) || value.length > MAX_REMINDERS)
    throw invalid(field, `"${field}" must be a list of at most ${MAX_REMINDERS} days.`);
  value.forEach((day: unknown, i) => {
    if (typeof day !== 'number' || !Number.isInteger(day) || day < 0 || day >= paymentDays)
      throw invalid(`${field}.${i}`, `A reminder must be from 0 to ${paymentDays - 1} days before the deadline.`);
    if (value.indexOf(day) !== i) throw invalid(`${field}.${i}`, 'Each reminder day may be given once.');
  });
  return [...(value as number[])].sort((a, b) => b - a);
}

function bidderIds(value: unknown): number[] {
  const field = 'excludedBidderIds';
  if (!Array.isArray(value) || value.length > MAX_EXCLUDED_BIDDERS)
    throw invalid(field, `"${field}" must be a list of at most ${MAX_EXCLUDED_BIDDERS} bidder ids.`);
  value.forEach((id: unknown, i) => {
    if (typeof id !== 'number' || !Number.isInteger(id) || id <= 0 || id > 2_147_483_647)
      throw invalid(`${field}.${i}`, 'A bidder id must be a positive whole number.');
  });
  return [...new Set(value as number[])];
}

/** The PUT body, every field required, in the contract's ranges (400 INVALID_SETTING naming the field). */
export function settingsFromBody(raw: unknown): HouseSettingsInput {
  const body = jsonObjectBody(raw, SETTINGS_KEYS);
  const missing = SETTINGS_KEYS.find((key) => body[key] === undefined);
  if (missing) throw badRequest('FIELD_REQUIRED', `"${missing}" is required.`, missing);
  const paymentDays = wholeNumber(body, 'paymentDays', 4, 30);
  return {
    enabled: flag(body, 'enabled'),
    paymentDays,
    reminderDaysBefore: reminderDays(body['reminderDaysBefore'], paymentDays),
    autoOpenDispute: flag(body, 'autoOpenDispute'),
    openDisputeAfterDays: wholeNumber(body, 'openDisputeAfterDays', 0, 30),
    autoCloseDispute: flag(body, 'autoCloseDispute'),
    strikeExpiryMonths: wholeNumber(body, 'strikeExpiryMonths', 1, 60),
    secondChance: flag(body, 'secondChance'),
    offerDays: wholeNumber(body, 'offerDays', 1, 14),
    excludedBidderIds: bidderIds(body['excludedBidderIds']),
  };
}

/**
 * Saves the settings and replaces the exclusion list in one transaction. A bidder of another house
 * (or none) is 404 naming its place in the list, and nothing is saved.
 */
export async function saveHouseSettings(
  db: Kysely<DB>,
  houseId: number,
  input: HouseSettingsInput,
  now: Date,
): Promise<void> {
  const { excludedBidderIds, ...settings } = input;
  await db.transaction().execute(async (trx) => {
    if (excludedBidderIds.length > 0) {
      const found = await trx
        .selectFrom('bidders')
        .select('id')
        .where('house_id', '=', houseId)
        .where('id', 'in', excludedBidderIds)
        .execute();
      const known = new Set(found.map((b) => b.id));
      const unknown = excludedBidderIds.findIndex((id) => !known.has(id));
      if (unknown >= 0)
        throw new HttpError(404, 'BIDDER_NOT_FOUND', 'No such bidder in your house.', `excludedBidderIds.${unknown}`);
    }
    const row = {
      enabled: settings.enabled,
      payment_days: settings.paymentDays,
      reminder_days_before: [...settings.reminderDaysBefore],
      auto_open_dispute: settings.autoOpenDispute,
      open_dispute_after_days: settings.openDisputeAfterDays,
      auto_close_dispute: settings.autoCloseDispute,
      strike_expiry_months: settings.strikeExpiryMonths,
      second_chance: settings.secondChance,
      offer_days: settings.offerDays,
      updated_at: now,
    };
    await trx
      .insertInto('unpaid_item_settings')
      .values({ house_id: houseId, ...row })
      .onConflict((oc) => oc.column('house_id').doUpdateSet(row))
      .execute();
    // The list is replaced: ones kept keep their added_at.
    let removal = trx.deleteFrom('unpaid_item_exclusions').where('house_id', '=', houseId);
    if (excludedBidderIds.length > 0) removal = removal.where('bidder_id', 'not in', excludedBidderIds);
    await removal.execute();
    if (excludedBidderIds.length > 0)
      await trx
        .insertInto('unpaid_item_exclusions')
        .values(excludedBidderIds.map((bidderId) => ({ house_id: houseId, bidder_id: bidderId, added_at: now })))
        .onConflict((oc) => oc.columns(['house_id', 'bidder_id']).doNothing())
        .execute();
  });
}
