import { PASSWORD_MESSAGES, PASSWORD_RESET_MESSAGES as M } from '@ah/schema';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS, renderApp } from '../../../test/renderApp';

/** /password-reset against the REAL stack, signed out (sales §4 Password reset, §5 Password). */

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('Password reset: request a link', () => {
  it('shows no top navigation, requires the three fields, then confirms without telling whether they match', async () => {
    const { user } = renderApp('/password-reset', { user: ANONYMOUS });
    await screen.findByRole('heading', { name: 'Reset your password' });
    expect(screen.queryByRole('navigation')).toBeNull();
    await user.click(button('Send reset link'));
    expect(await screen.findByText(M.houseRequired)).toBeTruthy();
    expect(screen.getByText(M.userRequired)).toBeTruthy();
    expect(screen.getByText(M.emailRequired)).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /House ID/ }), 'demo');
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'nobody-here');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'nobody@example.com');
    await user.click(button('Send reset link'));
    expect(await screen.findByText(M.requested)).toBeTruthy();
  });
});

/** The texts an input's aria-describedby points at (its error message among them). */
const describedBy = (input: HTMLElement): string[] =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '');

describe('Password reset: an empty request', () => {
  it('marks all three fields invalid, with nothing appearing while the pointer presses Send', async () => {
    const { user } = renderApp('/password-reset', { user: ANONYMOUS });
    await screen.findByRole('heading', { name: 'Reset your password' });
    const house = screen.getByRole('textbox', { name: /^House ID/ });
    await waitFor(() => expect(document.activeElement).toBe(house));
    // Pressing the button blurs the focused, empty House ID. A message shown then moves the button
    // from under the pointer, so in a browser the release misses it and the form is never sent.
    await user.pointer({ keys: '[MouseLeft>]', target: button('Send reset link') });
    expect(screen.queryByText(M.houseRequired)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: button('Send reset link') });
    const expected: [RegExp, string][] = [
      [/^House ID/, M.houseRequired],
      [/^Username/, M.userRequired],
      [/^Email/, M.emailRequired],
    ];
    for (const [label, message] of expected) {
      const input = screen.getByRole('textbox', { name: label });
      await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
      expect(describedBy(input)).toContain(message);
    }
  });

  it('flags a field the person emptied, without waiting for the submit', async () => {
    const { user } = renderApp('/password-reset', { user: ANONYMOUS });
    const userName = await screen.findByRole('textbox', { name: /^Username/ });
    await user.type(userName, 'x');
    expect(screen.queryByText(M.userRequired)).toBeNull();
    await user.clear(userName);
    expect(await screen.findByText(M.userRequired)).toBeTruthy();
    expect(screen.queryByText(M.houseRequired)).toBeNull();
  });
});

describe('Password reset: the new-password form', () => {
  it('meters strength, enables Reset from Fair, checks the match, and explains an expired link', async () => {
    const { user } = renderApp('/password-reset?jwt=not-a-real-token', { user: ANONYMOUS });
    const password = await screen.findByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);
    expect(button('Reset password').disabled).toBe(true);
    await user.type(password, 'password12');
    expect(screen.getByTestId('password-strength').textContent).toBe('Strength: Weak');
    expect(screen.getByText('This is a commonly used password.')).toBeTruthy();
    expect(button('Reset password').disabled).toBe(true);
    await user.clear(password);
    // Pasting is allowed (accessible authentication).
    await user.click(password);
    await user.paste('Quiet-Meadow-58!');
    expect(screen.getByTestId('password-strength').textContent).toMatch(/Strength: (Good|Excellent)/);
    expect(button('Reset password').disabled).toBe(false);
    await user.type(confirm, 'something-else');
    await user.click(button('Reset password'));
    expect(await screen.findByText(PASSWORD_MESSAGES.mustMatch)).toBeTruthy();
    await user.clear(confirm);
    await user.type(confirm, 'Quiet-Meadow-58!');
    await user.click(button('Reset password'));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(M.expiredLink));
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeTruthy();
  });
});
