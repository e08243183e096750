import { CALENDAR_MESSAGES, NEW_SALE_MESSAGES, SALE_NAME_MAX, sessionLimitMessageFor } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ViewerDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { fieldInput } from '../../../test/fieldQueries';
import { dataReceivedBy } from '../../../test/dataReceivedBy';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { addSale, addSession, calendarOf } from '../../../test/saleFixtures';
import { zonedDateTime } from '../../../ui/zonedDateTime';

/**
 * The calendar rendered as the app renders it, against the REAL stack (reference upstream with the
 * demo seed, and the gateway). Expectations come from the same gateway through a second client.
 */

type Calendar = Awaited<ReturnType<typeof calendarOf>>;

let probe: ApolloClient;
let upcoming: Calendar;
let houseTimeZone: string;

beforeAll(async () => {
  probe = createTestClient('staff');
  upcoming = await calendarOf(probe, 'UPCOMING');
  const { data } = await probe.query({ query: toDocument(ViewerDocument) });
  houseTimeZone = data!.viewer!.house.timeZone;
});

/** The calendar the page received (other test files add lots while it loads). */
const receivedCalendar = (client: ApolloClient) => dataReceivedBy<Calendar>(client, 'AuctionCalendarPage');

function groupSection(id: string): HTMLElement {
  const section = document.getElementById(`calendar-group-${id}`)?.closest('section');
  if (!section) throw new Error(`Sale group ${id} is not on the page`);
  return section;
}

function sessionRow(id: string): HTMLElement {
  const row = document.querySelector<HTMLElement>(`tr[data-session-id="${id}"]`);
  if (!row) throw new Error(`Session ${id} is not on the page`);
  return row;
}

function allSessions(calendar: Calendar) {
  return calendar.auctionCalendar.groups.flatMap((group) =>
    group.sessions.map((session) => ({ group, session })),
  );
}

describe('Calendar: the sessions', () => {
  it("shows each session's date and time in the session's own time zone, not the house's", async () => {
    const elsewhere = allSessions(upcoming).find(({ session }) => session.timeZone !== houseTimeZone);
    expect(elsewhere, 'the seed has an upcoming session in another time zone').toBeDefined();
    const { session } = elsewhere!;
    renderApp('/my-auctions/current');
    await waitFor(() => sessionRow(session.id));
    const text = sessionRow(session.id).textContent ?? '';
    const own = zonedDateTime(session.startsAt, session.timeZone)!;
    const house = zonedDateTime(session.startsAt, houseTimeZone)!;
    expect(own.time).not.toBe(house.time);
    expect(text).toContain(own.date);
    expect(text).toContain(`${own.time} ${session.timeZoneAbbreviation}`);
    expect(text).not.toContain(house.time);
  });

  it('shows lots, lots without images, unpublished lots and the channel previews of every session', async () => {
    const { client } = renderApp('/my-auctions/current');
    // Other test files share the stack and add lots meanwhile: the counts are the page's own answer's.
    const shownCalendar = await waitFor(() => receivedCalendar(client));
    await waitFor(() => groupSection(shownCalendar.auctionCalendar.groups[0]!.id));
    for (const { session } of allSessions(shownCalendar)) {
      const cells = within(sessionRow(session.id)).getAllByRole('cell');
      expect(cells[2]!.textContent).toBe(String(session.lotCount));
      expect(cells[3]!.textContent).toBe(String(session.lotsWithoutImagesCount));
      expect(cells[4]!.textContent).toBe(String(session.unpublishedLotCount));
      for (const channel of session.channels) {
        const link = within(sessionRow(session.id)).getByRole('link', {
          name: `Preview ${session.title} on ${channel.channelName} (opens in a new tab)`,
        });
        expect(link.getAttribute('href')).toBe(channel.url);
        expect(link.getAttribute('target')).toBe('_blank');
      }
    }
  });

  it('shows the Buy Now Sale row with its counts and its wizard link', async () => {
    expect(upcoming.auctionCalendar.buyNowSale, 'the demo house has a Buy Now sale').toBeTruthy();
    const { client } = renderApp('/my-auctions/current');
    const row = (await screen.findByRole('heading', { name: 'Buy Now Sale' })).closest('section')!;
    const sale = receivedCalendar(client).auctionCalendar.buyNowSale;
    expect(within(row).getByRole('group', { name: 'Sold' }).textContent).toBe(`Sold${sale!.soldLotCount}`);
    expect(within(row).getByRole('group', { name: 'Unsold' }).textContent).toBe(
      `Unsold${sale!.unsoldLotCount}`,
    );
    expect(within(row).getByRole('group', { name: 'Unpublished' }).textContent).toBe(
      `Unpublished${sale!.unpublishedLotCount}`,
    );
    expect(
      within(row)
        .getByRole('link', { name: /Edit Sale/ })
        .getAttribute('href'),
    ).toBe(sale!.wizardPath);
  });

  it('switches between Upcoming and Past with the radio, each on its own path, with invoice links on past sessions', async () => {
    const past = await calendarOf(probe, 'PAST');
    const invoiced = allSessions(past).find(({ session }) => session.invoiceGroupId);
    const { user, router } = renderApp('/my-auctions/current');
    expect(await screen.findByRole('heading', { level: 1, name: 'Current Auctions' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Upcoming' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Past' }));
    expect(router.state.location.pathname).toBe('/my-auctions/past');
    expect(await screen.findByRole('heading', { level: 1, name: 'Past Auctions' })).toBeTruthy();
    if (invoiced) {
      const { session } = invoiced;
      await waitFor(() => sessionRow(session.id));
      const link = within(sessionRow(session.id)).getByRole('link', {
        name: `View invoices of ${session.title}`,
      });
      expect(link.getAttribute('href')).toBe(`/invoices/InvoiceGroupDetails/${session.invoiceGroupId}`);
    }
    // Past sales take no new sessions.
    expect(screen.queryByRole('button', { name: /^Add Session to/ })).toBeNull();
  });

  it('offers Delete only for sessions without lots, asks "Confirm: Delete Session" and removes the session', async () => {
    const name = `Web delete test ${Date.now().toString(36)}`;
    const sale = await addSale(probe, name, 'TIMED');
    const catalogId = await addSession(probe, sale.groupId, `${name} session`, { timed: true });
    const { user, router } = renderApp('/my-auctions/current');
    await waitFor(() => sessionRow(catalogId));
    // The sessions as the page read them: other files of the run share this stack and add lots to
    // sessions or create new ones, so the file's first read can be out of date by now.
    const shown = await calendarOf(probe, 'UPCOMING');
    const rendered = allSessions(shown).filter(({ session }) =>
      document.querySelector(`tr[data-session-id="${session.id}"]`),
    );
    expect(rendered.length).toBeGreaterThan(1);
    for (const { session } of rendered)
      expect(
        within(sessionRow(session.id)).queryByRole('button', { name: `Delete ${session.title}` }) !== null,
      ).toBe(session.lotCount === 0 && !session.in2Hours);

    await user.click(within(sessionRow(catalogId)).getByRole('button', { name: `Delete ${name} session` }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm: Delete Session' });
    expect(router.state.location.search).toContain('dialog=delete-session');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm: Delete Session' })).toBeNull());
    expect(sessionRow(catalogId)).toBeTruthy();

    await user.click(within(sessionRow(catalogId)).getByRole('button', { name: `Delete ${name} session` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(document.querySelector(`tr[data-session-id="${catalogId}"]`)).toBeNull());
    const after = await calendarOf(probe, 'UPCOMING');
    expect(allSessions(after).some(({ session }) => session.id === catalogId)).toBe(false);
  });
});

describe('Calendar: adding sessions', () => {
  it('names the sale in the maximum-sessions message when the sale is full', async () => {
    const full = upcoming.auctionCalendar.groups.find(
      (g) => g.addSessionBlock?.reason === 'MAX_SESSIONS_REACHED',
    );
    expect(full, 'the seed has a sale at the session limit').toBeDefined();
    const { user } = renderApp('/my-auctions/current');
    await waitFor(() => groupSection(full!.id));
    await user.click(
      within(groupSection(full!.id)).getByRole('button', { name: `Add Session to ${full!.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unable to add a session' });
    expect(within(dialog).getByText(sessionLimitMessageFor(full!.name))).toBeTruthy();
  });

  it('blocks a sale whose fee step differs from the house', async () => {
    const mismatch = upcoming.auctionCalendar.groups.find(
      (g) => g.addSessionBlock?.reason === 'FEE_STEP_MISMATCH',
    );
    expect(mismatch, 'the seed has a sale with a fee-step mismatch').toBeDefined();
    const { user, router } = renderApp('/my-auctions/current');
    await waitFor(() => groupSection(mismatch!.id));
    await user.click(
      within(groupSection(mismatch!.id)).getByRole('button', { name: `Add Session to ${mismatch!.name}` }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Unable to add a session' });
    expect(within(dialog).getByText(CALENDAR_MESSAGES.feeStepMismatch)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/my-auctions/current');
  });

  it('opens step 1 of a new session for a sale that takes one', async () => {
    const open = upcoming.auctionCalendar.groups.find((g) => !g.addSessionBlock)!;
    const { user, router } = renderApp('/my-auctions/current');
    await waitFor(() => groupSection(open.id));
    await user.click(
      within(groupSection(open.id)).getByRole('button', { name: `Add Session to ${open.name}` }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(open.addSessionPath));
    expect(await screen.findByRole('heading', { name: 'Step 1: Create Session' })).toBeTruthy();
  });
});

describe('Calendar: Add Sale', () => {
  async function openForm() {
    const view = renderApp('/my-auctions/current');
    const button = (await screen.findByRole('button', { name: 'Add Sale' })) as HTMLButtonElement;
    // The form opens once the calendar (with the form's terms) has loaded.
    await waitFor(() => expect(button.disabled).toBe(false));
    await view.user.click(button);
    const form = await screen.findByRole('region', { name: 'Add Sale' });
    return { ...view, form };
  }

  it('enables Continue only with a name, terms, live or timed and shipping terms; greyed-out terms cannot be picked', async () => {
    const { addSaleForm } = upcoming;
    expect(addSaleForm.terms.some((t) => t.disabled)).toBe(true);
    expect(addSaleForm.shippingEnabled).toBe(true);
    const { user, form, router } = await openForm();
    expect(router.state.location.search).toBe('?dialog=add-sale');
    const cont = within(form).getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(cont.disabled).toBe(true);

    const name = within(form).getByRole('textbox', { name: 'Sale Name' });
    await user.type(name, 'x');
    await user.clear(name);
    await user.tab();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getAllByText(NEW_SALE_MESSAGES.nameRequired).length).toBeGreaterThan(0);
    await user.type(name, 'Autumn Sale');

    await user.click(fieldInput(form, 'Terms'));
    for (const terms of addSaleForm.terms) {
      const option = await screen.findByRole('option', { name: new RegExp(terms.name) });
      expect(option.hasAttribute('data-combobox-disabled')).toBe(terms.disabled);
      if (terms.disabledReason) expect(within(option).getByText(terms.disabledReason)).toBeTruthy();
    }
    const greyed = addSaleForm.terms.find((t) => t.disabled)!;
    await user.click(screen.getByRole('option', { name: new RegExp(greyed.name) }));
    expect((fieldInput(form, 'Terms') as HTMLInputElement).value).toBe('');
    await user.click(
      screen.getByRole('option', { name: new RegExp(addSaleForm.terms.find((t) => !t.disabled)!.name) }),
    );
    expect(cont.disabled).toBe(true);

    await user.click(within(form).getByRole('radio', { name: 'Timed' }));
    expect(cont.disabled).toBe(true);
    await user.click(fieldInput(form, 'Shipping Terms'));
    await user.click(await screen.findByRole('option', { name: addSaleForm.shippingTerms[0]!.name }));
    expect(cont.disabled).toBe(false);

    await user.clear(name);
    expect(cont.disabled).toBe(true);
  });

  it(`limits the sale name to ${SALE_NAME_MAX} characters`, async () => {
    const { user, form } = await openForm();
    const name = within(form).getByRole('textbox', { name: 'Sale Name' }) as HTMLInputElement;
    await user.click(name);
    await user.paste('n'.repeat(SALE_NAME_MAX + 10));
    expect(name.value).toHaveLength(SALE_NAME_MAX);
    expect(within(form).getByText(new RegExp(`${SALE_NAME_MAX}/${SALE_NAME_MAX}`))).toBeTruthy();
  });

  it('adds the sale and opens step 1 of its first session', async () => {
    const { user, form, router } = await openForm();
    const name = `Web add sale ${Date.now().toString(36)}`;
    await user.type(within(form).getByRole('textbox', { name: 'Sale Name' }), name);
    await user.click(fieldInput(form, 'Terms'));
    await user.click(
      await screen.findByRole('option', {
        name: new RegExp(upcoming.addSaleForm.terms.find((t) => !t.disabled)!.name),
      }),
    );
    await user.click(within(form).getByRole('radio', { name: 'Live' }));
    await user.click(fieldInput(form, 'Shipping Terms'));
    await user.click(
      await screen.findByRole('option', { name: upcoming.addSaleForm.shippingTerms[0]!.name }),
    );
    await user.click(within(form).getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/session\/live\/\d+\/0\/1$/));
    const groupId = router.state.location.pathname.split('/')[3]!;
    expect(await screen.findByRole('heading', { name: 'Step 1: Create Session' })).toBeTruthy();
    const after = await calendarOf(probe, 'UPCOMING');
    expect(after.auctionCalendar.groups.find((g) => g.id === groupId)?.name).toBe(name);
  });
});

describe('Calendar: failures', () => {
  it('says "Unable to load your auctions / sales..." when the calendar cannot be loaded', async () => {
    // The network fails for the calendar's request only; the shell loads as usual.
    const failingFetch: typeof fetch = async (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"operationName":"AuctionCalendarPage"'))
        throw new TypeError('Failed to fetch');
      return fetch(input, init);
    };
    renderApp('/my-auctions/current', { client: createTestClient('staff', { fetch: failingFetch }) });
    expect(await screen.findByText(CALENDAR_MESSAGES.loadFailed)).toBeTruthy();
    expect(CALENDAR_MESSAGES.loadFailed.startsWith('Unable to load your auctions / sales')).toBe(true);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
