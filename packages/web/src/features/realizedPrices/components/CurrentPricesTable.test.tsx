import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REALIZED_TEXTS } from '../model/realizedSteps';
import { CurrentPricesTable } from './CurrentPricesTable';

type Lot = Parameters<typeof CurrentPricesTable>[0]['lots'][number];

const lot = (id: string, realizedPrice: string | null, passed = false): Lot => ({
  id,
  lotNumber: id,
  lotExt: null,
  title: `Lot ${id}`,
  realizedPrice,
  passed,
  published: true,
});

/** The price cell of each row, in order. */
function prices(lots: readonly Lot[]): string[] {
  render(
    <MantineProvider env="test">
      <CurrentPricesTable lots={lots} />
    </MantineProvider>,
  );
  const table = screen.getByRole('table', { name: 'Current realized prices' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent ?? '');
}

describe('the current realized prices (sales §9: USD, whole amounts without decimals)', () => {
  it('shows prices as money, keeping cents only when there are some', () => {
    expect(
      prices([
        lot('1', '1234.00'),
        lot('2', '75.00'),
        lot('3', '19.50'),
        lot('4', '0', true),
        lot('5', null),
      ]),
    ).toEqual(['$1,234', '$75', '$19.50', REALIZED_TEXTS.passed, '—']);
  });
});
