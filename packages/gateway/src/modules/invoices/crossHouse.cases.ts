import { pastDay } from '../crossHouseCases.js';
import type { CrossHouseCases, FixtureHouse, DemoIds, HouseIds } from '../crossHouseCases.js';

/** House demo's invoice with lines: the first of its invoiced group's first page. */
async function demoInvoice(demo: FixtureHouse<DemoIds>) {
  const data = await demo.query<{
    invoiceGroupEditor: { invoices: { items: { id: string; lines: { id: string }[] }[] } };
  }>(
    'query($id: ID!) { invoiceGroupEditor(invoiceGroupId: $id) { invoices(page: 1, pageSize: 5) { items { id lines { id } } } } }',
    { id: await demo.fixture('invoiceGroupId') },
  );
  return data.invoiceGroupEditor.invoices.items.find((i) => i.lines.length > 0);
}

/** A house's first invoice line. */
const firstLine = ({ db, id }: FixtureHouse<HouseIds>) =>
  db
    .selectFrom('invoice_lines as l')
    .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
    .select(['l.id', 'l.invoice_id'])
    .where('i.house_id', '=', id)
    .orderBy('l.id')
    .executeTakeFirst();

declare module '../crossHouseCases.js' {
  interface DemoIds {
    /** An invoice with lines of the demo invoice group (invoiceGroupId), and its first line. */
    invoiceId: string;
    lineId: string;
    /** A payment method (a list every house shares). */
    paymentMethodId: string;
  }
  interface HouseIds {
    /** The invoice of the house's first invoice line, and that line. */
    invoiceId: string;
    lineId: string;
  }
}

/**
 * How house other calls this module's id-taking root fields with house demo's ids
 * (test/abuse.test.ts) and each id of its mutations' inputs (test/crossHouse.inputIds.test.ts);
 * the shapes are in src/modules/crossHouseCases.ts.
 */
export const crossHouseCases: CrossHouseCases = {
  demoIds: {
    invoiceId: async (demo) => (await demoInvoice(demo))?.id,
    lineId: async (demo) => (await demoInvoice(demo))?.lines[0]?.id,
    paymentMethodId: async () => '4',
  },
  houseIds: {
    invoiceId: async (house) => (await firstLine(house))?.invoice_id,
    lineId: async (house) => (await firstLine(house))?.id,
  },
  rootFields: {
    'Query.invoiceGroupEditor': {},
    // Live updates of a group (invoicing §2.2-§2.4): another house's group is NOT_FOUND on subscribe.
    'Subscription.invoiceGroupChanged': {},
    'Query.sentInvoices': { control: false },
    'Mutation.setCostPerLot': {},
    'Mutation.saveInvoiceCharges': {},
    'Mutation.setInvoiceLinesHidden': {},
    'Mutation.saveInvoiceNote': {},
    'Mutation.contactBuyers': {},
    'Mutation.markInvoicesPaid': {},
    'Mutation.markInvoicesNotPaid': {},
    'Mutation.markInvoiceLinesPaid': { patch: () => ({ input: { paidDate: pastDay() } }) },
    'Mutation.markInvoicesShipped': {},
    'Mutation.markInvoiceLinesShipped': {},
    'Mutation.setInvoiceDeliveryMode': {},
  },
  idPlaces: {
    'Mutation.setCostPerLot input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.setCostPerLot input.invoiceIds': 'invoiceId',
    'Mutation.saveInvoiceCharges input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.saveInvoiceCharges input.invoiceId': 'invoiceId',
    'Mutation.saveInvoiceCharges input.lines.lineId': 'lineId',
    'Mutation.setInvoiceLinesHidden input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.setInvoiceLinesHidden input.invoiceId': 'invoiceId',
    'Mutation.setInvoiceLinesHidden input.lineIds': 'lineId',
    'Mutation.saveInvoiceNote input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.saveInvoiceNote input.invoiceIds': 'invoiceId',
    'Mutation.contactBuyers input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.contactBuyers input.invoiceIds': 'invoiceId',
    'Mutation.markInvoicesPaid input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.markInvoicesPaid input.invoiceIds': 'invoiceId',
    'Mutation.markInvoicesPaid input.paymentMethodId': { global: true },
    'Mutation.markInvoicesNotPaid input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.markInvoicesNotPaid input.invoiceIds': 'invoiceId',
    'Mutation.markInvoiceLinesPaid input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.markInvoiceLinesPaid input.invoiceId': 'invoiceId',
    'Mutation.markInvoiceLinesPaid input.lineIds': 'lineId',
    'Mutation.markInvoiceLinesPaid input.paymentMethodId': { global: true },
    'Mutation.markInvoicesShipped input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.markInvoicesShipped input.invoiceIds': 'invoiceId',
    'Mutation.markInvoiceLinesShipped input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.markInvoiceLinesShipped input.invoiceId': 'invoiceId',
    'Mutation.markInvoiceLinesShipped input.lineIds': 'lineId',
    'Mutation.setInvoiceDeliveryMode input.invoiceGroupId': 'invoiceGroupId',
    'Mutation.setInvoiceDeliveryMode input.invoiceId': 'invoiceId',
  },
  recipes: {
    'Mutation.markInvoicesPaid': { patch: { input: { paymentMethodId: '4', paidDate: pastDay() } } },
    'Mutation.markInvoiceLinesPaid': { patch: { input: { paymentMethodId: '4', paidDate: pastDay() } } },
  },
};
