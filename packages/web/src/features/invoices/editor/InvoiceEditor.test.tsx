import { INVOICE_EDITING_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EditorInvoicesDocument,
  ExistingInvoicesTabDocument,
  InvoiceEditorDocument,
  ViewerDocument,
  type EditorInvoiceFieldsFragment,
  type InvoiceEditorQuery,
  type ViewerQuery,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { failFieldOfItems, partialAnswerFetch } from '../../../test/partialAnswer';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { formatMoney } from '../../../ui/moneyFormat';
import { NEXT_STEPS_LOAD_FAILED } from '../../unpaidItems';
import { INVOICE_CREATION_TEXTS } from '../common/creation/InvoiceCreationStatus';
import { previewAndSendTarget } from '../common/invoicePreviewAndSend';
import { AUTO_CHARGE_SOURCE_KEY, FROM_CREATE_INVOICES_KEY } from '../common/invoicePreviewSession';
import { EDITOR_PAGE_SIZE } from './editorParams';
import { NO_INVOICES_GENERATED } from './InvoiceEditorScreen';
import { lineColumns, OTHER_COLUMN_TOOLTIP } from './lineColumns';
import { readShownInvoiceIds } from './shownInvoiceIds';

/**
 * The create/edit invoices screen rendered as the app renders it, against the REAL stack (upstream
 * with the demo seed + gateway). Expectations come from the same gateway through a second client,
 * so they hold for any seed; the web never re-derives a status.
 */

type Editor = NonNullable<InvoiceEditorQuery['invoiceGroupEditor']>;

let probe: ApolloClient;
let groupId: string;
let editor: Editor;
/** Every invoice id of the group, in screen order (what the screen itself never holds). */
let allIds: string[];
let viewer: NonNullable<ViewerQuery['viewer']>;

async function readEditor(
  id: string,
  invoiceIds: string[] | null = null,
  page = 1,
  pageSize = EDITOR_PAGE_SIZE,
) {
  const { data } = await probe.query({
    query: toDocument(InvoiceEditorDocument),
    variables: { invoiceGroupId: id, invoiceIds, page, pageSize },
    fetchPolicy: 'network-only',
  });
  if (!data?.invoiceGroupEditor) throw new Error(`No editor for group ${id}`);
  return data.invoiceGroupEditor;
}

/** The lines a card shows before "Show all" (the screen query's `linePage(first: 10)`). */
const CARD_LINES = 10;
const cardLines = (invoice: EditorInvoiceFieldsFragment) => invoice.lines.slice(0, CARD_LINES);

/** The first invoice of the group (any page) that matches, with every line. */
async function findInvoice(match: (invoice: EditorInvoiceFieldsFragment) => boolean) {
  const { data } = await probe.query({
    query: toDocument(EditorInvoicesDocument),
    variables: { invoiceGroupId: groupId, invoiceIds: null, page: 1, pageSize: 200 },
    fetchPolicy: 'network-only',
  });
  const invoice = data?.invoiceGroupEditor?.invoices.items.find(match);
  if (!invoice) throw new Error('The demo seed has no such invoice');
  return invoice;
}

function card(invoiceId: string): HTMLElement {
  const article = screen
    .getAllByRole('article')
    .find((a) => a.getAttribute('aria-labelledby') === `invoice-${invoiceId}`);
  if (!article) throw new Error(`Invoice ${invoiceId} is not on the page`);
  return article;
}

const toolbar = () => screen.getByRole('region', { name: 'Invoice actions' });

/** The figure shown under a label of the totals strip. */
function totalValue(label: string): string {
  const strip = screen.getByRole('region', { name: 'Invoice totals' });
  const term = within(strip).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

beforeAll(async () => {
  probe = createTestClient('staff');
  const { data } = await probe.query({ query: toDocument(ViewerDocument) });
  viewer = data!.viewer!;
  const groups = await probe.query({
    query: toDocument(ExistingInvoicesTabDocument),
    variables: { page: 1 },
  });
  // The group with the most invoices: other suites create small groups on the same stack meanwhile.
  for (const group of groups.data!.invoiceGroups!.items.filter((g) => g.invoicesCreated)) {
    const candidate = await readEditor(group.id);
    if (!editor || candidate.invoices.pageInfo.totalCount > editor.invoices.pageInfo.totalCount) {
      groupId = group.id;
      editor = candidate;
    }
  }
  allIds = await readShownInvoiceIds(probe, groupId, null);
  if (!editor || allIds.length < 2) throw new Error('The demo seed has no invoice group with two invoices');
});

describe('Create New Invoices: layout', () => {
  it('shows the sessions with day numbers, every total, and a card per invoice of the page', async () => {
    renderApp(`/invoices/CreateNewInvoices/${groupId}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Invoices' })).toBeTruthy();
    await screen.findByRole('region', { name: 'Invoice totals' });
    const sessions = screen.getByRole('region', { name: 'Sessions' });
    for (const { session, dayNumber } of editor.sessions) {
      const item = within(sessions).getByText(session.identifier).closest('li')!;
      expect(within(item).getByText(`Day ${dayNumber}`)).toBeTruthy();
    }
    const t = editor.totals;
    expect(totalValue('Total Invoices')).toBe(String(t.invoiceCount));
    expect(totalValue('Total Items')).toBe(String(t.itemCount));
    expect(totalValue('Total Hammer')).toBe(formatMoney(t.hammer));
    expect(totalValue('Total BP')).toBe(formatMoney(t.premium));
    expect(totalValue('Total Live Fee')).toBe(formatMoney(t.liveFee));
    expect(totalValue('Total Tax')).toBe(formatMoney(t.tax));
    expect(totalValue('Total S/H')).toBe(formatMoney(t.shipping));
    expect(totalValue('Total Insurance')).toBe(formatMoney(t.insurance));
    expect(totalValue('Total Other')).toBe(formatMoney(t.other));
    expect(totalValue('Invoice Total')).toBe(formatMoney(t.invoiceTotal));
    expect(totalValue('Total Pending Charges')).toBe(formatMoney(t.pendingCharges));
    // The cards after the first few are drawn in later tasks.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(editor.invoices.items.length));
    const first = editor.invoices.items[0]!;
    const firstCard = within(card(first.id));
    expect(firstCard.getByText(`Invoice #${first.id}`)).toBeTruthy();
    expect(firstCard.getAllByText(formatMoney(first.outstandingBalance)).length).toBeGreaterThan(0);
    expect(firstCard.getByText(first.invoiceStatusLabel, { selector: '.mantine-Badge-label' })).toBeTruthy();
  });

  it('shows each sent card\'s "What happens next" line from the screen\'s own query', async () => {
    const sent = editor.invoices.items.filter((invoice) => invoice.unpaidItems);
    expect(sent.length).toBeGreaterThan(0);
    renderApp(`/invoices/EditInvoices/${groupId}`);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(editor.invoices.items.length));
    // The line's code loads after the cards: wait for it, then every card has its line or none.
    await waitFor(() => expect(screen.getAllByText('What happens next:')).toHaveLength(sent.length));
    for (const invoice of editor.invoices.items)
      expect(within(card(invoice.id)).queryAllByText('What happens next:')).toHaveLength(
        invoice.unpaidItems ? 1 : 0,
      );
  });

  it('still shows the cards when the "What happens next" lines fail, and says so once', async () => {
    // The gateway's partial answer when the unpaid-items service fails, from the real response.
    const partial = partialAnswerFetch<InvoiceEditorQuery>('InvoiceEditor', (data) =>
      failFieldOfItems(
        data.invoiceGroupEditor?.invoices.items ?? [],
        'unpaidItems',
        ['invoiceGroupEditor', 'invoices', 'items'],
        'The unpaid-items service is unavailable.',
      ),
    );
    renderApp(`/invoices/EditInvoices/${groupId}`, { client: createTestClient('staff', { fetch: partial }) });
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(editor.invoices.items.length));
    await screen.findByText(NEXT_STEPS_LOAD_FAILED);
    expect(screen.queryAllByText('What happens next:')).toHaveLength(0);
    expect(screen.queryByText(LOAD_FAILED_MESSAGE)).toBeNull();
  });

  it('has every line column, Live Fee only when a line has one, and the Other tooltip', async () => {
    const { user } = renderApp(`/invoices/CreateNewInvoices/${groupId}`);
    const first = editor.invoices.items[0]!;
    await waitFor(() => card(first.id));
    const table = within(card(first.id)).getByRole('table', { name: `Lines of invoice ${first.id}` });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent?.trim())
      .filter(Boolean);
    const expected = lineColumns({
      anyLiveFee: editor.hasLiveFee,
      shippingFeature: editor.shippingFeatureEnabled,
    });
    expect(headers).toEqual([...expected.map((c) => c.label), 'Line actions']);
    expect(headers.includes('Live Fee')).toBe(editor.hasLiveFee);
    await user.hover(within(table).getByLabelText(`Other: ${OTHER_COLUMN_TOOLTIP}`));
    expect(await screen.findByText(OTHER_COLUMN_TOOLTIP)).toBeTruthy();
    for (const label of [
      'Total Taxes and Fees',
      'Total Additional Taxes and Fees',
      'Additional Taxes and Fees',
    ])
      expect(within(table).getByRole('rowheader', { name: label })).toBeTruthy();
  });

  it("marks restricted lots with '*' and links disputes to their in-app page", async () => {
    const disputed = await findInvoice((i) => cardLines(i).some((l) => l.disputeRef)).catch(() => null);
    const restricted = await findInvoice((i) => cardLines(i).some((l) => l.restricted)).catch(() => null);
    expect(disputed ?? restricted, 'the seed has a disputed or a restricted line').toBeTruthy();
    const ids = [disputed?.id, restricted?.id].filter((id): id is string => Boolean(id));
    renderApp(`/invoices/EditInvoices/${groupId}?id=${ids.join(',')}`);
    if (disputed) {
      const line = cardLines(disputed).find((l) => l.disputeRef)!;
      await waitFor(() => card(disputed.id));
      const view = within(card(disputed.id)).getAllByRole('link', { name: 'View' });
      expect(view.map((a) => a.getAttribute('href'))).toContain(`/customers/dispute/${line.disputeRef}`);
    }
    if (restricted) {
      const line = cardLines(restricted).find((l) => l.restricted)!;
      await waitFor(() => card(restricted.id));
      const lot = within(card(restricted.id)).getByRole('link', {
        name: `Lot ${line.lotNumber}: ${line.lotTitle}`,
      });
      expect(lot.textContent).toBe(`${line.lotNumber}*`);
      expect(
        within(card(restricted.id)).getByText('*this item is restricted and cannot be paid for online'),
      ).toBeTruthy();
    }
  });

  it('shows the group load error text when the gateway cannot answer', async () => {
    const failing: typeof fetch = async (input, init) =>
      typeof init?.body === 'string' && init.body.includes('"operationName":"InvoiceEditor"')
        ? new Response('upstream down', { status: 502 })
        : fetch(input, init);
    renderApp(`/invoices/CreateNewInvoices/${groupId}`, {
      client: createTestClient('staff', { fetch: failing }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Create New Invoices' });
    await waitFor(() => expect(document.body.textContent).toContain(LOAD_FAILED_MESSAGE));
  });

  it('says the group was not found for a group the house does not have', async () => {
    renderApp('/invoices/CreateNewInvoices/987654321');
    expect(await screen.findByText(INVOICE_CREATION_TEXTS.notFoundTitle)).toBeTruthy();
    expect(screen.queryByText(NO_INVOICES_GENERATED)).toBeNull();
  });
});

describe('Edit Invoices: changes', () => {
  it('hides a line at once and undoes it when the call fails', async () => {
    const invoice = await findInvoice((i) => i.canEdit && cardLines(i).some((l) => !l.hidden));
    const line = cardLines(invoice).find((l) => !l.hidden)!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const failing: typeof fetch = async (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"operationName":"SetInvoiceLinesHidden"')) {
        await held;
        throw new TypeError('network down');
      }
      return fetch(input, init);
    };
    const { user } = renderApp(`/invoices/EditInvoices/${groupId}?id=${invoice.id}`, {
      client: createTestClient('staff', { fetch: failing }),
    });
    await waitFor(() => card(invoice.id));
    const row = () =>
      within(card(invoice.id))
        .getByRole('button', {
          name: `Actions for lot ${line.lotNumber} of session ${line.sessionIdentifier}`,
        })
        .closest('tr')!;
    await user.click(
      within(card(invoice.id)).getByRole('button', {
        name: `Actions for lot ${line.lotNumber} of session ${line.sessionIdentifier}`,
      }),
    );
    await user.click(await screen.findByRole('menuitem', { name: 'Hide from invoice' }));
    await waitFor(() => expect(row().hasAttribute('data-hidden')).toBe(true));
    release();
    await waitFor(() => expect(row().hasAttribute('data-hidden')).toBe(false));
    expect(
      await screen.findByText(
        'Unable to complete your request. Please try again later or contact Customer Care',
      ),
    ).toBeTruthy();
  });

  it('hides and shows a line; the totals follow from the cache without a reload', async () => {
    const invoice = await findInvoice(
      (i) => i.canEdit && cardLines(i).some((l) => !l.hidden && Number(l.amounts.total) > 0),
    );
    const line = cardLines(invoice).find((l) => !l.hidden && Number(l.amounts.total) > 0)!;
    const before = await readEditor(groupId, [invoice.id]);
    const { user } = renderApp(`/invoices/EditInvoices/${groupId}?id=${invoice.id}`);
    await waitFor(() => card(invoice.id));
    expect(totalValue('Total Items')).toBe(String(before.totals.itemCount));
    const menu = () =>
      within(card(invoice.id)).getByRole('button', {
        name: `Actions for lot ${line.lotNumber} of session ${line.sessionIdentifier}`,
      });
    await user.click(menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Hide from invoice' }));
    await waitFor(() => expect(totalValue('Total Items')).toBe(String(before.totals.itemCount - 1)));
    const hidden = await readEditor(groupId, [invoice.id]);
    expect(totalValue('Invoice Total')).toBe(formatMoney(hidden.totals.invoiceTotal));
    expect(hidden.totals.invoiceTotal).not.toBe(before.totals.invoiceTotal);
    await user.click(menu());
    await user.click(await screen.findByRole('menuitem', { name: 'Show on invoice' }));
    await waitFor(() => expect(totalValue('Total Items')).toBe(String(before.totals.itemCount)));
    expect(totalValue('Invoice Total')).toBe(formatMoney(before.totals.invoiceTotal));
  });

  it('steps through the invoices in the charges modal with Save & Next and Previous', async () => {
    const { user, router } = renderApp(`/invoices/CreateNewInvoices/${groupId}`);
    await screen.findByRole('region', { name: 'Invoice totals' });
    // The demo house is processor p: no cost-per-lot question, the variant is set.
    expect(editor.editorVariant).toBeTruthy();
    await user.click(within(toolbar()).getByRole('button', { name: 'Edit/Add Charges' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Edit/Add Charges to All' }));
    const dialog = await screen.findByRole('dialog', { name: /Add\/Edit Charges/ });
    const [firstId, secondId] = allIds;
    expect(await within(dialog).findByText(`Invoice 1 of ${allIds.length}`, { exact: false })).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('dialog')).toBe('charges');
    expect((await within(dialog).findByRole('button', { name: 'Previous' })).hasAttribute('disabled')).toBe(
      true,
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Save & Next' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('invoice')).toBe(secondId),
    );
    expect(await within(dialog).findByText(`Invoice 2 of ${allIds.length}`, { exact: false })).toBeTruthy();
    await user.click(await within(dialog).findByRole('button', { name: 'Previous' }));
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('invoice')).toBe(firstId),
    );
    await user.click(await within(dialog).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('saves charges with the money rules and leaves tax out where the gateway says so', async () => {
    const invoice = await findInvoice(
      (i) =>
        i.canEdit &&
        i.chargeMode === 'REGULAR' &&
        i.editableChargeFields.includes('SHIPPING') &&
        !i.applyCostPerLot,
    );
    const { user } = renderApp(
      `/invoices/EditInvoices/${groupId}?id=${invoice.id}&dialog=charges&invoice=${invoice.id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: `Add/Edit Charges · Invoice #${invoice.id}` });
    await within(dialog).findByRole('button', { name: 'Save & Close' });
    expect(within(dialog).queryAllByLabelText(/^Tax/).length > 0).toBe(
      invoice.editableChargeFields.includes('TAX'),
    );
    if (!invoice.editableChargeFields.includes('TAX'))
      expect(within(dialog).getByText(INVOICE_EDITING_MESSAGES.taxNotEditable)).toBeTruthy();
    const shipping = within(dialog).getAllByLabelText(/^S\/H/)[0] as HTMLInputElement;
    await user.clear(shipping);
    await user.type(shipping, '-12.345');
    await user.tab();
    expect(shipping.value).toBe('12.35');
    await user.click(within(dialog).getByRole('button', { name: 'Save & Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const after = await readEditor(groupId, [invoice.id]);
    const saved = after.invoices.items[0]!;
    expect(saved.invoiceTotal).not.toBe(invoice.invoiceTotal);
    await waitFor(() => expect(totalValue('Invoice Total')).toBe(formatMoney(after.totals.invoiceTotal)));
    expect(within(card(invoice.id)).getAllByText(formatMoney(saved.invoiceTotal)).length).toBeGreaterThan(0);
  });

  it("requires a subject and a message to contact the buyer ('Subject Required', 'Message Required')", async () => {
    const invoice = editor.invoices.items[0]!;
    const { user } = renderApp(
      `/invoices/EditInvoices/${groupId}?id=${invoice.id}&dialog=contact&invoice=${invoice.id}`,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Contact buyer' });
    const send = within(dialog).getByRole('button', { name: 'Send' });
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.click(within(dialog).getByRole('textbox', { name: /Subject/ }));
    await user.click(within(dialog).getByRole('textbox', { name: /Message/ }));
    await user.tab();
    expect(within(dialog).getByText('Subject Required')).toBeTruthy();
    expect(within(dialog).getByText('Message Required')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Subject/ }), 'Your invoice');
    expect(send.hasAttribute('disabled')).toBe(true);
    await user.type(within(dialog).getByRole('textbox', { name: /Message/ }), 'It is ready.');
    expect(send.hasAttribute('disabled')).toBe(false);
    await user.click(send);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Contact buyer' })).toBeNull());
  });

  it("marks an invoice paid: 'Please select method', Save only with a method, today by default", async () => {
    const invoice = await findInvoice((i) => i.canMarkPaid && !i.isPendingPayment);
    const { user } = renderApp(`/invoices/EditInvoices/${groupId}?id=${invoice.id}`);
    await waitFor(() => card(invoice.id));
    await user.click(within(card(invoice.id)).getByRole('button', { name: 'Mark as Paid' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark as Paid' });
    const method = within(dialog).getByLabelText('Payment method', { selector: 'input' }) as HTMLInputElement;
    expect(method.getAttribute('placeholder')).toBe('Please select method');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    const today = new Intl.DateTimeFormat('en-US', {
      timeZone: viewer.house.timeZone,
      month: '2-digit',
      day: '2-digit',
      year: '2-digit',
    }).format(new Date());
    expect(within(dialog).getByRole('button', { name: /Paid date/ }).textContent).toContain(today);
    await user.click(method);
    await user.click(await screen.findByRole('option', { name: 'Visa' }));
    expect(save.hasAttribute('disabled')).toBe(false);
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Mark as Paid' })).toBeNull());
    const after = (await readEditor(groupId, [invoice.id])).invoices.items[0]!;
    expect(after.invoiceStatusLabel).toBe('Paid');
    await waitFor(() =>
      expect(
        within(card(invoice.id)).getByText(after.invoiceStatusLabel, { selector: '.mantine-Badge-label' }),
      ).toBeTruthy(),
    );
  });
});

describe('Preview & Send (invoicing §2.2)', () => {
  it('is disabled for a selection of none, and routes all invoices as §2.2 says, keeping the session values', async () => {
    window.sessionStorage.clear();
    const { user, router } = renderApp(`/invoices/CreateNewInvoices/${groupId}`);
    await screen.findByRole('region', { name: 'Invoice totals' });
    await user.click(within(toolbar()).getByRole('button', { name: 'Preview & Send' }));
    const selectedItem = await screen.findByRole('menuitem', { name: 'Preview & Send Selected (0)' });
    expect(
      selectedItem.hasAttribute('disabled') || selectedItem.getAttribute('data-disabled') === 'true',
    ).toBe(true);
    await user.click(screen.getByRole('menuitem', { name: 'Preview & Send All' }));
    const expected = previewAndSendTarget({
      groupId,
      invoiceIds: allIds,
      autoChargeEnabled: viewer.house.settings.autoChargeEnabled,
      processorType: viewer.house.paymentProcessorType,
      source: 'create',
    })!;
    await waitFor(() => expect(router.state.location.pathname).toBe(expected.path));
    expect(window.sessionStorage.getItem(FROM_CREATE_INVOICES_KEY)).toBe('true');
    expect(window.sessionStorage.getItem(AUTO_CHARGE_SOURCE_KEY)).toBe(expected.session.autoChargeSource);
  });

  it('previews the selected invoices from Edit with fromCreateInvoices false', async () => {
    window.sessionStorage.clear();
    const { user, router } = renderApp(`/invoices/EditInvoices/${groupId}`);
    const [firstId] = allIds;
    await waitFor(() => card(firstId!));
    await user.click(within(card(firstId!)).getByRole('checkbox', { name: `Select invoice ${firstId}` }));
    expect(screen.getByText(`1 of ${allIds.length} selected`)).toBeTruthy();
    await user.click(within(toolbar()).getByRole('button', { name: 'Preview & Send' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Preview & Send Selected (1)' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(new RegExp(`/invoice/${firstId}$`)));
    expect(window.sessionStorage.getItem(FROM_CREATE_INVOICES_KEY)).toBe('false');
  });

  it('selects every invoice of the screen with Select All Invoices, across pages', async () => {
    const { user } = renderApp(`/invoices/CreateNewInvoices/${groupId}`);
    await user.click(await screen.findByRole('button', { name: 'Select All Invoices' }));
    const n = allIds.length;
    expect(screen.getByText(`${n} of ${n} selected`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Deselect all' }));
    expect(screen.getByText(`0 of ${n} selected`)).toBeTruthy();
  });

  it('counts Select All at the server and previews all but the invoices unticked after it', async () => {
    window.sessionStorage.clear();
    const { user, router } = renderApp(`/invoices/EditInvoices/${groupId}`);
    const [firstId] = allIds;
    await waitFor(() => card(firstId!));
    await user.click(screen.getByRole('button', { name: 'Select All Invoices' }));
    const n = allIds.length;
    const box = within(card(firstId!)).getByRole('checkbox', { name: `Select invoice ${firstId}` });
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.click(box);
    expect(screen.getByText(`${n - 1} of ${n} selected`)).toBeTruthy();
    await user.click(within(toolbar()).getByRole('button', { name: 'Preview & Send' }));
    await user.click(await screen.findByRole('menuitem', { name: `Preview & Send Selected (${n - 1})` }));
    const expected = previewAndSendTarget({
      groupId,
      invoiceIds: allIds.slice(1),
      autoChargeEnabled: viewer.house.settings.autoChargeEnabled,
      processorType: viewer.house.paymentProcessorType,
      source: 'edit',
    })!;
    await waitFor(() => expect(router.state.location.pathname).toBe(expected.path));
  });
});

describe('Access', () => {
  it('lets the invoices-only clerk open the screen', async () => {
    renderApp(`/invoices/EditInvoices/${groupId}`, { user: 'clerk' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Invoices' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Invoice totals' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to Invoice Group Details/ }).getAttribute('href')).toBe(
      `/invoices/InvoiceGroupDetails/${groupId}`,
    );
  });
});
