import { DEFAULT_FEEDBACK_MESSAGE_MAX, FEEDBACK_MESSAGES } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, waitForElementToBeRemoved } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { DefaultFeedbackPageDocument } from '../../../__generated__/graphql';
import { PERMISSION_DENIED_MESSAGE } from '../../../platform/access/PermissionDenied';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { createTestClient, renderApp } from '../../../test/renderApp';
import { messageLabel } from './DefaultFeedbackPage';

/** Customers → Feedback against the REAL stack; expectations read from the same gateway. */

const PATH = '/customers/feedback/default';
let probe: ApolloClient;

async function savedMessages(): Promise<string[]> {
  const { data } = await probe.query({
    query: toDocument(DefaultFeedbackPageDocument),
    fetchPolicy: 'network-only',
  });
  if (!data?.defaultFeedbackMessages) throw new Error('The stack returned no default feedback messages');
  return data.defaultFeedbackMessages.map((m) => m.message);
}

const textarea = (slot: number) =>
  screen.getByRole('textbox', { name: messageLabel(slot) }) as HTMLTextAreaElement;

beforeAll(() => {
  probe = createTestClient('staff');
});

describe('Default Feedback Messages', () => {
  it('shows the three saved messages in labelled textareas', async () => {
    const saved = await savedMessages();
    renderApp(PATH);
    await screen.findByRole('textbox', { name: messageLabel(1) });
    expect([1, 2, 3].map((slot) => textarea(slot).value)).toEqual(saved);
  });

  it('requires every message and saves nothing while one is blank', async () => {
    const before = await savedMessages();
    const { user } = renderApp(PATH);
    await user.clear(await screen.findByRole('textbox', { name: messageLabel(2) }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.required)).toBeTruthy();
    expect(await savedMessages()).toEqual(before);
  });

  it('saves the edited messages and confirms with a toast', async () => {
    const { user } = renderApp(PATH);
    const first = await screen.findByRole('textbox', { name: messageLabel(1) });
    await user.clear(first);
    await user.type(first, 'Paid within the hour. Thank you!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.saved)).toBeTruthy();
    await waitFor(async () => expect((await savedMessages())[0]).toBe('Paid within the hour. Thank you!'));
    // The toast closes by itself (sales §9: 3 s).
    await waitForElementToBeRemoved(() => screen.queryByText(FEEDBACK_MESSAGES.saved), { timeout: 10_000 });
  });

  it('stops a message at 255 characters, counts them, and saves the 255', async () => {
    const { user } = renderApp(PATH);
    await screen.findByRole('textbox', { name: messageLabel(1) });
    const first = textarea(1);
    await user.clear(first);
    await user.click(first);
    await user.paste('Thank you for a quick payment! '.repeat(10));
    expect(first.value).toHaveLength(DEFAULT_FEEDBACK_MESSAGE_MAX);
    expect(
      screen.getByText(`${DEFAULT_FEEDBACK_MESSAGE_MAX}/${DEFAULT_FEEDBACK_MESSAGE_MAX} characters`),
    ).toBeTruthy();
    await user.type(first, 'more');
    expect(first.value).toHaveLength(DEFAULT_FEEDBACK_MESSAGE_MAX);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(FEEDBACK_MESSAGES.saved)).toBeTruthy();
    await waitFor(async () => expect((await savedMessages())[0]).toBe(first.value.trim()));
  });

  it('shows an error banner when the messages cannot load, and a skeleton then the form on retry', async () => {
    let calls = 0;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const client = createTestClient('staff', {
      fetch: async (input, init) => {
        const body = typeof init?.body === 'string' ? init.body : '';
        if (!body.includes('"operationName":"DefaultFeedbackPage"')) return fetch(input, init);
        calls += 1;
        if (calls === 1) return new Response('unavailable', { status: 503 });
        // The retry waits until the test has seen the skeleton.
        await held;
        return fetch(input, init);
      },
    });
    const { user } = renderApp(PATH, { client });
    // The spec's text has two spaces, which findByText's normalizer would not match.
    await waitFor(() => expect(document.body.textContent).toContain(LOAD_FAILED_MESSAGE));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('status', { name: 'Loading your default feedback messages' }),
    ).toBeTruthy();
    release();
    expect(await screen.findByRole('textbox', { name: messageLabel(3) })).toBeTruthy();
    expect(document.body.textContent).not.toContain(LOAD_FAILED_MESSAGE);
  });

  it('is refused to a user without customer access', async () => {
    renderApp(PATH, { user: 'clerk' });
    expect(await screen.findByText(PERMISSION_DENIED_MESSAGE)).toBeTruthy();
  });
});
