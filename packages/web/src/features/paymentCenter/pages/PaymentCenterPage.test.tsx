import { PAYMENT_CENTER_MESSAGES as M } from '@ah/schema';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { renderApp } from '../../../test/renderApp';

/** The payment center and Billing against the REAL stack (the demo house is eligible and enrolled). */

describe('Payment Center', () => {
  it('shows the enrolled house its benefits and FAQ, and books a call on the switch page', async () => {
    const { user } = renderApp('/payments/switch');
    expect(await screen.findByText(M.enrolled)).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Benefits of payment processing' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read the payments FAQ' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText(M.dateRequired)).toBeTruthy();
    const year = new Date().getFullYear() + 1;
    await user.type(screen.getByLabelText(/Appointment date/), `${year}-03-04`);
    await user.click(screen.getByLabelText(/Appointment time/, { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '10:30' }));
    await user.type(screen.getByRole('textbox', { name: /Name/ }), 'Ann Lee');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '(555) 123-4567');
    await user.click(screen.getByRole('button', { name: 'Book appointment' }));
    expect(await screen.findByText(M.booked)).toBeTruthy();
    expect(await screen.findByText(/Ann Lee, \(555\) 123-4567/)).toBeTruthy();
  });

  it('is refused to a user without the payments flag', async () => {
    renderApp('/payments', { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });
});

describe('Billing', () => {
  it('shows the statement of fees for the chosen year, or says there are none', async () => {
    renderApp('/settings/billing?year=2023');
    expect(await screen.findByLabelText('Year', { selector: 'input' })).toBeTruthy();
    expect(await screen.findByText(/No fees in 2023|Statement of fees for 2023/)).toBeTruthy();
  });

  it('is refused to a user without the sensitive flag', async () => {
    renderApp('/settings/billing', { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });
});
