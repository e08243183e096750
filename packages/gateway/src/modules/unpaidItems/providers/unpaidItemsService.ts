import { unpaidItemSettingsViolations } from '@ah/schema';
import type {
  DecideSecondChanceOfferInput,
  QueryUnpaidItemPipelineArgs,
  QueryUnpaidItemPreviewArgs,
  QuerySecondChanceOffersArgs,
  UnpaidItemPauseInput,
  UnpaidItemSettingsInput,
} from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { badUserInput, ruleViolationsError } from '../../../errors.js';
import { isNotFound, notFound, parseId } from '../../../input/ids.js';
import type {
  SecondChanceOfferModel,
  UnpaidItemPauseResultModel,
  UnpaidItemPipelineModel,
  UnpaidItemPreviewModel,
  UnpaidItemSettingsModel,
} from '../models.js';
import { unpaidItemsApi, type UnpaidItemPauseTarget } from './unpaidItemsApi.js';
import { unpaidItemsWindow, windowFromPages } from './unpaidItemsPaging.js';
import type { Connection } from '../../../shared/connection.js';

/** The pipeline's search box: the service matches at most this many characters. */
const SEARCH_MAX = 100;

export async function unpaidItemSettings(context: GatewayContext): Promise<UnpaidItemSettingsModel> {
  return unpaidItemsApi(context).settings(await context.houseRef());
}

/**
 * Saves the settings: the ranges are checked here first (@ah/schema's rules, each at its field),
 * so nothing reaches the service when one is broken; a bidder id that is not the house's is the
 * service's 404, NOT_FOUND at `excludedBidderIds`.
 */
export async function updateUnpaidItemSettings(
  context: GatewayContext,
  input: UnpaidItemSettingsInput,
): Promise<UnpaidItemSettingsModel> {
  const excludedBidderIds = input.excludedBidderIds.map((id, i) =>
    parseId(id, `excludedBidderIds.${i}`, 'A buyer to exclude must be a bidder id.'),
  );
  const violations = unpaidItemSettingsViolations({ ...input, excludedBidderIds });
  if (violations.length > 0) throw ruleViolationsError(violations);
  const houseRef = await context.houseRef();
  try {
    return await unpaidItemsApi(context).saveSettings(houseRef, {
      ...input,
      excludedBidderIds: [...new Set(excludedBidderIds)],
    });
  } catch (error) {
    if (isNotFound(error))
      throw notFound('A buyer to exclude is not a bidder of the house.', 'excludedBidderIds');
    throw error;
  }
}

function searchOf(search: string | null | undefined): string | undefined {
  const text = search?.trim() ?? '';
  if (text.length > SEARCH_MAX)
    throw badUserInput(`search must be ${SEARCH_MAX} characters or fewer.`, 'search');
  return text === '' ? undefined : text;
}

/** The stage counts of the whole house and one window of the invoices at `stage` matching `search`. */
export async function unpaidItemPipeline(
  context: GatewayContext,
  args: QueryUnpaidItemPipelineArgs,
): Promise<UnpaidItemPipelineModel> {
  const window = unpaidItemsWindow(args);
  const search = searchOf(args.search);
  const houseRef = await context.houseRef();
  const api = unpaidItemsApi(context);
  const { connection, extra } = await windowFromPages(window, (page, pageSize) =>
    api.pipeline(houseRef, {
      page,
      pageSize,
      ...(args.stage ? { stage: args.stage } : {}),
      ...(search ? { search } : {}),
    }),
  );
  return { stages: extra, invoices: connection };
}

/** Today's dry run: one window of the steps the pipeline would take or skip now. */
export async function unpaidItemPreview(
  context: GatewayContext,
  args: QueryUnpaidItemPreviewArgs,
): Promise<UnpaidItemPreviewModel> {
  const window = unpaidItemsWindow(args);
  const houseRef = await context.houseRef();
  const api = unpaidItemsApi(context);
  const { connection, extra } = await windowFromPages(window, (page, pageSize) =>
    api.preview(houseRef, { page, pageSize }),
  );
  return { at: extra, steps: connection };
}

export async function secondChanceOffers(
  context: GatewayContext,
  args: QuerySecondChanceOffersArgs,
): Promise<Connection<SecondChanceOfferModel>> {
  const window = unpaidItemsWindow(args);
  const houseRef = await context.houseRef();
  const api = unpaidItemsApi(context);
  const { connection } = await windowFromPages(window, (page, pageSize) =>
    api.offers(houseRef, { page, pageSize, ...(args.state ? { state: args.state } : {}) }),
  );
  return connection;
}

/** The invoice or the buyer the input names: exactly one, each an id (BAD_USER_INPUT otherwise). */
function pauseTargetOf(input: UnpaidItemPauseInput): UnpaidItemPauseTarget {
  const { invoiceId, bidderId } = input;
  if (invoiceId != null && bidderId == null) return { invoiceId: parseId(invoiceId, 'invoiceId') };
  if (bidderId != null && invoiceId == null) return { bidderId: parseId(bidderId, 'bidderId') };
  throw badUserInput('Give one invoice or one buyer: exactly one of the two.', 'invoiceId');
}

/** Pauses (or resumes) the automation for one invoice or buyer; another house's is NOT_FOUND at its field. */
export async function setUnpaidItemsPaused(
  context: GatewayContext,
  input: UnpaidItemPauseInput,
  pause: boolean,
): Promise<UnpaidItemPauseResultModel> {
  const target = pauseTargetOf(input);
  const houseRef = await context.houseRef();
  const api = unpaidItemsApi(context);
  try {
    const paused = pause ? await api.pause(houseRef, target) : await api.resume(houseRef, target);
    return {
      paused,
      invoiceId: 'invoiceId' in target ? target.invoiceId : null,
      bidderId: 'bidderId' in target ? target.bidderId : null,
    };
  } catch (error) {
    if (!isNotFound(error)) throw error;
    throw 'invoiceId' in target
      ? notFound('No such invoice.', 'invoiceId')
      : notFound('No such bidder.', 'bidderId');
  }
}

/** Records the underbidder's answer; an offer not of the house is NOT_FOUND, one already decided BAD_USER_INPUT. */
export async function decideSecondChanceOffer(
  context: GatewayContext,
  input: DecideSecondChanceOfferInput,
): Promise<SecondChanceOfferModel> {
  const offerId = parseId(input.offerId, 'offerId');
  const houseRef = await context.houseRef();
  try {
    return await unpaidItemsApi(context).decideOffer(houseRef, offerId, input.decision);
  } catch (error) {
    if (isNotFound(error)) throw notFound('No such offer.', 'offerId');
    throw error;
  }
}
