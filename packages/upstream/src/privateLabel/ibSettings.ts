import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { BUTTON_COLORS, byId, FONT_COLORS, FONT_STYLES, LANGUAGES } from './ibOptions.js';

/** The ids a save names (sales §7 POST ib-settings). */
export interface IbChoice {
  buttonColorId: number;
  fontColorId: number;
  fontStyleId: number;
  languageId: number;
  displayPastAuctions: boolean;
}

/** The GET ib-settings answer (sales §3 Private-label settings). */
export async function loadIbSettings(db: Kysely<DB>, houseId: number) {
  const row = await db
    .selectFrom('houses')
    .leftJoin('house_ib_settings as s', 's.house_id', 'houses.id')
    .select([
      'houses.logo_url',
      's.button_color_id',
      's.font_color_id',
      's.font_style_id',
      's.language_id',
      's.display_past_auctions',
      's.console_logo_url',
    ])
    .where('houses.id', '=', houseId)
    .executeTakeFirstOrThrow();
  return {
    colorStyleSettings: {
      buttonColor: byId(BUTTON_COLORS, row.button_color_id ?? 0) ?? BUTTON_COLORS[0],
      fontColor: byId(FONT_COLORS, row.font_color_id ?? 0) ?? FONT_COLORS[0],
      fontStyle: byId(FONT_STYLES, row.font_style_id ?? 0) ?? FONT_STYLES[0],
    },
    defaultLanguage: byId(LANGUAGES, row.language_id ?? 0) ?? LANGUAGES[0],
    displayPastAuctions: row.display_past_auctions ?? true,
    houseLogoURL: row.logo_url,
    consoleLogoURL: row.console_logo_url ?? null,
  };
}

/** Saves the choices (ids already checked), keeping the console logo. */
export async function saveIbSettings(db: Kysely<DB>, houseId: number, choice: IbChoice): Promise<void> {
  const values = {
    button_color_id: choice.buttonColorId,
    font_color_id: choice.fontColorId,
    font_style_id: choice.fontStyleId,
    language_id: choice.languageId,
    display_past_auctions: choice.displayPastAuctions,
    updated_at: new Date(),
  };
  await db
    .insertInto('house_ib_settings')
    .values({ house_id: houseId, ...values })
    .onConflict((oc) => oc.column('house_id').doUpdateSet(values))
    .execute();
}

/** Records the console logo's address, creating the settings row with the defaults when needed. */
export async function saveConsoleLogo(db: Kysely<DB>, houseId: number, url: string): Promise<void> {
  await db
    .insertInto('house_ib_settings')
    .values({
      house_id: houseId,
      button_color_id: BUTTON_COLORS[0].id,
      font_color_id: FONT_COLORS[0].id,
      font_style_id: FONT_STYLES[0].id,
      language_id: LANGUAGES[0].id,
      console_logo_url: url,
    })
    .onConflict((oc) => oc.column('house_id').doUpdateSet({ console_logo_url: url, updated_at: new Date() }))
    .execute();
}
