import type { InvoiceGroupEditorResolvers } from '../../../__generated__/resolvers-types.js';
import { editorPage, totalsOf } from '../providers/invoiceEditingService.js';
import { groupSessions, hasLiveFee, invoiceCreationOf } from '../providers/groupViews.js';
import { shippingPolicy } from '../../locations/providers/locationsService.js';

export const InvoiceGroupEditor: InvoiceGroupEditorResolvers = {
  id: (e) => (e.invoiceIds === null ? e.invoiceGroupId : `${e.invoiceGroupId}:${e.invoiceIds.join(',')}`),
  invoiceGroupId: (e) => e.invoiceGroupId,
  title: (e) => e.detail.invoiceGroupTitle,
  templateId: (e) => String(e.detail.invoiceGroupSettingsID),
  sessions: (e) => groupSessions(e.detail),
  totals: (e) => totalsOf(e.detail),
  invoiceIds: (e) => e.invoices.map((i) => String(i.invoice.invoiceID)),
  invoices: (e, args) => editorPage(e.invoices, args.page ?? 1, args.pageSize ?? 50),
  applyCostPerLot: (e) => e.detail.applyCostPerLot,
  costPerLotChoice: (e) => e.scope.processorType !== 'p',
  editorVariant: (e) => {
    if (e.scope.processorType === 'p') return 'PER_INVOICE_WITH_ADDITIONAL';
    if (e.detail.applyCostPerLot === null) return null;
    return e.detail.applyCostPerLot ? 'PER_LOT' : 'PER_INVOICE';
  },
  invoicesCreated: (e) => e.detail.invoiceCreated,
  invoiceCreation: (e) => invoiceCreationOf(e.detail),
  hasLiveFee: (e) => hasLiveFee(e.detail),
  hasPaddleNumbers: (e) => e.detail.hasPaddleNumbers,
  paymentMethods: (e) => e.detail.paymentMethods,
  /** The house's shipping policy (GET /api/shipping/policy, one loader call per request). */
  hasShippingPolicies: async (_e, _args, context) => (await shippingPolicy(context)) !== null,
  /** The house's provider shipping feature flag (invoicing §6), from the caller's house info. */
  shippingFeatureEnabled: (e) => e.scope.shippingFeatureEnabled,
};
