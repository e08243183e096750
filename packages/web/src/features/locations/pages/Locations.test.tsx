import { HOUSE_LOCATION_MESSAGES, requiredMessage } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { LocationsPageDocument, type LocationsPageQuery } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { fieldInput } from '../../../test/fieldQueries';
import { createTestClient, renderApp } from '../../../test/renderApp';

/** Settings → Locations against the REAL stack; expectations read from the same gateway. */

let probe: ApolloClient;

async function locations(): Promise<NonNullable<LocationsPageQuery['houseLocations']>> {
  const { data } = await probe.query({
    query: toDocument(LocationsPageDocument),
    fetchPolicy: 'network-only',
  });
  if (!data?.houseLocations) throw new Error('The stack returned no locations');
  return data.houseLocations;
}

beforeAll(() => {
  probe = createTestClient('staff');
});

function card(name: string): HTMLElement {
  return screen.getByRole('article', { name });
}

async function choose(user: ReturnType<typeof renderApp>['user'], input: HTMLElement, option: string) {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openAddForm() {
  const view = renderApp('/settings/locations');
  const add = (await screen.findByRole('button', { name: 'Add Location' })) as HTMLButtonElement;
  await waitFor(() => expect(add.disabled).toBe(false));
  await view.user.click(add);
  const dialog = await screen.findByRole('dialog', { name: 'Add New Location' });
  return { ...view, dialog, save: within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement };
}

describe('Locations: the list', () => {
  it('lists the house locations with the primary badge; the primary one cannot be deleted', async () => {
    const all = await locations();
    const primary = all.find((l) => l.primary)!;
    renderApp('/settings/locations');
    const primaryCard = await screen.findByRole('article', { name: primary.facilityName ?? primary.label });
    expect(within(primaryCard).getByText('Primary location')).toBeTruthy();
    expect(
      (within(primaryCard).getByRole('button', { name: /^Delete .* \(primary\)$/ }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    for (const other of all.filter((l) => !l.primary)) {
      const c = card(other.facilityName ?? other.label);
      expect(within(c).queryByText('Primary location')).toBeNull();
      expect(
        within(c).getByRole('button', { name: `Delete ${other.facilityName ?? other.label}` }),
      ).toBeTruthy();
    }
  });

  it('is refused to a user without settings access', async () => {
    renderApp('/settings/locations', { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });
});

describe('Locations: the form', () => {
  it('keeps Save disabled until the required fields are valid, and asks for a country before a postal code', async () => {
    const { user, dialog, save } = await openAddForm();
    expect(save.disabled).toBe(true);
    await user.type(fieldInput(dialog, 'Street Address 1'), '12 Rue de Rivoli');
    await user.type(fieldInput(dialog, 'City'), 'Paris');
    await user.type(fieldInput(dialog, 'Postal Code'), '75001');
    await user.tab();
    expect(within(dialog).getByText(HOUSE_LOCATION_MESSAGES.countryFirst)).toBeTruthy();
    expect(save.disabled).toBe(true);

    await choose(user, fieldInput(dialog, 'Country'), 'France');
    // A new country clears the postal code (and the province); France has no state list.
    expect(fieldInput(dialog, 'Postal Code').value).toBe('');
    expect(within(dialog).queryByText(HOUSE_LOCATION_MESSAGES.countryFirst)).toBeNull();
    expect(fieldInput(dialog, 'Province')).toBeTruthy();
    await user.type(fieldInput(dialog, 'Postal Code'), '7500');
    await user.tab();
    expect(within(dialog).getByText(HOUSE_LOCATION_MESSAGES.invalidFormat)).toBeTruthy();
    await user.clear(fieldInput(dialog, 'Postal Code'));
    await user.type(fieldInput(dialog, 'Postal Code'), '75001');
    expect(save.disabled).toBe(true);
    await user.type(fieldInput(dialog, 'Province'), 'Île-de-France');
    expect(save.disabled).toBe(false);
  });

  it('asks for a State and a Zip Code in the US, a Province in Canada and a County in the UK', async () => {
    const { user, dialog } = await openAddForm();
    await choose(user, fieldInput(dialog, 'Country'), 'United States');
    expect(fieldInput(dialog, 'State')).toBeTruthy();
    expect(fieldInput(dialog, 'Zip Code')).toBeTruthy();
    await choose(user, fieldInput(dialog, 'State'), 'Texas');
    await user.type(fieldInput(dialog, 'Zip Code'), '73301');
    await choose(user, fieldInput(dialog, 'Country'), 'Canada');
    // The state and the postal code went with the old country.
    expect(fieldInput(dialog, 'Province').value).toBe('');
    expect(fieldInput(dialog, 'Postal Code').value).toBe('');
    await user.click(fieldInput(dialog, 'Province'));
    expect(await screen.findByRole('option', { name: 'Ontario' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(fieldInput(dialog, 'Province'));
    await user.tab();
    expect(within(dialog).getByText(requiredMessage('Province'))).toBeTruthy();
    await choose(user, fieldInput(dialog, 'Country'), 'United Kingdom');
    expect(fieldInput(dialog, 'County')).toBeTruthy();
  });

  it('limits the fields to their lengths', async () => {
    const { user, dialog } = await openAddForm();
    const limits: Array<[string, number]> = [
      ['Facility Name', 75],
      ['Street Address 1', 50],
      ['City', 50],
      ['Postal Code', 32],
      ['Phone', 40],
      ['Email', 60],
    ];
    for (const [label, max] of limits) {
      const input = fieldInput(dialog, label);
      await user.click(input);
      await user.paste('9'.repeat(max + 5));
      expect(input.value, label).toHaveLength(max);
    }
  });

  it('adds a location, edits it, and deletes it after a confirmation', async () => {
    const name = `Web Annex ${Date.now().toString(36)}`;
    const { user, dialog, save, router } = await openAddForm();
    expect(router.state.location.search).toBe('?dialog=add-location');
    await user.type(fieldInput(dialog, 'Facility Name'), name);
    await user.type(fieldInput(dialog, 'Street Address 1'), '500 Congress Ave');
    await user.type(fieldInput(dialog, 'City'), 'Austin');
    await choose(user, fieldInput(dialog, 'Country'), 'United States');
    await choose(user, fieldInput(dialog, 'State'), 'Texas');
    await user.type(fieldInput(dialog, 'Zip Code'), '78701');
    await user.click(save);
    const added = await screen.findByRole('article', { name });
    expect(within(added).getByText('Austin, TX 78701')).toBeTruthy();
    expect((await locations()).some((l) => l.facilityName === name)).toBe(true);

    await user.click(within(added).getByRole('button', { name: `Edit ${name}` }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Location' });
    expect(fieldInput(edit, 'Facility Name').value).toBe(name);
    await user.clear(fieldInput(edit, 'City'));
    await user.type(fieldInput(edit, 'City'), 'Round Rock');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(card(name)).getByText('Round Rock, TX 78701')).toBeTruthy());

    await user.click(within(card(name)).getByRole('button', { name: `Delete ${name}` }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm: Delete Location' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name })).toBeNull());
    expect((await locations()).some((l) => l.facilityName === name)).toBe(false);
  });
});
