import {
  EXISTING_INVOICE_GROUPS_PAGE_SIZE,
  UNINVOICED_GROUPS_PAGE_SIZE,
  isoToUsDate,
  normalizeDateRange,
  validateInvoiceGroupDraft,
} from '@ah/schema';
import type { GatewayContext } from '../../../context.js';
import { resolveChosenSessions } from '../domain/chosenSessions.js';
import { localDate } from '../../../shared/houseDate.js';
import { isValidPage, pageInfoFor, pageOf } from '../../../shared/paging.js';
import { badUserInput, ruleViolationsError } from '../../../errors.js';
import type { PageInfo } from '../../../__generated__/resolvers-types.js';
import { inInputTerms } from '../../../rest/inputTerms.js';
import { parseIdArg } from '../../invoices/index.js';
import { refusedAt } from '../../../argumentPaths.js';
import type { InvoiceGroup, InvoiceTemplateItem, SaleGroup } from '../../../rest/house/models.js';

export const INVOICES_HUB_MESSAGES = {
  invalidPage: 'Page must be a whole number from 1',
  unknownSessions:
    'One or more selected sessions are not available for invoicing. Please refresh the page and try again.',
} as const;

function requireValidPage(page: number): void {
  if (!isValidPage(page)) throw badUserInput(INVOICES_HUB_MESSAGES.invalidPage, 'page');
}

/**
 * Uninvoiced Sessions: the upstream returns every sale group (GET /invoiceCatalogs); the gateway
 * pages them 25 a page.
 */
export async function uninvoicedSaleGroups(
  context: GatewayContext,
  page: number,
): Promise<{ items: SaleGroup[]; pageInfo: PageInfo }> {
  requireValidPage(page);
  const groups = await context.loaders.invoiceGroups.invoiceCatalogs.load(await context.houseRef());
  return pageOf(groups, page, UNINVOICED_GROUPS_PAGE_SIZE);
}

export interface InvoiceGroupsArgs {
  page: number;
  startDate?: string | null;
  endDate?: string | null;
}

/**
 * Existing Invoices: 10 groups a page from GET /invoiceGroups, optionally within a date range
 * (checked against the house's today; an end date alone starts at 1989-01-01).
 */
export async function invoiceGroups(
  context: GatewayContext,
  args: InvoiceGroupsArgs,
): Promise<{ items: InvoiceGroup[]; pageInfo: PageInfo }> {
  requireValidPage(args.page);
  const viewer = await context.requireViewer();
  const today = localDate(viewer.houseInfo.timeZone);
  const { range, violations } = normalizeDateRange(
    { start: args.startDate ?? null, end: args.endDate ?? null },
    today,
  );
  if (violations.length > 0) throw ruleViolationsError(violations);
  const size = EXISTING_INVOICE_GROUPS_PAGE_SIZE;
  const result = await context.loaders.invoiceGroups.invoiceGroups.load({
    houseRef: viewer.houseInfo.houseRef,
    size,
    page: args.page,
    ...(range.start ? { startDate: isoToUsDate(range.start) } : {}),
    ...(range.end ? { endDate: isoToUsDate(range.end) } : {}),
  });
  return { items: result.invoices, pageInfo: pageInfoFor(args.page, size, result.totalRecords) };
}

export async function invoiceTemplates(context: GatewayContext): Promise<InvoiceTemplateItem[]> {
  return context.loaders.invoiceGroups.invoiceSettings.load(await context.houseRef());
}

export interface CreateInvoiceGroupArgs {
  name: string;
  templateId: string;
  sessionRefs: readonly string[];
}

/**
 * Creates an invoice group. The chosen refs are looked up in the uninvoiced catalogs (the same
 * per-request loader as the list) to know their sale group and location; then the shared rules
 * (`validateInvoiceGroupDraft`) decide; then the upstream creates it. Upstream refusals come back as
 * BAD_USER_INPUT with the upstream's message.
 */
export async function createInvoiceGroup(
  context: GatewayContext,
  input: CreateInvoiceGroupArgs,
): Promise<{ invoiceGroupId: string }> {
  const houseRef = await context.houseRef();
  const saleGroups = input.sessionRefs.length > 0 ? await context.loaders.invoiceGroups.invoiceCatalogs.load(houseRef) : [];
  const chosen = resolveChosenSessions(input.sessionRefs, saleGroups);
  if (chosen.unknownRefs.length > 0)
    throw badUserInput(INVOICES_HUB_MESSAGES.unknownSessions, 'sessionRefs', {
      unknownRefs: chosen.unknownRefs,
    });
  const violations = validateInvoiceGroupDraft({
    name: input.name,
    templateId: input.templateId.trim() || null,
    sessions: chosen.sessions,
  });
  if (violations.length > 0) throw ruleViolationsError(violations);
  const templateId = input.templateId.trim();
  const { data: created } = await context.rest.house
    .POST('/app/house/{houseRef}/invoiceGroup', {
      params: { path: { houseRef } },
      body: {
        catalogRefs: chosen.refs,
        groupTitle: input.name.trim(),
        invoiceSettingsID: /^\d+$/.test(templateId) ? Number(templateId) : templateId,
      },
    })
    .catch((error: unknown) => {
      throw inInputTerms(error, { fields: INPUT_FIELD_OF_UPSTREAM });
    });
  context.loaders.invoiceGroups.invoiceCatalogs.clear(houseRef);
  context.loaders.invoiceGroups.invoiceGroups.clearAll();
  return { invoiceGroupId: String(created.data.invoiceGroupID) };
}

/**
 * The way out of a creation that stalled (invoicing §2.2): build the invoices again, or delete the
 * group so its sessions are uninvoiced again. The upstream refuses both once the invoices exist; an
 * unknown or another house's group is not found.
 */
export async function retryInvoiceCreation(
  context: GatewayContext,
  input: { invoiceGroupId: string },
): Promise<{ invoiceGroupId: string }> {
  const invoiceGroupId = String(parseIdArg(input.invoiceGroupId, 'invoiceGroupId'));
  const houseRef = await context.houseRef();
  await context.rest.house
    .POST('/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}/build', {
      params: { path: { houseRef, invoiceGroupId: Number(invoiceGroupId) } },
    })
    .catch((error: unknown) => {
      throw refusedAt(error, 'invoiceGroupId');
    });
  context.loaders.invoiceGroups.invoiceGroups.clearAll();
  return { invoiceGroupId };
}

export async function deleteUncreatedInvoiceGroup(
  context: GatewayContext,
  input: { invoiceGroupId: string },
): Promise<{ invoiceGroupId: string }> {
  const invoiceGroupId = String(parseIdArg(input.invoiceGroupId, 'invoiceGroupId'));
  const houseRef = await context.houseRef();
  await context.rest.house
    .DELETE('/app/house/{houseRef}/invoiceGroup/{invoiceGroupId}', {
      params: { path: { houseRef, invoiceGroupId: Number(invoiceGroupId) } },
    })
    .catch((error: unknown) => {
      throw refusedAt(error, 'invoiceGroupId');
    });
  context.loaders.invoiceGroups.invoiceCatalogs.clear(houseRef);
  context.loaders.invoiceGroups.invoiceGroups.clearAll();
  return { invoiceGroupId };
}

/** The upstream's body fields of POST /invoiceGroup, as the GraphQL input names them. */
const INPUT_FIELD_OF_UPSTREAM: Readonly<Record<string, string>> = {
  groupTitle: 'name',
  invoiceSettingsID: 'templateId',
  catalogRefs: 'sessionRefs',
};
