import { realizedLotKey, realizedPriceEditRefusal } from '@ah/schema';
import type {
  DeleteRealizedPriceRowInput,
  PublishRealizedPricesInput,
  PublishRealizedPricesPayload,
  RealizedPriceReview,
  RealizedPriceRowInput,
  SaveRealizedPriceRowInput,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { badUserInput, forbidden, ruleViolationsError } from '../../../errors.js';
import { isNotFound, notFound } from '../../../input/ids.js';
import { inInputFields } from '../../../rest/inputTerms.js';
import type { RealizedPriceScreenModel } from '../models.js';
import { checkedReview, MAX_REVIEW_ROWS } from './realizedPriceReview.js';

const CATALOG_ID = /^[1-9]\d{0,9}$/;

/** The catalog id of an input: a foreign or malformed one is the same NOT_FOUND. */
function catalogIdOf(value: string): string {
  const id = value.trim();
  if (!CATALOG_ID.test(id) || Number(id) > 2_147_483_647) throw notFound('No such catalog.', 'catalogId');
  return id;
}

/**
 * The screen (sales §7 GET .../snapshot/realized): the service answers only the caller's house's
 * catalogs (another's is NOT_FOUND). Whether the caller may edit is decided here again from the
 * sale's date and the caller (sales §6), whatever the service says.
 */
export async function realizedPriceScreen(
  context: GatewayContext,
  catalogId: string,
  page?: { offset: number; limit: number },
): Promise<RealizedPriceScreenModel> {
  const id = catalogIdOf(catalogId);
  const query = page ? { offset: page.offset, limit: page.limit } : {};
  const [viewer, res] = await Promise.all([
    context.requireViewer(),
    context.rest.catalog
      .GET('/cps/app/catalog/{catalogID}/snapshot/realized', { params: { path: { catalogID: id }, query } })
      .catch((error: unknown) => {
        // Another house's catalog (or none) names the input's catalogId.
        throw isNotFound(error) ? notFound('No such catalog.', 'catalogId') : error;
      }),
  ]);
  const { catalog, lots, totalCount } = res.data.data;
  const refusal = realizedPriceEditRefusal(
    new Date(catalog.date),
    new Date(),
    viewer.isSuperUser,
    viewer.houseInfo.isOnlineOnly,
  );
  return {
    catalog,
    lots,
    // A service without the paging extension answers every lot whatever was asked.
    pageOfLots: page && totalCount !== undefined ? { ...page, totalCount } : null,
    notEditableReason: refusal ?? catalog.notEditableReason,
  };
}

/**
 * The screen for Query.realizedPrices: the catalog alone (`limit` 0, the paging extension), its lots
 * read a page at a time by RealizedPriceScreen.lotPage; a service without the extension answers
 * every lot at once, and the gateway pages those.
 */
export const realizedPriceScreenOnly = (context: GatewayContext, catalogId: string) =>
  realizedPriceScreen(context, catalogId, { offset: 0, limit: 0 });

/** The screen, refused (FORBIDDEN with the reason) when the caller may not edit. */
async function editableScreen(context: GatewayContext, catalogId: string): Promise<RealizedPriceScreenModel> {
  const screen = await realizedPriceScreen(context, catalogId);
  if (screen.notEditableReason !== null) throw forbidden(screen.notEditableReason);
  return screen;
}

const lotKeys = (screen: RealizedPriceScreenModel) =>
  new Set(screen.lots.map((l) => realizedLotKey(l.lotNumber, l.lotExt)));

function assertRowCount(rows: readonly RealizedPriceRowInput[]): void {
  if (rows.length > MAX_REVIEW_ROWS)
    throw badUserInput(`A review holds at most ${MAX_REVIEW_ROWS} rows.`, 'rows');
}

/** The edit modal's save: the row replaces its namesake (or is added); the table is checked again. */
export async function saveRealizedPriceRow(
  context: GatewayContext,
  input: SaveRealizedPriceRowInput,
): Promise<RealizedPriceReview> {
  assertRowCount(input.rows);
  const screen = await editableScreen(context, input.catalogId);
  const at = input.rows.findIndex((r) => r.id === input.row.id);
  const rows = at === -1 ? [...input.rows, input.row] : input.rows.map((r, i) => (i === at ? input.row : r));
  assertRowCount(rows);
  return checkedReview(rows, lotKeys(screen));
}

/** Removes a row from the review; the others are checked again. */
export async function deleteRealizedPriceRow(
  context: GatewayContext,
  input: DeleteRealizedPriceRowInput,
): Promise<RealizedPriceReview> {
  assertRowCount(input.rows);
  const screen = await editableScreen(context, input.catalogId);
  if (!input.rows.some((r) => r.id === input.id)) throw notFound('No such row in the review.', 'id');
  return checkedReview(
    input.rows.filter((r) => r.id !== input.id),
    lotKeys(screen),
  );
}

/**
 * Publishes the review (sales §4 Realized prices): every row must pass the rules and name a lot of
 * the catalog (nothing reaches the service otherwise); then the prices, then the premium answer.
 */
export async function publishRealizedPrices(
  context: GatewayContext,
  input: PublishRealizedPricesInput,
): Promise<PublishRealizedPricesPayload> {
  assertRowCount(input.rows);
  if (input.rows.length === 0) throw badUserInput('There are no realized prices to publish.', 'rows');
  const screen = await editableScreen(context, input.catalogId);
  const review = checkedReview(input.rows, lotKeys(screen));
  const violations = review.rows.flatMap((row, index) =>
    row.errors.map((e) => ({
      field: `rows.${index}.${e.column === 'LOT_EXT' ? 'lotExt' : e.column === 'REALIZED_PRICE' ? 'realizedPrice' : 'lotNumber'}`,
      message: e.message,
    })),
  );
  if (violations.length > 0) throw ruleViolationsError(violations);
  const catalogID = String(screen.catalog.catalogID);
  const userId = (await context.requireViewer()).userID;
  const published = await context.rest.catalog
    .POST('/cps/app/catalog/{catalogID}/lots/realized', {
      params: { path: { catalogID } },
      body: {
        lots: review.rows.map((r) => ({
          lotNumber: r.lotNumber ?? '',
          lotExt: r.lotExt,
          realizedPrice: r.realizedPrice ?? '',
          changeUserID: userId,
        })),
      },
    })
    .catch((error: unknown) => {
      throw inInputFields(error, { lots: 'rows' });
    });
  await context.rest.catalog.POST('/cps/app/catalog/{catalogID}/realized/includePremium', {
    params: { path: { catalogID } },
    body: { includesPremium: input.includesPremium },
  });
  return { ...published.data.data, includesPremium: input.includesPremium };
}
