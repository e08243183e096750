import {
  LOT_MESSAGES,
  lotIssues,
  validateLotForm,
  validateLotRows,
  type LotRulesContext,
  type LotValues,
} from '@ah/schema';
import type {
  DeleteLotPayload,
  LotInput,
  LotRowInput,
  SaveLotPayload,
  SaveUploadedLotsPayload,
  SpreadsheetError,
  WizardAction,
} from '../../../__generated__/resolvers-types.js';
import { refusedAt } from '../../../argumentPaths.js';
import type { GatewayContext } from '../../../context.js';
import { badUserInput, ErrorCode, ruleViolationsError } from '../../../errors.js';
import { UpstreamError } from '../../../rest/errors.js';
import { lotOf, restFieldsOf, restRowOf, spreadsheetErrorOf, valuesOf } from './conversions.js';
import { ItemsApi, type ItemsInfo, type LotFieldsBody } from './lotsApi.js';
import { imagesStep, itemsInfoFor, wizardPath } from './pages.js';
import { CatalogApi } from '../../../rest/catalog/catalogApi.js';

/** A review table larger than this is refused (the upload keeps at most 50,000 rows). */
export const MAX_REVIEW_ROWS = 50_000;

function rulesOf(info: ItemsInfo): LotRulesContext {
  return {
    isBin: info.saleType === 'bin',
    isTimed: info.saleType === 'timed',
    lotNumberRequired: info.lotNumberRequired,
    deletedLotNumbers: info.deletedlots,
  };
}

/** The two-hour lock (sales §4): refused with the spec's text. */
function assertOpen(info: ItemsInfo): void {
  if (info.in2Hours === 1)
    throw badUserInput(LOT_MESSAGES.lockedText, undefined, { errorCode: 'CATALOG_LOCKED' });
}

/**
 * Saves the review table (lots/update): the rows are checked here first with the shared rules
 * (nothing reaches the service unchecked), then by the service against the catalog; either way
 * any error means nothing was saved. On success the step tracker records the images step.
 */
export async function saveUploadedLots(
  context: GatewayContext,
  groupId: string,
  catalogId: string,
  rows: readonly LotRowInput[],
  action: WizardAction,
): Promise<SaveUploadedLotsPayload> {
  if (rows.length > MAX_REVIEW_ROWS)
    throw badUserInput(`At most ${MAX_REVIEW_ROWS} lots can be saved at once.`, 'lots');
  const info = await itemsInfoFor(context, groupId, catalogId);
  assertOpen(info);
  const local = validateLotRows(
    rows.map((r) => ({ ...valuesOf(r), id: r.id, row: r.row ?? null })),
    rulesOf(info),
  );
  const notSaved = (
    errors: SpreadsheetError[],
    warnings: SpreadsheetError[] = [],
  ): SaveUploadedLotsPayload => ({
    saved: false,
    createdCount: 0,
    updatedCount: 0,
    errors,
    warnings,
    nextPath: null,
  });
  if (local.length > 0) return notSaved(local);
  const result = await new ItemsApi(context.rest.catalog).updateLots(catalogId, rows.map(restRowOf));
  const warnings = result.warnings.map(spreadsheetErrorOf);
  if (result.errors.length > 0) return notSaved(result.errors.map(spreadsheetErrorOf), warnings);
  const step = imagesStep(info);
  // The save is done; a failed step-tracker record must not undo it (the wizard records it again).
  await new CatalogApi(context.rest.catalog).recordStep(catalogId, step).catch(() => null);
  return {
    saved: true,
    createdCount: result.created,
    updatedCount: result.updated,
    errors: [],
    warnings,
    nextPath: action === 'SAVE_AND_EXIT' ? '/my-auctions/current' : wizardPath(info, step),
  };
}

/**
 * The lot page's save (lot/new or lot/update): the form rules run here first, then at the service;
 * a refusal keeps the service's code (112 with its own sentence) in extensions.errorCode.
 */
export async function saveLot(
  context: GatewayContext,
  groupId: string,
  catalogId: string,
  input: LotInput,
): Promise<SaveLotPayload> {
  const info = await itemsInfoFor(context, groupId, catalogId);
  assertOpen(info);
  const existing = input.id
    ? lotOf(
        await new ItemsApi(context.rest.catalog).lotById(catalogId, input.id).catch((error: unknown) => {
          throw refusedAt(error, 'id');
        }),
      )
    : null;
  if (existing?.deleted) throw badUserInput(LOT_MESSAGES.lotDeleted, undefined, { errorCode: 'LOT_DELETED' });
  const values: LotValues = valuesOf(input);
  const locked = existing !== null && existing.lotNumber !== null;
  if (locked) {
    values.lotNumber = existing.lotNumber;
    values.lotExt = existing.lotExt;
  }
  const rules = rulesOf(info);
  const violations = validateLotForm(values, { ...rules, lotNumberLocked: locked });
  if (violations.length > 0) {
    const [issue] = lotIssues(values, { ...rules, deletedLotNumbers: locked ? [] : rules.deletedLotNumbers });
    const error = ruleViolationsError(violations);
    if (issue && issue.field === violations[0]?.field) error.extensions['errorCode'] = issue.errorCode;
    throw error;
  }
  const body = restFieldsOf(values) as LotFieldsBody;
  try {
    const saved = existing
      ? await new ItemsApi(context.rest.catalog).updateLot(catalogId, existing.id, body)
      : await new ItemsApi(context.rest.catalog).createLot(catalogId, body);
    return {
      lot: lotOf(saved.lot),
      created: existing === null,
      warnings: saved.warnings.map((w) => ({
        errorCode: w.errorCode,
        displayMsg: w.displayMsg,
        referenceMsg: null,
        lotNumber: existing?.displayNumber ?? null,
        invNumber: existing?.invNumber ?? null,
        row: null,
        lotRowId: null,
        column: w.errorCode === '116' ? 'STARTING_BID' : null,
      })),
    };
  } catch (error) {
    throw withLotCode(error);
  }
}

export async function deleteLot(
  context: GatewayContext,
  catalogId: string,
  lotId: string,
): Promise<DeleteLotPayload> {
  try {
    return { lotId: String(await new ItemsApi(context.rest.catalog).deleteLot(catalogId, lotId)) };
  } catch (error) {
    throw withLotCode(error);
  }
}

/** A service refusal with its lot code (112, 110, CATALOG_LOCKED, ...) kept for the client. */
function withLotCode(error: unknown): unknown {
  if (error instanceof UpstreamError && error.code === ErrorCode.BAD_USER_INPUT && error.upstreamCode)
    error.extensions['errorCode'] = error.upstreamCode;
  return error;
}
