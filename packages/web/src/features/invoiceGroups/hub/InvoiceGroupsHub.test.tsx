import {
  DATE_RANGE_MESSAGES,
  INVOICE_GROUP_MESSAGES,
  UNINVOICED_GROUPS_PAGE_SIZE,
  EXISTING_INVOICE_GROUPS_PAGE_SIZE,
} from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ExistingInvoicesTabDocument,
  UninvoicedSessionsTabDocument,
  type ExistingInvoicesTabQuery,
  type UninvoicedSessionsTabQuery,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { formatShortDate } from '../../../ui/formatters';
import { truncateLongText } from '../../../ui/truncate';
import { loadCreateNewInvoicesPage } from '../../invoices';
import { INVOICE_CREATION_IN_PROGRESS } from './components/InvoiceGroupCard';
import { NO_INVOICES_AVAILABLE } from './ExistingInvoicesTab';

type SaleGroup = NonNullable<UninvoicedSessionsTabQuery['uninvoicedSaleGroups']>['items'][number];

/**
 * The invoices hub rendered as the app renders it (route table, shell, gates) with a real Apollo
 * Client against the REAL stack started in globalSetup: reference upstream with the demo seed, and
 * the gateway. Expectations are read from the same gateway by a second client, so they hold for
 * any seed size.
 */

let probe: ApolloClient;
let uninvoicedPage1: NonNullable<UninvoicedSessionsTabQuery['uninvoicedSaleGroups']>;
let templates: NonNullable<UninvoicedSessionsTabQuery['invoiceTemplates']>;
let existingPage1: NonNullable<ExistingInvoicesTabQuery['invoiceGroups']>;

async function uninvoiced(page: number) {
  const { data } = await probe.query({
    query: toDocument(UninvoicedSessionsTabDocument),
    variables: { page },
    fetchPolicy: 'network-only',
  });
  if (!data?.uninvoicedSaleGroups || !data.invoiceTemplates)
    throw new Error('The stack returned no uninvoiced data');
  return { groups: data.uninvoicedSaleGroups, templates: data.invoiceTemplates };
}

async function existing(page: number, startDate?: string, endDate?: string) {
  const { data } = await probe.query({
    query: toDocument(ExistingInvoicesTabDocument),
    variables: { page, startDate, endDate },
    fetchPolicy: 'network-only',
  });
  if (!data?.invoiceGroups) throw new Error('The stack returned no invoice groups');
  return data.invoiceGroups;
}

/** The card of a sale group (a section labelled by its name). */
function saleGroupCard(group: { id: string }): HTMLElement {
  const heading = document.getElementById(`sale-group-${group.id}`);
  const card = heading?.closest('section');
  if (!card) throw new Error(`Sale group ${group.id} is not on the page`);
  return card;
}

function invoiceGroupCard(group: { id: string }): HTMLElement {
  const heading = document.getElementById(`invoice-group-${group.id}`);
  const card = heading?.closest('article');
  if (!card) throw new Error(`Invoice group ${group.id} is not on the page`);
  return card;
}

function sessionCheckbox(group: SaleGroup, index: number): HTMLInputElement {
  const session = group.sessions[index];
  if (!session) throw new Error(`Sale group ${group.id} has no session ${index}`);
  const label = `${formatShortDate(session.date)} ${truncateLongText(session.title)}`;
  return within(saleGroupCard(group)).getByRole('checkbox', { name: label }) as HTMLInputElement;
}

function createButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Create New Invoice' }) as HTMLButtonElement;
}

async function chooseTemplate(user: ReturnType<typeof renderApp>['user'], name: string) {
  await user.click(screen.getByLabelText('Invoice template', { selector: 'input' }));
  await user.click(await screen.findByRole('option', { name }));
}

/** Finds, over every page, a sale group whose sessions have more than one sale location. */
async function findMixedLocationGroup(): Promise<{
  group: SaleGroup;
  page: number;
  first: number;
  other: number;
}> {
  for (let page = 1; page <= uninvoicedPage1.pageInfo.totalPages; page++) {
    const { groups } = await uninvoiced(page);
    for (const group of groups.items) {
      const first = 0;
      const other = group.sessions.findIndex((s) => s.locationId !== group.sessions[0]?.locationId);
      if (other > 0) return { group, page, first, other };
    }
  }
  throw new Error('The demo seed has no sale group with sessions at two sale locations');
}

beforeAll(async () => {
  // The create screen is a lazy page: load its code here, not inside a test's wait for the screen
  // (on a busy machine the first load of that page alone took longer than a wait's budget).
  await loadCreateNewInvoicesPage();
  probe = createTestClient('staff');
  const first = await uninvoiced(1);
  uninvoicedPage1 = first.groups;
  templates = first.templates;
  existingPage1 = await existing(1);
});

describe('Manage All Invoices: shell and tabs', () => {
  it('shows the title and the Uninvoiced Sessions tab at /invoices', async () => {
    renderApp('/invoices');
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage All Invoices' })).toBeTruthy();
    const uninvoicedTab = screen.getByRole('tab', { name: 'Uninvoiced Sessions' });
    expect(uninvoicedTab.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Existing Invoices' }).getAttribute('aria-selected')).toBe(
      'false',
    );
    // The top navigation offers the invoices links to a user with invoices access.
    expect(screen.getByRole('button', { name: 'Invoices' })).toBeTruthy();
  });

  it('selects Existing Invoices on /invoices/ExistingInvoices, and the tabs navigate between the paths', async () => {
    const { user, router } = renderApp('/invoices/ExistingInvoices');
    const existingTab = await screen.findByRole('tab', { name: 'Existing Invoices' });
    expect(existingTab.getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('tab', { name: 'Uninvoiced Sessions' }));
    expect(router.state.location.pathname).toBe('/invoices');
    await user.click(screen.getByRole('tab', { name: 'Existing Invoices' }));
    expect(router.state.location.pathname).toBe('/invoices/ExistingInvoices');
  });

  it('shows the spec text for unknown paths', async () => {
    renderApp('/invoices-nowhere/at-all');
    expect(await screen.findByText('Page Not Found - Please try another page')).toBeTruthy();
  });
});

describe('Uninvoiced Sessions', () => {
  it('lists the sale groups of the page with their sessions (MM/DD/YY and title) as checkboxes', async () => {
    expect(uninvoicedPage1.items.length).toBeGreaterThan(1);
    expect(uninvoicedPage1.items.length).toBeLessThanOrEqual(UNINVOICED_GROUPS_PAGE_SIZE);
    renderApp('/invoices');
    const firstGroup = uninvoicedPage1.items[0]!;
    await waitFor(() => saleGroupCard(firstGroup));
    for (const group of uninvoicedPage1.items) {
      const boxes = within(saleGroupCard(group)).getAllByRole('checkbox');
      expect(boxes).toHaveLength(group.sessions.length);
    }
    const box = sessionCheckbox(firstGroup, 0);
    expect(box.checked).toBe(false);
    expect(box.disabled).toBe(false);
  });

  it('pages through the groups with ?page= (previous/next and numbers)', async () => {
    const { totalPages } = uninvoicedPage1.pageInfo;
    const { user, router } = renderApp('/invoices');
    await waitFor(() => saleGroupCard(uninvoicedPage1.items[0]!));
    if (totalPages === 1) {
      expect(screen.queryByRole('navigation', { name: 'Uninvoiced sessions pages' })).toBeNull();
      return;
    }
    const pager = screen.getByRole('navigation', { name: 'Uninvoiced sessions pages' });
    expect(within(pager).getByLabelText('Page 1, current page')).toBeTruthy();
    await user.click(within(pager).getByRole('link', { name: 'Next page' }));
    expect(router.state.location.search).toBe('?page=2');
    const page2 = (await uninvoiced(2)).groups;
    await waitFor(() => saleGroupCard(page2.items[0]!));
    expect(document.getElementById(`sale-group-${uninvoicedPage1.items[0]!.id}`)).toBeNull();
    await user.click(
      within(screen.getByRole('navigation', { name: 'Uninvoiced sessions pages' })).getByRole('link', {
        name: 'Previous page',
      }),
    );
    expect(router.state.location.search).toBe('');
    await waitFor(() => saleGroupCard(uninvoicedPage1.items[0]!));
  });

  it('fixes the sale group with the first selected session and disables the other groups until nothing is selected', async () => {
    const [groupA, groupB] = uninvoicedPage1.items as [SaleGroup, SaleGroup];
    const { user } = renderApp('/invoices');
    await waitFor(() => saleGroupCard(groupA));
    await user.click(sessionCheckbox(groupA, 0));
    expect(sessionCheckbox(groupA, 0).checked).toBe(true);
    expect(sessionCheckbox(groupB, 0).disabled).toBe(true);
    if (groupA.sessions.length > 1) expect(sessionCheckbox(groupA, 1).disabled).toBe(false);
    expect(within(saleGroupCard(groupB)).getByText('Sessions of another sale are selected')).toBeTruthy();
    await user.click(sessionCheckbox(groupA, 0));
    expect(sessionCheckbox(groupB, 0).disabled).toBe(false);
  });

  it('warns about sessions with different sale locations and disables creation', async () => {
    const mixed = await findMixedLocationGroup();
    const { user } = renderApp(mixed.page === 1 ? '/invoices' : `/invoices?page=${mixed.page}`);
    await waitFor(() => saleGroupCard(mixed.group));
    await chooseTemplate(user, templates[0]!.name);
    await user.type(screen.getByRole('textbox', { name: 'Invoice group name' }), 'Mixed locations');
    await user.click(sessionCheckbox(mixed.group, mixed.first));
    expect(screen.queryByText(INVOICE_GROUP_MESSAGES.oneLocation)).toBeNull();
    expect(createButton().disabled).toBe(false);
    await user.click(sessionCheckbox(mixed.group, mixed.other));
    expect(screen.getByText(INVOICE_GROUP_MESSAGES.oneLocation)).toBeTruthy();
    expect(
      screen.getByText(
        'Invoice Groups can only contain catalogs that had the same sale location for sales tax calculation. Please create separate invoice groups for the selected catalogs',
      ),
    ).toBeTruthy();
    expect(createButton().disabled).toBe(true);
    await user.click(sessionCheckbox(mixed.group, mixed.other));
    expect(screen.queryByText(INVOICE_GROUP_MESSAGES.oneLocation)).toBeNull();
    expect(createButton().disabled).toBe(false);
  });

  it('counts the name characters and limits the name to 50', async () => {
    const { user } = renderApp('/invoices');
    const input = (await screen.findByRole('textbox', { name: 'Invoice group name' })) as HTMLInputElement;
    expect(screen.getByText('0/50')).toBeTruthy();
    await user.type(input, 'Spring sale 1');
    expect(screen.getByText('13/50')).toBeTruthy();
    await user.clear(input);
    await user.type(input, 'x'.repeat(60));
    expect(input.value).toHaveLength(50);
    expect(screen.getByText('50/50')).toBeTruthy();
  });

  it('enables Create New Invoice only with a template, a name and at least one session', async () => {
    const group = uninvoicedPage1.items[0]!;
    const { user } = renderApp('/invoices');
    await waitFor(() => saleGroupCard(group));
    expect(createButton().disabled).toBe(true);
    expect(screen.getByText(INVOICE_GROUP_MESSAGES.sessionsRequired)).toBeTruthy();

    await user.click(sessionCheckbox(group, 0));
    expect(createButton().disabled).toBe(true);
    expect(screen.getByText(INVOICE_GROUP_MESSAGES.templateRequired)).toBeTruthy();

    await chooseTemplate(user, templates[0]!.name);
    expect(createButton().disabled).toBe(true);
    expect(screen.getByText(INVOICE_GROUP_MESSAGES.nameRequired)).toBeTruthy();

    const name = screen.getByRole('textbox', { name: 'Invoice group name' });
    await user.type(name, '   ');
    expect(createButton().disabled).toBe(true);
    await user.clear(name);
    await user.type(name, 'Week one');
    expect(createButton().disabled).toBe(false);

    await user.clear(name);
    expect(createButton().disabled).toBe(true);
    await user.type(name, 'Week one');
    await user.click(sessionCheckbox(group, 0));
    expect(createButton().disabled).toBe(true);
  });

  it('links to the invoice template screen to create a new template', async () => {
    renderApp('/invoices');
    const link = await screen.findByRole('link', { name: /Create a new invoice template/ });
    expect(link.getAttribute('href')).toBe('/invoices/InvoiceTemplates');
  });
});

describe('Existing Invoices', () => {
  it('shows each group with its title, sessions and either its links or the in-progress text', async () => {
    expect(existingPage1.items.length).toBeGreaterThan(0);
    expect(existingPage1.items.length).toBeLessThanOrEqual(EXISTING_INVOICE_GROUPS_PAGE_SIZE);
    // The demo seed has both kinds on the first page: built groups and one still being built.
    expect(existingPage1.items.some((g) => g.invoicesCreated)).toBe(true);
    expect(existingPage1.items.some((g) => !g.invoicesCreated)).toBe(true);
    renderApp('/invoices/ExistingInvoices');
    await waitFor(() => invoiceGroupCard(existingPage1.items[0]!));
    for (const group of existingPage1.items) {
      const card = within(invoiceGroupCard(group));
      for (const session of group.sessions)
        expect(card.getAllByText(formatShortDate(session.date)).length).toBeGreaterThan(0);
      if (group.invoicesCreated) {
        expect(card.getByRole('link', { name: 'Edit Template' }).getAttribute('href')).toBe(
          `/invoices/InvoiceTemplates/${group.templateId}`,
        );
        expect(card.getByRole('link', { name: 'View Invoices' }).getAttribute('href')).toBe(
          `/invoices/InvoiceGroupDetails/${group.id}`,
        );
        expect(card.getByRole('link', { name: 'Edit Invoices' }).getAttribute('href')).toBe(
          `/invoices/EditInvoices/${group.id}`,
        );
        expect(card.queryByText(INVOICE_CREATION_IN_PROGRESS)).toBeNull();
      } else {
        expect(card.getByText(INVOICE_CREATION_IN_PROGRESS)).toBeTruthy();
        expect(card.queryByRole('link', { name: 'Edit Invoices' })).toBeNull();
        // The way to the creation's progress, or its way out when it stalled.
        expect(card.getByRole('link', { name: 'View creation status' }).getAttribute('href')).toBe(
          `/invoices/CreateNewInvoices/${group.id}`,
        );
      }
    }
  });

  it("says 'TO date cannot be before FROM date' when TO is before FROM, and runs no query", async () => {
    renderApp('/invoices/ExistingInvoices?start=2024-03-10&end=2024-03-01');
    expect(await screen.findByText(DATE_RANGE_MESSAGES.toBeforeFrom)).toBeTruthy();
    expect(screen.getByText('TO date cannot be before FROM date')).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByText(NO_INVOICES_AVAILABLE)).toBeNull();
  });

  it("shows 'No invoices available' for a range that matches nothing, and Clear Dates brings the groups back", async () => {
    const { user, router } = renderApp('/invoices/ExistingInvoices?start=1990-01-01&end=1990-01-02');
    expect(await screen.findByText('No invoices available')).toBeTruthy();
    expect(screen.getByLabelText('From')).toBeTruthy();
    expect(screen.getByLabelText('To')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear Dates' }));
    expect(router.state.location.search).toBe('');
    await waitFor(() => invoiceGroupCard(existingPage1.items[0]!));
  });

  it('starts a range with only an end date at 01/01/1989', async () => {
    const end = existingPage1.items[0]!.sessions[0]!.date;
    renderApp(`/invoices/ExistingInvoices?end=${end}`);
    await waitFor(() => invoiceGroupCard(existingPage1.items[0]!));
    expect(screen.getByLabelText('From').textContent).toContain('01/01/1989');
  });

  it('refuses future dates in the URL (the pickers offer none)', async () => {
    renderApp('/invoices/ExistingInvoices?end=2099-01-01');
    expect(await screen.findByText(DATE_RANGE_MESSAGES.future)).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('Creating an invoice group', () => {
  it('shows the wait modal (not closable) while the gateway works, then goes to the create screen of the new group', async () => {
    const { groups } = await uninvoiced(1);
    const group = groups.items.find((g) => g.sessions.length > 0)!;
    // The real gateway answers; the test only holds the answer back until it has looked at the modal.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holdingFetch: typeof fetch = async (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"operationName":"CreateInvoiceGroup"'))
        await held;
      return fetch(input, init);
    };
    const { user, router } = renderApp('/invoices', {
      client: createTestClient('staff', { fetch: holdingFetch }),
    });
    await waitFor(() => saleGroupCard(group));
    await chooseTemplate(user, templates[0]!.name);
    await user.type(screen.getByRole('textbox', { name: 'Invoice group name' }), 'Web test group');
    await user.click(sessionCheckbox(group, 0));
    await user.click(createButton());

    const modal = await screen.findByRole('dialog', { name: 'Creating Invoices' });
    expect(within(modal).queryByRole('button')).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Creating Invoices' })).toBeTruthy();
    release();

    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/invoices\/CreateNewInvoices\/[^/]+$/),
    );
    const id = router.state.location.pathname.split('/').pop()!;
    // The create screen of the new group (invoicing §2.1) opens with the group's name.
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Invoices' })).toBeTruthy();
    expect(await screen.findByText('Web test group')).toBeTruthy();
    const after = await existing(1);
    expect(after.items.some((g) => g.id === id)).toBe(true);
  });

  it("shows 'There was an error while creating invoice.' and re-enables the controls when the gateway refuses", async () => {
    const { groups } = await uninvoiced(1);
    const group = groups.items[0]!;
    const { user } = renderApp('/invoices');
    await waitFor(() => saleGroupCard(group));
    await chooseTemplate(user, templates[0]!.name);
    await user.type(screen.getByRole('textbox', { name: 'Invoice group name' }), 'Raced group');
    await user.click(sessionCheckbox(group, 0));
    // Someone else invoices the same session first: the gateway refuses ours.
    const session = group.sessions[0]!;
    await probe.mutate({
      mutation: toDocument((await import('../../../__generated__/graphql')).CreateInvoiceGroupDocument),
      variables: { input: { name: 'First come', templateId: templates[0]!.id, sessionRefs: [session.ref] } },
    });
    await user.click(createButton());
    expect(await screen.findByText('There was an error while creating invoice.')).toBeTruthy();
    expect(createButton().disabled).toBe(false);
    expect(sessionCheckbox(group, 0).disabled).toBe(false);
  });
});

describe('Access', () => {
  it('lets a user with invoices access open the hub; invoice existing list is scoped to the house', async () => {
    renderApp('/invoices/ExistingInvoices', { user: 'clerk' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage All Invoices' })).toBeTruthy();
  });
});
