import {
  DEFAULT_STAGGER_SECONDS,
  FULFILMENT_LOCATION_MESSAGES,
  SESSION_STEP1_MESSAGES,
  SESSION_STEP2_MESSAGES,
  sessionDateRange,
  sessionLimitMessageFor,
} from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { SessionStep2Document } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { dayLabel, findDay } from '../../../test/datePicking';
import { fieldInput } from '../../../test/fieldQueries';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { addSale, addSession, calendarOf, daysAhead } from '../../../test/saleFixtures';
import { todayIn } from '../../../ui/formatters';

/**
 * The session wizard's steps 1 and 2 rendered as the app renders them, against the REAL stack. Each
 * test that saves works on a sale made for this file, so the demo seed stays as it is.
 */

let probe: ApolloClient;
let groupId: string;
let catalogId: string;

beforeAll(async () => {
  probe = createTestClient('staff');
  const sale = await addSale(probe, `Web wizard sale ${Date.now().toString(36)}`, 'TIMED');
  groupId = sale.groupId;
  catalogId = await addSession(probe, groupId, 'Web wizard session', { timed: true });
});

async function step2Of(id: string) {
  const { data } = await probe.query({
    query: toDocument(SessionStep2Document),
    variables: { groupId, catalogId: id },
    fetchPolicy: 'network-only',
  });
  if (!data?.sessionWizard?.session) throw new Error('The stack returned no session');
  return data.sessionWizard;
}

/** The step's form is there once its data has loaded (the frame shows before). */
async function step1Loaded() {
  await screen.findByRole('heading', { name: 'Step 1: Create Session' });
  await screen.findByRole('textbox', { name: 'Session Title' });
}

async function step2Loaded() {
  await screen.findByRole('heading', { name: 'Step 2: Session Details' });
  await screen.findByRole('textbox', { name: 'Viewing Notes' });
}

function continueButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
}

async function choose(
  user: ReturnType<typeof renderApp>['user'],
  input: HTMLElement,
  option: string | RegExp,
) {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Session wizard: the frame', () => {
  it('is titled DIY Session and reads step 0 and unknown steps as step 1', async () => {
    renderApp(`/session/timed/${groupId}/0/0`);
    expect(await screen.findByRole('heading', { name: 'Step 1: Create Session' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'DIY Session' })).toBeTruthy();
    expect(document.title).toBe('DIY Session');
  });

  it('shows step 1 for a step it does not know', async () => {
    renderApp(`/session/timed/${groupId}/0/nine`);
    expect(await screen.findByRole('heading', { name: 'Step 1: Create Session' })).toBeTruthy();
    const steps = screen.getByRole('navigation', { name: 'Wizard steps' });
    expect(within(steps).getByLabelText('Step 1: Create Session').getAttribute('aria-current')).toBe('step');
  });

  it('shows step 1, not a placeholder, for a step it has no page of its own for', async () => {
    // Step 7 with a goToPage is not the shipping review's route (.../7), so it reaches the wizard.
    renderApp(`/session/timed/${groupId}/0/7/6`);
    await step1Loaded();
    const steps = screen.getByRole('navigation', { name: 'Wizard steps' });
    expect(within(steps).getByLabelText('Step 1: Create Session').getAttribute('aria-current')).toBe('step');
    expect(screen.queryByText(/coming in a later release/)).toBeNull();
  });
});

describe('Session wizard: step 1', () => {
  it('starts a new timed session with the primary location, stagger on at 60 s and resell on; Continue waits for every required field', async () => {
    const { user } = renderApp(`/session/timed/${groupId}/0/1`);
    await step1Loaded();
    const main = document.querySelector('main')!;
    await waitFor(() => expect(fieldInput(main, 'Location').value).not.toBe(''));
    expect((screen.getByRole('switch', { name: /^Stagger lot end times/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(fieldInput(main, 'Time between lot end times').value).toBe(`${DEFAULT_STAGGER_SECONDS} seconds`);
    expect(
      (screen.getByRole('switch', { name: /^Resell unsold live lots in a timed sale/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    expect(continueButton().disabled).toBe(true);

    await user.type(screen.getByRole('textbox', { name: 'Session Title' }), 'Evening session');
    expect(continueButton().disabled).toBe(true);
    await user.click(fieldInput(main, 'First Lot End Date'));
    await user.click(await findDay(user, daysAhead(40)));
    await choose(user, screen.getByLabelText('Hour', { selector: 'input' }), '07');
    await choose(user, screen.getByLabelText('Minute', { selector: 'input' }), '30');
    expect(continueButton().disabled).toBe(true);
    await choose(user, screen.getByLabelText('AM/PM', { selector: 'input' }), 'PM');
    expect(continueButton().disabled).toBe(false);

    // Stagger off hides the interval.
    await user.click(screen.getByRole('switch', { name: /^Stagger lot end times/ }));
    expect(screen.queryByLabelText(/Time between lot end times/, { selector: 'input' })).toBeNull();
  });

  it('says "Please enter a session title" when the title is left empty', async () => {
    const { user } = renderApp(`/session/timed/${groupId}/0/1`);
    const title = await screen.findByRole('textbox', { name: 'Session Title' });
    await user.type(title, 'x');
    await user.clear(title);
    await user.tab();
    expect(await screen.findByText(SESSION_STEP1_MESSAGES.titleRequired)).toBeTruthy();
  });

  it('offers dates from tomorrow to two years ahead only', async () => {
    const { user } = renderApp(`/session/timed/${groupId}/0/1`);
    await step1Loaded();
    const main = document.querySelector('main')!;
    await waitFor(() => expect(fieldInput(main, 'Time Zone').value).not.toBe(''));
    const range = sessionDateRange(todayIn('America/New_York'));
    await user.click(fieldInput(main, 'First Lot End Date'));
    const today = screen.queryByRole('button', { name: dayLabel(todayIn('America/New_York')) });
    if (today) expect(today.hasAttribute('disabled') || today.hasAttribute('data-disabled')).toBe(true);
    const first = await findDay(user, range.min);
    expect(first.hasAttribute('disabled') || first.hasAttribute('data-disabled')).toBe(false);
    const last = await findDay(user, range.max);
    expect(last.hasAttribute('disabled') || last.hasAttribute('data-disabled')).toBe(false);
    const after = new Date(`${range.max}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    const beyond = await findDay(user, after.toISOString().slice(0, 10));
    expect(beyond.hasAttribute('disabled') || beyond.hasAttribute('data-disabled')).toBe(true);
  });

  it('shows the maximum-sessions message for a full sale and keeps Continue disabled', async () => {
    const { auctionCalendar } = await calendarOf(probe, 'UPCOMING');
    const full = auctionCalendar.groups.find((g) => g.addSessionBlock?.reason === 'MAX_SESSIONS_REACHED')!;
    const { user } = renderApp(full.addSessionPath);
    expect(await screen.findByText(SESSION_STEP1_MESSAGES.sessionLimit)).toBeTruthy();
    expect(sessionLimitMessageFor(full.name)).toContain(full.name);
    await user.type(screen.getByRole('textbox', { name: 'Session Title' }), 'One too many');
    expect(continueButton().disabled).toBe(true);
  });

  it('creates the session and goes on to step 2', async () => {
    const { user, router } = renderApp(`/session/timed/${groupId}/0/1`);
    await step1Loaded();
    const main = document.querySelector('main')!;
    await user.type(screen.getByRole('textbox', { name: 'Session Title' }), 'Created from the web');
    await user.click(fieldInput(main, 'First Lot End Date'));
    await user.click(await findDay(user, daysAhead(50)));
    await choose(user, screen.getByLabelText('Hour', { selector: 'input' }), '11');
    await choose(user, screen.getByLabelText('Minute', { selector: 'input' }), '45');
    await choose(user, screen.getByLabelText('AM/PM', { selector: 'input' }), 'AM');
    await user.click(continueButton());
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(new RegExp(`^/session/timed/${groupId}/\\d+/2$`)),
    );
    expect(await screen.findByRole('heading', { name: 'Step 2: Session Details' })).toBeTruthy();
    const id = router.state.location.pathname.split('/')[4]!;
    const { auctionCalendar } = await calendarOf(probe, 'UPCOMING');
    const session = auctionCalendar.groups.find((g) => g.id === groupId)?.sessions.find((s) => s.id === id);
    expect(session?.title).toBe('Created from the web');
    expect(session?.dateTimeDisplay).toMatch(/11:45 AM/);
  });

  it('returns to the summary (step 6) when opened from it, on Continue and on Cancel', async () => {
    const { user, router } = renderApp(`/session/timed/${groupId}/${catalogId}/1/6`);
    await step1Loaded();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Session Title' }) as HTMLInputElement).value).toBe(
        'Web wizard session',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe(`/session/timed/${groupId}/${catalogId}/6`);

    await router.navigate(`/session/timed/${groupId}/${catalogId}/1/6`);
    await step1Loaded();
    await waitFor(() => expect(continueButton().disabled).toBe(false));
    await user.click(continueButton());
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/session/timed/${groupId}/${catalogId}/6`),
    );
  });

  it('adds a fulfilment location in its modal: errors highlighted first, then saved and selected', async () => {
    const { user, router } = renderApp(`/session/timed/${groupId}/${catalogId}/1`);
    await step1Loaded();
    const main = document.querySelector('main')!;
    await choose(user, fieldInput(main, 'Shipping Fulfillment Location'), '+ Add New Fulfillment Location');
    const dialog = await screen.findByRole('dialog', { name: 'Add Shipping Fulfillment Location' });
    expect(router.state.location.search).toBe('?dialog=add-fulfilment');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText(FULFILMENT_LOCATION_MESSAGES.fixHighlighted)).toBeTruthy();
    for (const message of [
      FULFILMENT_LOCATION_MESSAGES.nameRequired,
      FULFILMENT_LOCATION_MESSAGES.street1Required,
      FULFILMENT_LOCATION_MESSAGES.cityRequired,
      FULFILMENT_LOCATION_MESSAGES.postalCodeRequired,
      FULFILMENT_LOCATION_MESSAGES.stateRequired,
      FULFILMENT_LOCATION_MESSAGES.contactNameRequired,
      FULFILMENT_LOCATION_MESSAGES.contactEmailRequired,
      FULFILMENT_LOCATION_MESSAGES.contactPhoneRequired,
    ])
      expect(within(dialog).getByText(message)).toBeTruthy();

    const name = `Web dock ${Date.now().toString(36)}`;
    await user.type(fieldInput(dialog, 'Facility Name'), name);
    await user.type(fieldInput(dialog, 'Street Address 1'), '9 Harbor Road');
    await user.type(fieldInput(dialog, 'City'), 'Portland');
    await choose(user, fieldInput(dialog, 'Country'), 'United States');
    await choose(user, fieldInput(dialog, 'State / Province'), 'Oregon');
    await user.type(fieldInput(dialog, 'Postal code'), '97201');
    await user.type(fieldInput(dialog, 'Contact name'), 'Robin Dock');
    await user.type(fieldInput(dialog, 'Contact email'), 'robin@');
    await user.type(fieldInput(dialog, 'Contact phone number'), '12345');
    expect(within(dialog).getByText(FULFILMENT_LOCATION_MESSAGES.contactEmailInvalid)).toBeTruthy();
    expect(within(dialog).getByText(FULFILMENT_LOCATION_MESSAGES.contactPhoneInvalid)).toBeTruthy();
    await user.type(fieldInput(dialog, 'Contact email'), 'example.com');
    await user.clear(fieldInput(dialog, 'Contact phone number'));
    await user.type(fieldInput(dialog, 'Contact phone number'), '+15035550100');
    // Removing the only contact leaves a blank one.
    await user.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    expect(within(dialog).getAllByRole('group', { name: /^Contact \d$/ })).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Remove contact 2' }));
    expect(within(dialog).getAllByRole('group', { name: /^Contact \d$/ })).toHaveLength(1);
    expect(within(dialog).queryByText(FULFILMENT_LOCATION_MESSAGES.fixHighlighted)).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(FULFILMENT_LOCATION_MESSAGES.saved)).toBeTruthy();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add Shipping Fulfillment Location' })).toBeNull(),
    );
    await waitFor(() => expect(fieldInput(main, 'Shipping Fulfillment Location').value).toBe(name));
  });

  it('opens the house location form from "Add New Location"', async () => {
    const { user } = renderApp(`/session/timed/${groupId}/${catalogId}/1`);
    await step1Loaded();
    await choose(user, fieldInput(document.querySelector('main')!, 'Location'), '+ Add New Location');
    const dialog = await screen.findByRole('dialog', { name: 'Add New Location' });
    expect((within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('Session wizard: step 2', () => {
  it("shows the buyer's premium tiers, the currency, the channels and the contacts of the session", async () => {
    const wizard = await step2Of(catalogId);
    renderApp(`/session/timed/${groupId}/${catalogId}/2`);
    await step2Loaded();
    const tiers = await screen.findByRole('table', { name: "Buyer's premium tiers" });
    expect(within(tiers).getAllByRole('row')).toHaveLength(1 + (wizard.buyerPremium?.tiers.length ?? 0));
    expect(within(tiers).getByText('and above')).toBeTruthy();
    const currency = wizard.session!.currency;
    expect(screen.getByText(`${currency.name} (${currency.code})`)).toBeTruthy();
    for (const channel of wizard.channels) expect(screen.getByText(channel.name)).toBeTruthy();
    for (const type of wizard.contactTypes)
      expect(fieldInput(document.querySelector('main')!, type.name)).toBeTruthy();
    expect(screen.queryByText(SESSION_STEP2_MESSAGES.noContacts)).toBeNull();
  });

  it('needs at least one category and refuses HTML in the viewing notes', async () => {
    const { user, router } = renderApp(`/session/timed/${groupId}/${catalogId}/2`);
    await step2Loaded();
    const main = document.querySelector('main')!;
    const categories = fieldInput(main, 'Categories');
    await user.click(categories);
    while (main.querySelectorAll('.mantine-Pill-root').length > 0) await user.keyboard('{Backspace}');
    await user.keyboard('{Escape}');
    const notes = screen.getByRole('textbox', { name: 'Viewing Notes' });
    await user.clear(notes);
    await user.type(notes, 'Open house <b>Friday</b>');
    expect(screen.getByText(SESSION_STEP2_MESSAGES.viewNotesMarkup)).toBeTruthy();
    await user.click(continueButton());
    expect(await screen.findByText(SESSION_STEP2_MESSAGES.categoriesRequired)).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/session/timed/${groupId}/${catalogId}/2`);
  });

  it('names the part that failed, keeps what was entered, and retries only that part', async () => {
    const id = await addSession(probe, groupId, 'Partial save session', { timed: true });
    const { user, router } = renderApp(`/session/timed/${groupId}/${id}/2`);
    await step2Loaded();
    const main = document.querySelector('main')!;
    await choose(user, fieldInput(main, 'Categories'), 'Paintings');
    await user.keyboard('{Escape}');
    // Notes the service saves, and a description longer than the service keeps: only the session part fails.
    const notes = screen.getByRole('textbox', { name: 'Viewing Notes' }) as HTMLTextAreaElement;
    fireEvent.change(notes, { target: { value: 'Viewing by appointment only.' } });
    const description = screen.getByRole('textbox', { name: 'Description' }) as HTMLTextAreaElement;
    const tooLong = 'd'.repeat(20_001);
    fireEvent.change(description, { target: { value: tooLong } });
    await user.click(continueButton());

    const alert = await screen.findByRole('alert', { name: /Not everything was saved/ });
    expect(within(alert).getByText('Session details')).toBeTruthy();
    expect(within(alert).queryByText('Categories')).toBeNull();
    expect(router.state.location.pathname).toBe(`/session/timed/${groupId}/${id}/2`);
    expect(description.value).toBe(tooLong);
    expect(notes.value).toBe('Viewing by appointment only.');

    fireEvent.change(description, { target: { value: 'A shorter description.' } });
    await user.click(within(alert).getByRole('button', { name: 'Retry the failed parts' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/session/timed/${groupId}/${id}/3`));
    const saved = await step2Of(id);
    expect(saved.session!.description).toBe('A shorter description.');
    expect(saved.session!.viewingNotes).toBe('Viewing by appointment only.');
    const paintings = saved.categories
      .flatMap((c) => [c, ...c.subcategories])
      .find((c) => c.name === 'Paintings');
    expect(saved.session!.categoryIds).toEqual([paintings!.id]);
  });

  it('Save & Exit saves and returns to the calendar', async () => {
    const { user, router } = renderApp(`/session/timed/${groupId}/${catalogId}/2`);
    await step2Loaded();
    await choose(user, fieldInput(document.querySelector('main')!, 'Categories'), 'Sculpture');
    await user.keyboard('{Escape}');
    const notes = screen.getByRole('textbox', { name: 'Viewing Notes' });
    await user.clear(notes);
    await user.type(notes, 'Saved and exited');
    await user.click(screen.getByRole('button', { name: 'Save & Exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-auctions/current'));
    expect((await step2Of(catalogId)).session!.viewingNotes).toBe('Saved and exited');
  });
});
