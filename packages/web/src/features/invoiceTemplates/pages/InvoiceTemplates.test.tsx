import { INVOICE_TEMPLATE_MESSAGES as M } from '@ah/schema';
import type { ApolloClient } from '@apollo/client';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { InvoiceTemplateEditorDocument, type InvoiceTemplateEditorQuery } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { fieldInput } from '../../../test/fieldQueries';
import { createTestClient, renderApp } from '../../../test/renderApp';

/**
 * The invoice template editor against the REAL stack: the form rules of invoicing §5, save and
 * redirect. Long forms under a shared CI machine: 90 s per test, like the other long screens.
 */

let probe: ApolloClient;
const editorQuery = toDocument(InvoiceTemplateEditorDocument);

async function read(templateId: string | null): Promise<InvoiceTemplateEditorQuery> {
  const { data } = await probe.query({
    query: editorQuery,
    variables: { templateId },
    fetchPolicy: 'network-only',
  });
  if (!data) throw new Error('The stack returned nothing');
  return data;
}
async function templateId(name: string): Promise<string> {
  const found = (await read(null)).invoiceTemplates?.find((t) => t.name === name);
  if (!found) throw new Error(`no template ${name}`);
  return found.id;
}

type User = ReturnType<typeof renderApp>['user'];

/** Replaces a field's text in one input event (typing key by key is slow under a loaded CI). */
async function fill(user: User, input: HTMLElement, text: string) {
  await user.clear(input);
  await user.click(input);
  await user.paste(text);
}

async function choose(user: User, input: HTMLElement, option: string) {
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

async function openCreate() {
  const view = renderApp('/invoices/InvoiceTemplates');
  const form = await screen.findByRole('form', { name: 'New invoice template' });
  return {
    ...view,
    form,
    save: within(form).getByRole('button', { name: 'Save Template' }) as HTMLButtonElement,
  };
}

async function fillSettings(user: User, form: HTMLElement, name: string) {
  await fill(user, fieldInput(form, 'Invoice template name'), name);
  await fill(user, fieldInput(form, 'Email Subject'), 'Your invoice');
  await fill(user, fieldInput(form, 'Reply to Name'), 'Demo House');
  await fill(user, fieldInput(form, 'Reply to Email'), 'invoices@demo.example.com');
}

beforeAll(() => {
  probe = createTestClient('staff');
});

describe('Invoice templates: view mode', () => {
  it('shows a template with its taxes, fees and messages; the required messages cannot be deleted', async () => {
    const id = await templateId('Standard Invoice');
    renderApp(`/invoices/InvoiceTemplates/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Standard Invoice' })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Invoice template' });
    expect(fieldInput(form, 'Invoice template name').value).toBe('Standard Invoice');
    const taxes = within(form).getByRole('table', { name: 'Taxes' });
    expect((within(taxes).getByLabelText('Tax 1 charge type') as HTMLInputElement).value).toBe(
      'NY Sales Tax',
    );
    expect((within(taxes).getByLabelText('Tax 1 rate %') as HTMLInputElement).value).toBe('8.875');
    expect((within(taxes).getByLabelText('Tax 1 Hammer') as HTMLInputElement).checked).toBe(true);
    const fees = within(form).getByRole('table', { name: 'Fees' });
    expect((within(fees).getByLabelText('Fee 1 charge type') as HTMLInputElement).value).toBe('Handling Fee');
    const messages = within(form).getByRole('table', { name: 'Messages' });
    const first = within(messages).getByLabelText('Message 1 sequence') as HTMLInputElement;
    expect([first.value, first.readOnly]).toEqual(['1', true]);
    for (const header of ['Payment Option(s)', 'Shipping Notes'])
      expect(
        (
          within(messages).getByRole('button', {
            name: `Delete ${header} (cannot be deleted)`,
          }) as HTMLButtonElement
        ).disabled,
      ).toBe(true);
    expect(within(messages).getByRole('button', { name: 'Delete Message 3' })).toBeTruthy();
    // The picker names the template on screen.
    expect((screen.getByLabelText('Invoice template', { selector: 'input' }) as HTMLInputElement).value).toBe(
      'Standard Invoice',
    );
  });

  it('shows the no-longer-active template under processor type p read-only, without Save', async () => {
    const id = await templateId('Check & Wire Payments');
    renderApp(`/invoices/InvoiceTemplates/${id}`);
    expect(await screen.findByText('This template is no longer active')).toBeTruthy();
    expect(screen.getByText('No longer active')).toBeTruthy();
    const form = screen.getByRole('form', { name: 'Invoice template' });
    expect(fieldInput(form, 'Invoice template name').readOnly).toBe(true);
    expect(within(form).queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Add Tax' })).toBeNull();
  });

  it('says so when the template does not exist', async () => {
    renderApp('/invoices/InvoiceTemplates/999999');
    expect(await screen.findByText(M.notFound)).toBeTruthy();
  });
});

describe('Invoice templates: the form rules', () => {
  it('shows every missing field and the generic message when Save is pressed on an empty form', async () => {
    const { user, form, save } = await openCreate();
    expect(screen.getByRole('heading', { level: 1, name: 'Create New Invoice Template' })).toBeTruthy();
    await user.click(save);
    expect(await screen.findByText(M.correctErrors)).toBeTruthy();
    for (const text of [
      'Invoice template name is required',
      'Email Subject is required',
      'Reply to Name is required',
      'Reply to Email is required',
    ])
      expect(within(form).getByText(text)).toBeTruthy();
    await fill(user, fieldInput(form, 'Reply to Email'), 'nope');
    expect(within(form).getByText('Valid Email is required')).toBeTruthy();
  });

  it('refuses the word tax in a fee name at once and keeps Save disabled until it is gone', async () => {
    const { user, form, save } = await openCreate();
    await user.click(within(form).getByRole('button', { name: 'Add Fee' }));
    const name = within(form).getByLabelText('Fee 1 charge type');
    await fill(user, name, 'Sales Tax');
    expect(within(form).getAllByText(M.taxInFeeName).length).toBeGreaterThan(0);
    expect(save.disabled).toBe(true);
    await fill(user, name, 'Handling');
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(within(form).queryByText(M.taxInFeeName)).toBeNull();
    // The word tax, not its letters: "Taxidermy" is another word (invoicing §5).
    await fill(user, name, 'Taxidermy handling');
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(within(form).queryByText(M.taxInFeeName)).toBeNull();
  });

  it('checks tax rows: three-decimal rate, country, the state for US and a type checkbox', async () => {
    const { user, form, save } = await openCreate();
    await user.click(within(form).getByRole('button', { name: 'Add Tax' }));
    await fill(user, within(form).getByLabelText('Tax 1 charge type'), 'Sales tax');
    await fill(user, within(form).getByLabelText('Tax 1 rate %'), '8.8755');
    await user.click(save);
    expect(await within(form).findByText('Please enter a valid tax rate %.')).toBeTruthy();
    expect(within(form).getByText('Country is required.')).toBeTruthy();
    expect(within(form).getByText(M.taxTypeRequired)).toBeTruthy();

    await choose(user, within(form).getByLabelText('Tax 1 country', { selector: 'input' }), 'United States');
    expect(await within(form).findByText('State is required.')).toBeTruthy();
    await choose(user, within(form).getByLabelText('Tax 1 state', { selector: 'input' }), 'New York');
    await fill(user, within(form).getByLabelText('Tax 1 rate %'), '8.875');
    await user.click(within(form).getByLabelText('Tax 1 BP'));
    await waitFor(() => expect(within(form).queryByText('State is required.')).toBeNull());
    expect(within(form).queryByText('Please enter a valid tax rate %.')).toBeNull();
    expect(within(form).queryByText(M.taxTypeRequired)).toBeNull();
  });

  it('wants unique message sequences and keeps the first row at 1', async () => {
    const { user, form, save } = await openCreate();
    const messages = within(form).getByRole('table', { name: 'Messages' });
    expect((within(messages).getByLabelText('Message 1 sequence') as HTMLInputElement).readOnly).toBe(true);
    await user.click(within(form).getByRole('button', { name: 'Add Message' }));
    expect((within(messages).getByLabelText('Message 3 sequence') as HTMLInputElement).value).toBe('3');
    await fill(user, within(messages).getByLabelText('Message 3 header'), 'Pickup');
    const third = within(messages).getByLabelText('Message 3 sequence');
    await fill(user, third, '2');
    await user.click(save);
    expect((await within(messages).findAllByText('Sequence number must be unique')).length).toBe(2);
    await user.click(within(messages).getByRole('button', { name: 'Delete Message 3' }));
    expect(within(messages).queryByText('Sequence number must be unique')).toBeNull();
  });
});

describe('Invoice templates: saving', () => {
  it('creates a template, drops empty-header messages, says "Your changes have been saved." and redirects to it', async () => {
    const name = `Web template ${Date.now().toString(36)}`;
    const { user, form, save, router } = await openCreate();
    await fillSettings(user, form, name);
    await user.click(within(form).getByRole('button', { name: 'Add Tax' }));
    await fill(user, within(form).getByLabelText('Tax 1 charge type'), 'GST');
    await fill(user, within(form).getByLabelText('Tax 1 rate %'), '5');
    await choose(user, within(form).getByLabelText('Tax 1 country', { selector: 'input' }), 'Canada');
    await user.click(within(form).getByLabelText('Tax 1 Hammer'));
    await user.click(within(form).getByRole('button', { name: 'Add Message' }));
    await fill(user, within(form).getByLabelText('Shipping Notes message'), 'Ships weekly');
    await user.click(save);

    expect(await screen.findByText('Your changes have been saved.')).toBeTruthy();
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/invoices\/InvoiceTemplates\/\d+$/),
    );
    const id = router.state.location.pathname.split('/').pop()!;
    expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
    const stored = (await read(id)).invoiceTemplateEditor?.template;
    expect(stored).toMatchObject({ name, payrixTemplate: true, active: true });
    expect(stored?.taxes).toEqual([
      expect.objectContaining({ name: 'GST', rate: '5', countryCode: 'CA', stateCode: null, hammer: true }),
    ]);
    expect(stored?.messages.map((m) => [m.sequence, m.header, m.detail])).toEqual([
      [1, 'Payment Option(s)', ''],
      [2, 'Shipping Notes', 'Ships weekly'],
    ]);
  });

  it('changes an existing template and stays on it with the saved message', async () => {
    const created = `Web change ${Date.now().toString(36)}`;
    const { user, form, save, router } = await openCreate();
    await fillSettings(user, form, created);
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/\/\d+$/));
    const id = router.state.location.pathname.split('/').pop()!;
    const viewForm = await screen.findByRole('form', { name: 'Invoice template' });
    const subject = fieldInput(viewForm, 'Email Subject');
    await fill(user, subject, 'A new subject');
    await user.click(within(viewForm).getByRole('button', { name: 'Save Changes' }));
    await waitFor(async () =>
      expect((await read(id)).invoiceTemplateEditor?.template?.subject).toBe('A new subject'),
    );
    expect(router.state.location.pathname).toBe(`/invoices/InvoiceTemplates/${id}`);
    expect(screen.getByText('Your changes have been saved.')).toBeTruthy();
  });
});
