import { embedTokenHint, outsideDashboardViolations, type OutsideDashboardInput } from '@ah/schema';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/httpError.js';

/** The setting as the settings screen may see it: the URL and a hint of the token, never the token. */
export interface AnalyticsEmbedSettings {
  embedUrl: string | null;
  tokenHint: string | null;
}

const houseColumns = (db: Kysely<DB>, houseId: number) =>
  db
    .selectFrom('houses')
    .select(['analytics_embed_url', 'analytics_embed_token'])
    .where('id', '=', houseId)
    .executeTakeFirstOrThrow();

/** The house's outside dashboard setting (GET /domoSettings); nulls when none is set. */
export async function analyticsEmbedSettings(
  db: Kysely<DB>,
  houseId: number,
): Promise<AnalyticsEmbedSettings> {
  const house = await houseColumns(db, houseId);
  return {
    embedUrl: house.analytics_embed_url,
    tokenHint: house.analytics_embed_token === null ? null : embedTokenHint(house.analytics_embed_token),
  };
}

/**
 * Saves the outside dashboard (PUT /domoSettings) after the shared rules (@ah/schema
 * outsideDashboardViolations): an empty token keeps the saved one, so the screen never needs it back.
 * The first broken field is 400 INVALID_SETTING naming it.
 */
export async function saveAnalyticsEmbedSettings(
  db: Kysely<DB>,
  houseId: number,
  input: OutsideDashboardInput,
): Promise<AnalyticsEmbedSettings> {
  const saved = await houseColumns(db, houseId);
  const [violation] = outsideDashboardViolations(input, saved.analytics_embed_token !== null);
  if (violation) throw badRequest('INVALID_SETTING', violation.message, violation.field);
  const token = (input.embedToken ?? '').trim();
  await db
    .updateTable('houses')
    .set({
      analytics_embed_url: input.embedUrl.trim(),
      ...(token === '' ? {} : { analytics_embed_token: token }),
    })
    .where('id', '=', houseId)
    .execute();
  return analyticsEmbedSettings(db, houseId);
}

/** Removes the outside dashboard (DELETE /domoSettings): the built-in dashboard shows again. */
export async function clearAnalyticsEmbedSettings(
  db: Kysely<DB>,
  houseId: number,
): Promise<AnalyticsEmbedSettings> {
  await db
    .updateTable('houses')
    .set({ analytics_embed_url: null, analytics_embed_token: null })
    .where('id', '=', houseId)
    .execute();
  return analyticsEmbedSettings(db, houseId);
}
