/**
 * Unpaid items (issue 36): the house's automation that chases unpaid invoices — its settings, the
 * pipeline by stage with pause and resume, today's dry run, the second-chance offers — and the "What
 * happens next" line with the invoice's timeline, which the invoice editor and group details show.
 */
import type { AppFeature } from '../../platform/feature';
import { unpaidItemsRoutes } from './routes';
import { UNPAID_ITEMS_PATH, UNPAID_SETTINGS_PATH } from './model/unpaidItemPaths';

export { InvoiceUnpaidItems } from './components/LazyInvoiceUnpaidItems';
export { NextStepLine as UnpaidItemsNextStep } from './components/NextStepLine';
export { NextStepsLoadError, NEXT_STEPS_LOAD_FAILED } from './components/NextStepsLoadError';

export const unpaidItemsFeature: AppFeature = {
  name: 'unpaidItems',
  routes: unpaidItemsRoutes,
  nav: [
    {
      menu: 'invoices',
      label: 'Unpaid Items',
      to: UNPAID_ITEMS_PATH,
      rule: 'invoices',
      description: 'Reminders, disputes and offers, automated',
    },
    {
      menu: 'settings',
      label: 'Unpaid Item Settings',
      to: UNPAID_SETTINGS_PATH,
      rule: 'sensitive',
      description: 'Payment deadline, reminders, strikes',
    },
  ],
  typePolicies: {
    // An invoice's timeline is one record whether the editor's line or the trail read it; the
    // settings are the house's one record, so a save updates the form's query.
    UnpaidItemTimeline: { keyFields: ['invoiceId'] },
    UnpaidItemSettings: { keyFields: [] },
  },
};
