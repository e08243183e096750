import {
  GROUP_TABLE_PAGE_SIZES,
  INVOICE_PAYMENT_MESSAGES,
  isoToUsDate,
  validateAutoChargeDate,
} from '@ah/schema';
import { refusedAt } from '../../../argumentPaths.js';
import type { GatewayContext } from '../../../context.js';
import { isValidPage, pageOf } from '../../../shared/paging.js';
import { badUserInput, ruleViolationsError } from '../../../errors.js';
import type {
  AutoChargeInvoice,
  AutoChargeInvoicePage,
  SetAutoChargeDateInput,
  SetAutoChargeDatePayload,
} from '../../../__generated__/resolvers-types.js';
import type { AutoChargeEligibleInvoice } from '../../../rest/house/invoicePaymentsModels.js';
import { groupIdArg, INVOICE_EDITING_ERRORS, orderedIds, screenId, invoicesLoadersOf } from '../../invoices/index.js';
import type { AutoChargeSetupModel } from '../models.js';
import { orNullWhenMissing } from '../../../input/ids.js';
import { paymentsCall, requireIdempotencyKey } from './common.js';
import { isoOfUs, isoOfUsOrNull } from '../../../shared/houseDate.js';

/**
 * Auto-charge setup (invoicing §2.6, §5, §7): the eligible list and the date window from the upstream;
 * setting and removing dates checked against the shared rule (window, first eligible date) before the
 * upstream enforces the same.
 */

export function autoChargeInvoiceOf(i: AutoChargeEligibleInvoice): AutoChargeInvoice {
  return {
    id: String(i.invoiceID),
    firstName: i.firstName,
    lastName: i.lastName,
    channel: i.channel,
    approvalId: String(i.approvalID),
    invoiceTotal: i.total,
    eligibleAmount: i.eligibleAmount,
    currencySymbol: i.currency.rCurrencySymbol,
    autoChargeDate: isoOfUsOrNull(i.autoChargeDate),
    firstEligibleAutoChargeDate: isoOfUs(i.firstEligibleAutoChargeDate),
    autoChargeDateValid: i.autoChargeDateValid,
  };
}

export async function autoChargeSetup(
  context: GatewayContext,
  invoiceGroupIdValue: string,
  invoiceIdValues: readonly string[],
): Promise<AutoChargeSetupModel | null> {
  const invoiceGroupId = groupIdArg(invoiceGroupIdValue);
  const ids = orderedIds(invoiceIdValues);
  const { scope, api } = await paymentsCall(context);
  const [list, detail] = await Promise.all([
    orNullWhenMissing(api.autoChargeList(scope.houseRef, invoiceGroupId, ids)),
    // The title only: the group's own fields come with any of its invoices, never the whole group.
    orNullWhenMissing(
      invoicesLoadersOf(context).groupDetail.load({
        houseRef: scope.houseRef,
        invoiceGroupId,
        invoiceIds: ids.slice(0, 1),
      }),
    ),
  ]);
  if (!list || !detail) return null;
  return {
    id: screenId(invoiceGroupId, ids),
    invoiceGroupId,
    title: detail.invoiceGroupTitle,
    available: list.autoChargeAvailable,
    minDate: isoOfUs(list.minDate),
    maxDate: isoOfUs(list.maxDate),
    eligible: list.eligibleInvoiceList.map(autoChargeInvoiceOf),
  };
}

export function eligiblePage(
  setup: AutoChargeSetupModel,
  page: number,
  pageSize: number,
): AutoChargeInvoicePage {
  if (!isValidPage(page)) throw badUserInput(INVOICE_EDITING_ERRORS.invalidPage, 'page');
  if (!(GROUP_TABLE_PAGE_SIZES as readonly number[]).includes(pageSize))
    throw badUserInput(INVOICE_EDITING_ERRORS.invalidDetailsPageSize, 'pageSize');
  return pageOf(setup.eligible, page, pageSize);
}

export async function setAutoChargeDate(
  context: GatewayContext,
  input: SetAutoChargeDateInput,
): Promise<SetAutoChargeDatePayload> {
  const key = requireIdempotencyKey(input.idempotencyKey);
  const invoiceGroupId = groupIdArg(input.invoiceGroupId);
  const ids = orderedIds(input.invoiceIds);
  const date = input.autoChargeDate ?? null;
  const { scope, api } = await paymentsCall(context);
  const list = await api.autoChargeList(scope.houseRef, invoiceGroupId, ids).catch((error: unknown) => {
    throw refusedAt(error, 'invoiceGroupId');
  });
  if (!list.autoChargeAvailable)
    throw badUserInput(INVOICE_PAYMENT_MESSAGES.autoChargeUnavailable, 'invoiceGroupId');
  const eligible = new Map(list.eligibleInvoiceList.map((i) => [i.invoiceID, i]));
  const missing = ids.find((id) => !eligible.has(id));
  if (missing !== undefined)
    throw badUserInput(`Invoice ${missing} cannot be charged automatically.`, 'invoiceIds', {
      invoiceId: String(missing),
    });
  const violations = validateAutoChargeDate(
    date,
    scope.today,
    ids.map((id) => isoOfUs(eligible.get(id)?.firstEligibleAutoChargeDate ?? '')),
  );
  if (violations.length > 0) throw ruleViolationsError(violations);

  const { answer, replayed } = await api.setAutoCharge(date === null ? null : isoToUsDate(date), ids, key);
  invoicesLoadersOf(context).groupDetail.clearAll();
  invoicesLoadersOf(context).groupSummary.clearAll();
  invoicesLoadersOf(context).groupInvoicePage.clearAll();
  const after = await api.autoChargeList(scope.houseRef, invoiceGroupId, ids);
  return {
    invoices: after.eligibleInvoiceList.map(autoChargeInvoiceOf),
    next: answer.redirect === 'preview' ? 'PREVIEW' : 'GROUP_DETAILS',
    replayed,
  };
}
