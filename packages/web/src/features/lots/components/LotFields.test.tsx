import { LOT_MESSAGES } from '@ah/schema';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../ui/theme';
import { EMPTY_LOT_VALUES, LotFields, type LotFieldsContext, type LotFormValues } from './LotFields';

/** The lot form's fields as a person meets them (sales §5 Lot form): which show, which are locked. */

function Harness({ ctx, initial = EMPTY_LOT_VALUES }: { ctx: LotFieldsContext; initial?: LotFormValues }) {
  const [values, setValues] = useState(initial);
  return (
    <LotFields
      idPrefix="t"
      values={values}
      onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
      errors={{}}
      ctx={ctx}
    />
  );
}

function renderFields(ctx: LotFieldsContext, initial?: LotFormValues) {
  return render(
    <MantineProvider theme={theme} env="test">
      <Harness ctx={ctx} initial={initial} />
    </MantineProvider>,
  );
}

const input = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;

describe('lot fields', () => {
  it('marks the lot number required, except for connect types e and p', () => {
    const { unmount } = renderFields({ isBin: false, isTimed: false, lotNumberRequired: true });
    expect(input(/^Lot Number/).required).toBe(true);
    unmount();
    renderFields({ isBin: false, isTimed: false, lotNumberRequired: false });
    expect(input(/^Lot Number/).required).toBe(false);
  });

  it('shows estimates and starting bid for live sales, plus the reserve for timed ones', () => {
    const { unmount } = renderFields({ isBin: false, isTimed: false, lotNumberRequired: true });
    expect(input(/^Starting Bid/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Reserve/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Price/ })).toBeNull();
    unmount();
    renderFields({ isBin: false, isTimed: true, lotNumberRequired: true });
    expect(input(/^Reserve/)).toBeTruthy();
  });

  it('shows a required price and the shipping fields for bin sales instead of bids', () => {
    renderFields({ isBin: true, isTimed: false, lotNumberRequired: true });
    expect(input(/^Price/).required).toBe(true);
    expect(input(/^Shipping Weight/)).toBeTruthy();
    expect(input(/^International Shipping/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Starting Bid/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Low Estimate/ })).toBeNull();
  });

  it('locks number and extension when editing a numbered lot', () => {
    renderFields(
      { isBin: false, isTimed: false, lotNumberRequired: true, lotNumberLocked: true },
      { ...EMPTY_LOT_VALUES, lotNumber: '12', lotExt: 'A' },
    );
    expect(input(/^Lot Number/).readOnly).toBe(true);
    expect(input(/^Lot Extension/).readOnly).toBe(true);
    expect(input(/^Inventory Number/).readOnly).toBe(false);
  });

  it('writes the extension in capitals and takes one letter', async () => {
    renderFields({ isBin: false, isTimed: false, lotNumberRequired: true });
    await userEvent.type(input(/^Lot Extension/), 'bc');
    expect(input(/^Lot Extension/).value).toBe('B');
  });

  it('locks starting bid and reserve after an absentee bid, with the tooltip reachable by keyboard', async () => {
    renderFields({
      isBin: false,
      isTimed: true,
      lotNumberRequired: true,
      absenteeBidLock: true,
      absenteeBidTooltip: LOT_MESSAGES.absenteeBidTooltip,
    });
    expect(input(/^Starting Bid/).readOnly).toBe(true);
    expect(input(/^Reserve/).readOnly).toBe(true);
    expect(input(/^Low Estimate/).readOnly).toBe(false);
    const locks = screen.getAllByLabelText(LOT_MESSAGES.absenteeBidTooltip);
    expect(locks).toHaveLength(2);
    locks[0]!.focus();
    expect(await screen.findByRole('tooltip')).toHaveProperty('textContent', LOT_MESSAGES.absenteeBidTooltip);
  });

  it('disables everything under the two-hour lock', () => {
    renderFields({ isBin: false, isTimed: false, lotNumberRequired: true, disabled: true });
    for (const box of screen.getAllByRole('textbox')) expect((box as HTMLInputElement).disabled).toBe(true);
  });
});
