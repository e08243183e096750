import {
  addSaleBlock,
  addSessionBlock,
  CALENDAR_MESSAGES,
  CALENDAR_PAGE_SIZE,
  CALENDAR_SEARCH_MAX_LENGTH,
  termsGreyedReason,
  validateNewSale,
  wizardPath,
} from '@ah/schema';
import type {
  AddSaleBlocker,
  AddSaleForm,
  AddSaleInput,
  AddSessionBlock,
  AuctionType,
  CalendarPeriod,
  PageInfo,
  SaleTerms,
} from '../../../__generated__/resolvers-types.js';
import { isValidPage, pageInfoFor, pageOf } from '../../../shared/paging.js';
import type { GatewayContext } from '../../../context.js';
import { badUserInput, ruleViolationsError } from '../../../errors.js';
import type { PaymentRequiredActivation } from '../../../rest/house/saleSetupModels.js';
import type { CalendarGroupModel, BuyNowSaleModel } from '../models.js';
import { isNotFound, notFound, numericId } from '../../../input/ids.js';
import { houseCaller } from '../../../shared/houseCaller.js';
import { inInputFields } from '../../../rest/inputTerms.js';
import { CatalogApi } from '../../../rest/catalog/catalogApi.js';
import { locationsLoadersOf } from '../../locations/index.js';

export const routeTypeOf = (isTimed: boolean): 'live' | 'timed' => (isTimed ? 'timed' : 'live');
export const auctionTypeOf = (isTimed: boolean): AuctionType => (isTimed ? 'TIMED' : 'LIVE');

/** Whether a sale's name holds the search (case-insensitive; an empty search holds every sale). */
export function matchesSaleName(name: string, search: string): boolean {
  return name.toLocaleLowerCase('en-US').includes(search.trim().toLocaleLowerCase('en-US'));
}

/**
 * The calendar: groups of one period and the Buy Now sale (sales §2 Calendar, §7). The upstream
 * answers every group of the period; the gateway keeps those whose name holds `search` and, when a
 * `page` is asked (the Past calendar), hands them out 10 at a time: a page past the last is the last.
 */
export async function auctionCalendar(
  context: GatewayContext,
  period: CalendarPeriod,
  options: { search?: string | null; page?: number | null } = {},
): Promise<{
  period: CalendarPeriod;
  groups: CalendarGroupModel[];
  pageInfo: PageInfo;
  buyNowSale: BuyNowSaleModel | null;
}> {
  const search = options.search?.trim() ?? '';
  if (search.length > CALENDAR_SEARCH_MAX_LENGTH)
    throw badUserInput(`The search must be ${CALENDAR_SEARCH_MAX_LENGTH} characters or fewer.`, 'search');
  const page = options.page ?? null;
  if (page !== null && !isValidPage(page))
    throw badUserInput('The page must be a whole number from 1.', 'page');
  const { houseRef } = await houseCaller(context);
  const [all, buyNowSale] = await Promise.all([
    context.loaders.calendar.auctionCalendar.load({ houseRef, upcoming: period === 'UPCOMING' }),
    context.loaders.calendar.binSale.load(houseRef),
  ]);
  const matching = search === '' ? all : all.filter((g) => matchesSaleName(g.groupName, search));
  if (page === null)
    return {
      period,
      groups: matching,
      pageInfo: pageInfoFor(1, Math.max(1, matching.length), matching.length),
      buyNowSale,
    };
  const last = Math.max(1, Math.ceil(matching.length / CALENDAR_PAGE_SIZE));
  const { items, pageInfo } = pageOf(matching, Math.min(page, last), CALENDAR_PAGE_SIZE);
  return { period, groups: items, pageInfo, buyNowSale };
}

/** The account standing as the shared rules read it. */
function standingOf(activation: PaymentRequiredActivation) {
  return {
    accountDisabled: activation.accountDisabled,
    paymentProcessingRequired: activation.paymentProcessingRequired,
    paymentProcessingEnabled: activation.paymentProcessingEnabled,
    cardExpired: activation.cardExpired,
    overdueBalance: activation.overdueBalance,
  };
}

/** Why a session cannot be added to a calendar group now (sales §5 New sale), or null. */
export async function addSessionBlockOf(
  context: GatewayContext,
  group: CalendarGroupModel,
): Promise<AddSessionBlock | null> {
  const { houseRef } = await houseCaller(context);
  // One activation call for every group; canAddCatalogs comes with the calendar (no call per group).
  const activation = await context.loaders.calendar.paymentActivation.load(houseRef);
  return addSessionBlock({
    groupName: group.groupName,
    groupFeeStepEnabled: group.houseFeeStepEnabled,
    houseFeeStepActive: activation.isHouseFeeStepActive,
    paymentSignUpIncomplete: !activation.signUpComplete,
    canAddCatalogs: group.canAddCatalogs,
  });
}

export function addSessionPathOf(group: CalendarGroupModel): string {
  return wizardPath(routeTypeOf(!group.live), String(group.groupID), '0', 1);
}

/** The Add Sale form's data: terms with greying, live/timed, shipping terms, blockers and warnings. */
export async function addSaleForm(context: GatewayContext): Promise<AddSaleForm> {
  const { houseRef, houseId, account } = await houseCaller(context);
  const [types, terms, activation, policy] = await Promise.all([
    context.loaders.calendar.auctionTypeEnabled.load(houseRef),
    context.loaders.calendar.terms.load(houseId),
    context.loaders.calendar.paymentActivation.load(houseRef),
    locationsLoadersOf(context).shippingPolicy.load(account),
  ]);
  const house = {
    houseFeeStepActive: activation.isHouseFeeStepActive,
    paymentProcessingEnabled: activation.paymentProcessingEnabled,
  };
  const saleTerms: SaleTerms[] = terms.map((t) => {
    const reason = termsGreyedReason(t, house);
    return {
      id: String(t.id),
      name: t.name,
      houseFeeStepEligible: t.houseFeeStepEligible,
      paymentProcessingEligible: t.paymentProcessingEligible,
      disabled: reason !== null,
      disabledReason: reason,
    };
  });
  const shippingEnabled = policy !== null && policy.flags.eligible;
  const block = addSaleBlock(standingOf(activation));
  const blocker: AddSaleBlocker | null = block ? { reason: block.reason, message: block.message } : null;
  return {
    liveOrTimedEnabled: types.liveOrTimedEnabled,
    defaultAuctionType: (await context.requireViewer()).houseInfo.isOnlineOnly ? 'TIMED' : 'LIVE',
    terms: saleTerms,
    shippingEnabled,
    shippingTerms: shippingEnabled
      ? (policy?.terms ?? []).map((t) => ({ id: String(t.id), name: t.name }))
      : [],
    houseFeeStepActive: house.houseFeeStepActive,
    paymentProcessingEnabled: house.paymentProcessingEnabled,
    blocker,
    warnings: activation.termsNeedCreditCard ? [CALENDAR_MESSAGES.updateTermsCard] : [],
  };
}

/** Adds a sale (sales §5 New sale): the shared rules decide, then POST /cps/app/house/{houseID}/auction. */
export async function addSale(
  context: GatewayContext,
  input: AddSaleInput,
): Promise<{ groupId: string; auctionType: AuctionType; wizardPath: string }> {
  const form = await addSaleForm(context);
  if (form.blocker) throw badUserInput(form.blocker.message, undefined, { reason: form.blocker.reason });
  // Without the live/timed choice the house's own type applies.
  const auctionType = input.auctionType ?? (form.liveOrTimedEnabled ? null : form.defaultAuctionType);
  const violations = validateNewSale(
    {
      name: input.name,
      termsId: input.termsId?.trim() || null,
      auctionType,
      shippingTermsId: input.shippingTermsId?.trim() || null,
    },
    {
      shippingEnabled: form.shippingEnabled,
      greyedTermsIds: form.terms.filter((t) => t.disabled).map((t) => t.id),
    },
  );
  if (violations.length > 0) throw ruleViolationsError(violations);
  const termsId = input.termsId?.trim() ?? '';
  if (!form.terms.some((t) => t.id === termsId)) throw badUserInput('Please select your terms', 'termsId');
  // Given terms must be the house's own even when it has no shipping: an unknown id is refused, not dropped.
  const shippingTermsId = input.shippingTermsId?.trim() || null;
  if (shippingTermsId !== null && !form.shippingTerms.some((t) => t.id === shippingTermsId))
    throw badUserInput('Please select your shipping terms', 'shippingTermsId');
  const isTimed = auctionType === 'TIMED';
  const { houseId, houseRef } = await houseCaller(context);
  const groupId = await new CatalogApi(context.rest.catalog)
    .createAuction(houseId, {
      isTimed: isTimed ? '1' : '0',
      title: input.name.trim(),
      termsID: Number(termsId),
      ...(shippingTermsId ? { defaultShippingTermsID: Number(shippingTermsId) } : {}),
    })
    .catch((error: unknown) => {
      throw inInputFields(error, {
        title: 'name',
        termsID: 'termsId',
        defaultShippingTermsID: 'shippingTermsId',
        isTimed: 'auctionType',
      });
    });
  context.loaders.calendar.auctionCalendar.clearAll();
  context.loaders.calendar.paymentActivation.clear(houseRef);
  return {
    groupId: String(groupId),
    auctionType: auctionTypeOf(isTimed),
    wizardPath: wizardPath(routeTypeOf(isTimed), String(groupId), '0', 1),
  };
}

/** Deletes a session without lots; one with lots is refused with the upstream's reason. */
export async function deleteSession(
  context: GatewayContext,
  catalogId: string,
): Promise<{ catalogId: string }> {
  await houseCaller(context);
  const id = numericId(catalogId, 'catalogId');
  await new CatalogApi(context.rest.catalog).deleteCatalog(id).catch((error: unknown) => {
    if (isNotFound(error)) throw notFound('No session with this id.');
    throw inInputFields(error, { catalogID: 'catalogId' });
  });
  context.loaders.calendar.auctionCalendar.clearAll();
  context.loaders.calendar.sessionDefinition.clear(id);
  return { catalogId: id };
}
