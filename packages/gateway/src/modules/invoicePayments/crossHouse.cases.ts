import type { CrossHouseCases } from '../crossHouseCases.js';

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  rootFields: {
    // These answer null for this seed group even to house demo, so they run without the control.
    'Query.invoicePreview': { control: false },
    'Query.autoChargeSetup': { control: false },
    'Query.invoiceEmailOutbox': { control: false },
    'Mutation.chargeCards': {},
    'Mutation.sendInvoices': {},
    'Mutation.setAutoChargeDate': {},
  },
  idPlaces: {
    'Mutation.chargeCards input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.chargeCards input.invoiceIds': 'invoiceId',
    'Mutation.sendInvoices input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.sendInvoices input.invoiceIds': 'invoiceId',
    'Mutation.setAutoChargeDate input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.setAutoChargeDate input.invoiceIds': 'invoiceId',
  },
  refusedFirst: {
    'Mutation.setAutoChargeDate input.invoiceIds': 'Automatic card charging is not available for this house.',
  },
};
