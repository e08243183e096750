import { chargeFailedMessage, chargeProcessedMessage, INVOICE_PAYMENT_MESSAGES } from '@ah/schema';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChargeResultBanner } from './ChargeBanners';
import type { ChargeResult } from './useChargeCards';

/** A charge of 5 invoices: 2 processed, 3 declined (the gateway's texts, from the shared rules). */
const partial: ChargeResult = {
  __typename: 'ChargeCardsPayload',
  results: [],
  attemptedCount: 5,
  processedCount: 2,
  failedCount: 3,
  skippedCount: 0,
  failedInvoiceIds: ['11', '12', '13'],
  processedMessage: chargeProcessedMessage(2, 5),
  failedMessage: chargeFailedMessage(3, 5),
  failedDetail: INVOICE_PAYMENT_MESSAGES.chargeFailedDetail,
  replayed: false,
  invoices: [],
  groupDetails: null,
};

function show(result: ChargeResult) {
  render(
    <MantineProvider env="test">
      <ChargeResultBanner result={result} filtering={false} onShowFailed={() => {}} onClose={() => {}} />
    </MantineProvider>,
  );
}

describe('the charge result banners (invoicing §8)', () => {
  it('shows a partial charge as two results: the failures apart from the processed payments', () => {
    show(partial);
    // Each banner is named by its title.
    const failed = screen.getByRole('alert', { name: '3/5 of your payments failed.' });
    const processed = screen.getByRole('status', { name: '2/5 of your payments have been processed!.' });
    expect(within(failed).getByText('3/5 of your payments failed.')).toBeTruthy();
    expect(failed.textContent).toContain(INVOICE_PAYMENT_MESSAGES.chargeFailedDetail);
    expect(within(failed).getByRole('button', { name: 'Show failed invoices' })).toBeTruthy();
    expect(within(failed).queryByText('2/5 of your payments have been processed!.')).toBeNull();
    expect(within(processed).getByText('2/5 of your payments have been processed!.')).toBeTruthy();
    expect(within(processed).queryByText('3/5 of your payments failed.')).toBeNull();
  });

  it('shows only the success banner when every payment was processed', () => {
    show({ ...partial, processedCount: 5, failedCount: 0, failedInvoiceIds: [], failedMessage: null });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status', { name: '2/5 of your payments have been processed!.' })).toBeTruthy();
  });
});
