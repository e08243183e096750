import { INVOICE_GROUP_NAME_MAX } from '../constants.js';
import type { RuleViolation } from './types.js';

/** Texts of invoicing §5 and §8; the ones the spec does not give are ours, in the same style. */
export const INVOICE_GROUP_MESSAGES = {
  nameRequired: 'Invoice group name is required',
  nameTooLong: `Invoice group name must be ${INVOICE_GROUP_NAME_MAX} characters or less`,
  templateRequired: 'Please select an invoice template',
  sessionsRequired: 'Please select at least one session',
  oneSaleGroup: 'Invoice Groups can only contain catalogs of one sale',
  oneLocation:
    'Invoice Groups can only contain catalogs that had the same sale location for sales tax calculation. Please create separate invoice groups for the selected catalogs',
  createFailed: 'There was an error while creating invoice.',
} as const;

/** The facts about a chosen session that the rules need. */
export interface ChosenSession {
  saleGroupId: string;
  locationId: string;
}

export interface InvoiceGroupDraft {
  name: string;
  templateId: string | null | undefined;
  sessions: readonly ChosenSession[];
}

/** True when the chosen sessions have more than one sale location (the warning banner's condition). */
export function hasMixedLocations(sessions: readonly ChosenSession[]): boolean {
  return new Set(sessions.map((s) => s.locationId)).size > 1;
}

/** True when the chosen sessions span more than one sale group. */
export function hasMixedSaleGroups(sessions: readonly ChosenSession[]): boolean {
  return new Set(sessions.map((s) => s.saleGroupId)).size > 1;
}

/**
 * Every rule a new invoice group must meet (invoicing §4 "Invoice creation", §5). The web enables
 * Create New Invoice only when this returns nothing; the gateway refuses the mutation otherwise.
 */
export function validateInvoiceGroupDraft(draft: InvoiceGroupDraft): RuleViolation[] {
  const violations: RuleViolation[] = [];
  const name = draft.name.trim();
  if (name.length === 0) violations.push({ field: 'name', message: INVOICE_GROUP_MESSAGES.nameRequired });
  else if (name.length > INVOICE_GROUP_NAME_MAX)
    violations.push({ field: 'name', message: INVOICE_GROUP_MESSAGES.nameTooLong });
  if (!draft.templateId) violations.push({ field: 'templateId', message: INVOICE_GROUP_MESSAGES.templateRequired });
  if (draft.sessions.length === 0)
    violations.push({ field: 'sessionRefs', message: INVOICE_GROUP_MESSAGES.sessionsRequired });
  if (hasMixedSaleGroups(draft.sessions))
    violations.push({ field: 'sessionRefs', message: INVOICE_GROUP_MESSAGES.oneSaleGroup });
  if (hasMixedLocations(draft.sessions))
    violations.push({ field: 'sessionRefs', message: INVOICE_GROUP_MESSAGES.oneLocation });
  return violations;
}
