import { FIXED_PRICE_MESSAGES, FIXED_PRICE_TERM_SLOTS, requiredMessage } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FixedPriceStep1Document, type FixedPriceStep1Query } from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { fieldInput } from '../../../../test/fieldQueries';
import { createTestClient, renderApp } from '../../../../test/renderApp';
import { calendarOf } from '../../../../test/saleFixtures';

/** Fixed-price step 1 (the demo house's Buy Now sale) against the REAL stack. */

let probe: ApolloClient;
let path: string;
let groupId: string;
let catalogId: string;

async function details(): Promise<FixedPriceStep1Query> {
  const { data } = await probe.query({
    query: toDocument(FixedPriceStep1Document),
    variables: { groupId, catalogId },
    fetchPolicy: 'network-only',
  });
  if (!data?.fixedPriceSaleDetails) throw new Error('The stack returned no sale details');
  return data;
}

beforeAll(async () => {
  probe = createTestClient('staff');
  const { auctionCalendar } = await calendarOf(probe, 'UPCOMING');
  const sale = auctionCalendar.buyNowSale;
  if (!sale) throw new Error('The demo house has no Buy Now sale');
  path = sale.wizardPath;
  groupId = sale.groupId;
  catalogId = sale.catalogId;
});

async function loaded() {
  const view = renderApp(path);
  await screen.findByRole('heading', { name: 'Step 1: Sale Details' });
  await screen.findByRole('heading', { name: 'Terms & Conditions' });
  return view;
}

function section(name: string): HTMLElement {
  return screen.getByRole('region', { name });
}

describe('Fixed-price step 1', () => {
  it('shows the steps of a sale with a shipping policy, Post Sale To and the six terms slots, the first two open, required and locked', async () => {
    const { user } = await loaded();
    // Not the session wizard's "DIY Session".
    expect(screen.getByRole('heading', { level: 1, name: 'DIY Buy Now Sale' })).toBeTruthy();
    expect(document.title).toBe('DIY Buy Now Sale');
    expect(screen.queryByRole('heading', { name: 'DIY Session' })).toBeNull();
    const steps = screen.getByRole('navigation', { name: 'Wizard steps' });
    expect(within(steps).getByLabelText('Step 7: Shipping Summary')).toBeTruthy();
    expect(within(section('Post Sale To')).getByText('Buy Now')).toBeTruthy();
    const terms = section('Terms & Conditions');
    for (const slot of FIXED_PRICE_TERM_SLOTS) {
      const name = `Include ${slot.label} in this sale's terms`;
      // The optional slots may be closed: open them to reach their checkbox.
      if (!within(terms).queryByLabelText(name))
        await user.click(
          within(terms).getByRole('button', { name: new RegExp(`^${slot.label.replace(/[()]/g, '\\$&')}`) }),
        );
      const box = within(terms).getByLabelText(name) as HTMLInputElement;
      if (slot.required) {
        expect(box.checked).toBe(true);
        expect(box.disabled).toBe(true);
      } else expect(box.disabled).toBe(false);
    }
  });

  it('lists the shipping countries in the §9 order', async () => {
    const { fixedPriceSaleDetails } = await details();
    const excluded = new Set(fixedPriceSaleDetails!.shipTo.excluded.map((c) => c.code));
    await loaded();
    const shipTo = within(section('Geographic Shipping Rules')).getByRole('group', { name: /^Ship To/ });
    const names = [...shipTo.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')].map(
      (box) => box.labels?.[0]?.textContent ?? '',
    );
    const leading = [
      ['ALL', 'All Countries'],
      ['EU', 'European Union'],
      ['UK', 'United Kingdom'],
      ['US', 'United States'],
      ['CA', 'Canada'],
      ['AU', 'Australia'],
    ]
      .filter(([code]) => !excluded.has(code!))
      .map(([, name]) => name);
    expect(names.slice(0, leading.length)).toEqual(leading);
    const rest = names.slice(leading.length);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('moves a country to the excluded list and back', async () => {
    const { user } = await loaded();
    const rules = section('Geographic Shipping Rules');
    const shipTo = within(rules).getByRole('group', { name: /^Ship To/ });
    await user.click(within(shipTo).getByLabelText('Canada'));
    await user.click(within(rules).getByRole('button', { name: /Exclude selected/ }));
    const notTo = within(rules).getByRole('group', { name: /^Do Not Ship To/ });
    expect(within(notTo).getByLabelText('Canada')).toBeTruthy();
    expect(within(shipTo).queryByLabelText('Canada')).toBeNull();
    await user.click(within(notTo).getByLabelText('Canada'));
    await user.click(within(rules).getByRole('button', { name: /Include selected/ }));
    expect(within(shipTo).getByLabelText('Canada')).toBeTruthy();
  });

  it('enables Continue only with a payment method, the invoice email fields and the first two terms', async () => {
    const { user } = await loaded();
    const cont = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await waitFor(() => expect(cont.disabled).toBe(false));
    const payments = section('Payment Options');
    for (const box of within(payments).getAllByRole('checkbox') as HTMLInputElement[])
      if (box.checked) await user.click(box);
    expect(cont.disabled).toBe(true);
    expect(within(payments).getByText(FIXED_PRICE_MESSAGES.paymentMethodRequired)).toBeTruthy();
    await user.click(within(payments).getByRole('checkbox', { name: 'Visa' }));
    expect(cont.disabled).toBe(false);

    const email = section('Invoice Email Settings');
    const replyTo = fieldInput(email, 'Reply To Email');
    const before = replyTo.value;
    await user.clear(replyTo);
    await user.type(replyTo, 'not-an-email');
    await user.tab();
    expect(within(email).getByText(FIXED_PRICE_MESSAGES.emailInvalid)).toBeTruthy();
    expect(cont.disabled).toBe(true);
    await user.clear(replyTo);
    await user.type(replyTo, before);

    const terms = section('Terms & Conditions');
    const firstText = within(terms).getAllByRole('textbox', { name: 'Text' })[0]!;
    await user.clear(firstText);
    expect(within(terms).getByText(requiredMessage('Conditions of Sale text'))).toBeTruthy();
    expect(cont.disabled).toBe(true);
  });

  it('checks a charge in its modal: tax type, rate 0–100 with up to three decimals, country and state', async () => {
    const { user, router } = await loaded();
    await user.click(
      within(section('Additional Charges (Taxes & Fees)')).getByRole('button', { name: 'Add Charge' }),
    );
    const modal = await screen.findByRole('dialog', { name: 'Add Charge' });
    expect(router.state.location.search).toContain('dialog=charge');
    const save = within(modal).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await user.click(fieldInput(modal, 'Tax Type'));
    await user.tab();
    expect(within(modal).getByText(requiredMessage('Tax Type'))).toBeTruthy();
    await user.type(fieldInput(modal, 'Tax Type'), 'County Tax');
    const rate = fieldInput(modal, 'Rate %');
    await user.type(rate, '0');
    await user.tab();
    expect(within(modal).getByText(FIXED_PRICE_MESSAGES.rateRange)).toBeTruthy();
    await user.clear(rate);
    await user.type(rate, '100.5');
    expect(within(modal).getByText(FIXED_PRICE_MESSAGES.rateRange)).toBeTruthy();
    await user.clear(rate);
    await user.type(rate, '8.8755');
    expect(within(modal).getByText(FIXED_PRICE_MESSAGES.rateDecimals)).toBeTruthy();
    await user.clear(rate);
    await user.type(rate, '8.875');
    await user.click(fieldInput(modal, 'Country'));
    const options = (await screen.findAllByRole('option')).slice(0, 5).map((o) => o.textContent);
    expect(options).toEqual(['All Countries', 'United Kingdom', 'United States', 'Canada', 'Australia']);
    await user.click(screen.getByRole('option', { name: 'United States' }));
    expect(save.disabled).toBe(true);
    await user.click(fieldInput(modal, 'State'));
    await user.click(await screen.findByRole('option', { name: 'New Jersey' }));
    expect(save.disabled).toBe(false);
    await user.click(save);
    const table = within(section('Additional Charges (Taxes & Fees)')).getByRole('table', {
      name: 'Additional charges',
    });
    const row = within(table).getByText('County Tax').closest('tr')!;
    expect(within(row).getByText('8.875')).toBeTruthy();
    expect(within(row).getByText('New Jersey')).toBeTruthy();
  });

  it('saves the five parts and goes on to step 2', async () => {
    const { user, router } = await loaded();
    const cont = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await waitFor(() => expect(cont.disabled).toBe(false));
    const payments = section('Payment Options');
    const discover = within(payments).getByRole('checkbox', { name: 'Discover' }) as HTMLInputElement;
    const wanted = !discover.checked;
    await user.click(discover);
    await user.click(cont);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/session/bin/${groupId}/${catalogId}/2`),
    );
    expect(await screen.findByRole('heading', { name: 'Step 2: Upload Items' })).toBeTruthy();
    const { fixedPriceSaleDetails } = await details();
    expect(fixedPriceSaleDetails!.paymentMethods.find((m) => m.name === 'Discover')?.selected).toBe(wanted);
  });

  it('says "Unable to load your sale details..." when the details cannot be loaded', async () => {
    const failingFetch: typeof fetch = async (input, init) => {
      if (typeof init?.body === 'string' && init.body.includes('"operationName":"FixedPriceStep1"'))
        throw new TypeError('Failed to fetch');
      return fetch(input, init);
    };
    renderApp(path, { client: createTestClient('staff', { fetch: failingFetch }) });
    expect(await screen.findByText(FIXED_PRICE_MESSAGES.loadFailed)).toBeTruthy();
  });
});
