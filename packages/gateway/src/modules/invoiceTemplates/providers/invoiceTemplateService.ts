import { isGraphqlInputPath } from '../../../input/inputNames.js';
import {
  INVOICE_TEMPLATE_MESSAGES as M,
  chargeHasStateList,
  chargeStateRequired,
  orderCountries,
  validateInvoiceTemplate,
} from '@ah/schema';
import type {
  InvoiceTemplateAddress,
  InvoiceTemplateCountry,
  InvoiceTemplateInput,
  InvoiceTemplateSettings,
} from '../../../__generated__/resolvers-types.js';
import { refusedAt } from '../../../argumentPaths.js';
import type { GatewayContext } from '../../../context.js';
import { badUserInput, ErrorCode, ruleViolationsError } from '../../../errors.js';
import { UpstreamError, upstreamUnavailable } from '../../../rest/errors.js';
import type { ProcessorType } from '../../../rest/house/models.js';
import { isId as isIdForm, isNotFound, notFound } from '../../../input/ids.js';
import type { InvoiceTemplateEditorModel } from '../models.js';
import { countryCodeForClient, draftOf, inputFieldOf, saveRequestOf, templateOf } from './templateShapes.js';
import { invoiceGroupsLoadersOf } from '../../invoiceGroups/index.js';
import { locationsLoadersOf } from '../../locations/index.js';
import { viewerLoadersOf } from '../../viewer/index.js';

/** The template ids are 32-bit upstream. */
const isId = (value: string) => isIdForm(value) && Number(value) <= 2_147_483_647;

async function scope(context: GatewayContext): Promise<{ houseRef: string; processorType: ProcessorType }> {
  const houseRef = await context.houseRef();
  return { houseRef, processorType: await viewerLoadersOf(context).paymentProcessorType.load(houseRef) };
}

/** One template of the caller's house in GraphQL shape; NOT_FOUND for any other id. */
async function loadTemplate(
  context: GatewayContext,
  houseRef: string,
  processorType: ProcessorType,
  templateId: string,
): Promise<InvoiceTemplateSettings> {
  const id = templateId.trim();
  if (!isId(id)) throw notFound(M.notFound);
  const settings = await context.loaders.invoiceTemplates.invoiceGroupSettings
    .load({ houseRef, groupSettingsId: id })
    .catch((error: unknown) => {
      throw isNotFound(error) ? notFound(M.notFound) : error;
    });
  return templateOf(settings, processorType);
}

/** The editor: view mode with a template id, create mode without (invoicing §2.7). */
export async function invoiceTemplateEditor(
  context: GatewayContext,
  templateId: string | null | undefined,
): Promise<InvoiceTemplateEditorModel> {
  const { houseRef, processorType } = await scope(context);
  const template =
    templateId === null || templateId === undefined
      ? null
      : await loadTemplate(context, houseRef, processorType, templateId);
  return { houseRef, processorType, template };
}

/** The house's addresses for the picker (GET /app/house/address), primary first as the upstream orders them. */
export async function templateAddresses(context: GatewayContext): Promise<InvoiceTemplateAddress[]> {
  const addresses = await locationsLoadersOf(context).houseAddresses.load('own');
  return addresses.map((a) => {
    const region = [a.stateCode || a.province, a.postalCode].filter(Boolean).join(' ');
    return {
      id: String(a.addressID),
      name: a.facilityName || a.location,
      label: [a.addressStreet1, a.addressCity, region, a.countryName].filter(Boolean).join(', '),
      primary: a.primary,
    };
  });
}

/** The charges' countries in the §9 order with All Countries first; US and CA with their states. */
export async function templateCountries(
  context: GatewayContext,
  processorType: ProcessorType,
): Promise<InvoiceTemplateCountry[]> {
  const list = await locationsLoadersOf(context).countries.load('all');
  const ordered = orderCountries(
    list.map((c) => ({ code: c.countryCode, name: c.countryName })),
    'CHARGES',
    (p) => p,
  );
  return Promise.all(
    ordered.map(async (c) => ({
      code: countryCodeForClient(c.code, processorType),
      name: c.name,
      hasStates: chargeHasStateList(c.code),
      stateRequired: chargeStateRequired(c.code),
      states: chargeHasStateList(c.code)
        ? (await locationsLoadersOf(context).states.load(c.code)).map((s) => ({ code: s.stateCode, name: s.stateName }))
        : [],
    })),
  );
}

function checkIds(input: InvoiceTemplateInput): void {
  for (const [field, value] of [
    ['addressId', input.addressId],
    ['invoiceGroupId', input.invoiceGroupId],
  ] as const)
    if (value !== null && value !== undefined && value.trim() !== '' && !isId(value.trim()))
      throw badUserInput(`${field} must be a positive whole number.`, field);
}

/** An upstream refusal keeps its message; its field becomes the input's path. */
function inInputTerms(error: unknown): unknown {
  if (!(error instanceof UpstreamError)) return error;
  if (error.code === ErrorCode.NOT_FOUND) return notFound(M.notFound);
  if (error.code !== ErrorCode.BAD_USER_INPUT) return error;
  // The upstream's own field name (rest/errors.ts shows only GraphQL names), renamed here.
  const field = error.upstreamField;
  const renamed = field === null ? null : inputFieldOf(field);
  return badUserInput(
    error.message,
    renamed !== null && isGraphqlInputPath(renamed) ? renamed : undefined,
    error.upstreamCode ? { reason: error.upstreamCode } : {},
  );
}

/**
 * Saves a template (invoicing §5, §7): the shared rules first (every broken rule in one
 * BAD_USER_INPUT), then the processor rules (no per-lot charges under p; a template that is no
 * longer active stays as it is), then the upstream, which checks again. Answers with the template
 * as stored.
 */
export async function saveInvoiceTemplate(
  context: GatewayContext,
  input: InvoiceTemplateInput,
): Promise<{ template: InvoiceTemplateSettings; created: boolean; message: string }> {
  const { houseRef, processorType } = await scope(context);
  const violations = validateInvoiceTemplate(draftOf(input));
  if (violations.length > 0) throw ruleViolationsError(violations);
  checkIds(input);
  if (input.chargeApplication === 'PER_LOT' && processorType === 'p')
    throw badUserInput(M.perLotNotAvailable, 'chargeApplication');
  const existingId = input.id?.trim() || null;
  if (existingId !== null) {
    const existing = await loadTemplate(context, houseRef, processorType, existingId).catch(
      (error: unknown) => {
        throw refusedAt(error, 'id');
      },
    );
    if (!existing.active) throw badUserInput(M.notActive, 'id');
  }

  // The whole template, without the groupSettingsID query (that form is fixed-price step 1's): the
  // same endpoint reads a template through the `invoiceGroupSettings` loader.
  const saved = await context.rest.house
    .POST('/app/house/{houseRef}/invoiceGroupSettings', {
      params: { path: { houseRef } },
      body: saveRequestOf(input, processorType),
    })
    .catch((error: unknown) => {
      throw inInputTerms(error);
    });
  if (!('groupSettingsID' in saved.data)) throw upstreamUnavailable('house', 'bad-response', saved.status);
  const savedId = saved.data.groupSettingsID;
  context.loaders.invoiceTemplates.invoiceGroupSettings.clearAll();
  invoiceGroupsLoadersOf(context).invoiceSettings.clear(houseRef);
  const template = await loadTemplate(context, houseRef, processorType, String(savedId));
  return { template, created: existingId === null, message: M.saved };
}
