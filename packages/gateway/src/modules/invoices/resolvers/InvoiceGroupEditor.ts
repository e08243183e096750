import type { InvoiceGroupEditorResolvers } from '../../../__generated__/resolvers-types.js';
import { connectionOf } from '../../../shared/connection.js';
import { pageWindow } from '../../../input/paging.js';
import {
  EDITOR_PAGING,
  ID_PAGING,
  editorWindow,
  idPage,
  invoiceConnection,
  pageItems,
} from '../providers/invoiceService.js';
import { groupSessions, invoiceCreationOf } from '../providers/groupViews.js';
import { shippingPolicy } from '../../locations/index.js';

export const InvoiceGroupEditor: InvoiceGroupEditorResolvers = {
  id: (e) => (e.invoiceIds === null ? e.invoiceGroupId : `${e.invoiceGroupId}:${e.invoiceIds.join(',')}`),
  invoiceGroupId: (e) => e.invoiceGroupId,
  title: async (e) => (await e.shown.header()).invoiceGroupTitle,
  templateId: async (e) => String((await e.shown.header()).invoiceGroupSettingsID),
  sessions: async (e) => groupSessions(await e.shown.header()),
  totals: (e) => e.shown.totals,
  invoiceIds: async (e) => (await e.shown.allIds()).map(String),
  invoices: (e, args) =>
    pageItems(e.shown, idPage(e.shown.window, editorWindow(args.page ?? 1, args.pageSize ?? 50))),
  invoicePage: (e, args) => invoiceConnection(e.shown.window, e.shown, pageWindow(args, EDITOR_PAGING)),
  /** From the id listing only: no invoice is read in full. */
  invoiceIdPage: async (e, args) => {
    const window = pageWindow(args, ID_PAGING);
    const { ids, totalCount } = await e.shown.window(window.offset, window.limit);
    return connectionOf(ids.map(String), window, totalCount);
  },
  applyCostPerLot: async (e) => (await e.shown.header()).applyCostPerLot,
  costPerLotChoice: (e) => e.scope.processorType !== 'p',
  editorVariant: async (e) => {
    if (e.scope.processorType === 'p') return 'PER_INVOICE_WITH_ADDITIONAL';
    const { applyCostPerLot } = await e.shown.header();
    if (applyCostPerLot === null) return null;
    return applyCostPerLot ? 'PER_LOT' : 'PER_INVOICE';
  },
  invoicesCreated: async (e) => (await e.shown.header()).invoiceCreated,
  invoiceCreation: async (e) => invoiceCreationOf(await e.shown.header()),
  hasLiveFee: (e) => e.shown.hasLiveFee,
  hasPaddleNumbers: (e) => e.shown.hasPaddleNumbers,
  paymentMethods: async (e) => (await e.shown.header()).paymentMethods,
  /** The house's shipping policy (GET /api/shipping/policy, one loader call per request). */
  hasShippingPolicies: async (_e, _args, context) => (await shippingPolicy(context)) !== null,
  /** The house's provider shipping feature flag (invoicing §6), from the caller's house info. */
  shippingFeatureEnabled: (e) => e.scope.shippingFeatureEnabled,
};
