import { INVOICE_TEMPLATE_MESSAGES as M } from '@ah/schema';
import { createTestDatabase, type TestDatabase } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import type { UpstreamCallsEvent } from '../src/rest/callLog.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * The invoice template editor through the gateway over HTTP, against the real upstream (in-memory
 * PGlite, or a fresh database of the local PostgreSQL): view and create mode, the read-only template under processor type p, every
 * rule of invoicing §5 refused before the upstream is called (with the input path and the spec's
 * text), saving with 'Your changes have been saved.', and the saved template read back.
 */

const PASSWORD = 'demo-password';
const TEMPLATE = `id name subject fromName fromEmail bccEmail addressId payPal payPalEmail chargeApplication payrixTemplate
  active invoiceGroupId taxes { name rate formattedRate countryCode stateCode hammer liveFee buyersPremium }
  fees { name rate formattedRate countryCode stateCode hammer liveFee buyersPremium }
  messages { header detail sequence required }`;
const EDITOR = `query Editor($id: ID) {
  invoiceTemplates { id name payrixTemplate active }
  invoiceTemplateEditor(templateId: $id) {
    mode readOnly chargeApplicationChoice template { ${TEMPLATE} }
    addresses { id name label primary }
    countries { code name hasStates stateRequired states { code name } }
  }
}`;
const SAVE = `mutation Save($input: InvoiceTemplateInput!) {
  saveInvoiceTemplate(input: $input) { created message template { ${TEMPLATE} } }
}`;

interface Charge {
  name: string;
  rate: string;
  formattedRate?: string;
  countryCode: string;
  stateCode: string | null;
  hammer: boolean;
  liveFee: boolean;
  buyersPremium: boolean;
}
interface Template {
  id: string;
  name: string;
  subject: string;
  addressId: string | null;
  payPal: boolean;
  payPalEmail: string;
  chargeApplication: 'PER_INVOICE' | 'PER_LOT';
  payrixTemplate: boolean;
  active: boolean;
  taxes: Charge[];
  fees: Charge[];
  messages: { header: string; detail: string; sequence: number; required: boolean }[];
}
interface EditorData {
  invoiceTemplates: { id: string; name: string; payrixTemplate: boolean; active: boolean | null }[];
  invoiceTemplateEditor: {
    mode: 'VIEW' | 'CREATE';
    readOnly: boolean;
    chargeApplicationChoice: boolean;
    template: Template | null;
    addresses: { id: string; name: string; label: string; primary: boolean }[];
    countries: {
      code: string;
      name: string;
      hasStates: boolean;
      stateRequired: boolean;
      states: { code: string }[];
    }[];
  } | null;
}

const tax: Charge = {
  name: 'NY Sales Tax',
  rate: '8.875',
  countryCode: 'US',
  stateCode: 'NY',
  hammer: true,
  liveFee: false,
  buyersPremium: true,
};
const fee: Charge = { ...tax, name: 'Handling', rate: '2.5', countryCode: 'ALL', stateCode: null };
const messages = [
  { header: 'Payment Option(s)', detail: 'Cards and wire', sequence: 1 },
  { header: 'Shipping Notes', detail: 'Ships in 10 days', sequence: 2 },
];
const input = (over: Record<string, unknown> = {}) => ({
  name: 'Gateway template',
  subject: 'Your invoice',
  fromName: 'Demo House',
  fromEmail: 'invoices@demo.example.com',
  bccEmail: '',
  taxes: [tax],
  fees: [fee],
  messages,
  ...over,
});

export function defineInvoiceTemplatesSuite(backend: { name: string; postgres: boolean }): void {
  describe(`invoice template editor through the gateway (${backend.name})`, () => {
    let stack: Stack;
    let database: TestDatabase | null = null;
    let url: string;
    const events: UpstreamCallsEvent[] = [];
    const as: Record<'staff' | 'clerk' | 'other', Caller> = { staff: {}, clerk: {}, other: {} };
    const editor = async (id: string | null, who: Caller = as.staff) =>
      dataOf<EditorData>(await gql(url, EDITOR, { id }, who));
    const save = (variables: Record<string, unknown>, who: Caller = as.staff) =>
      gql(url, SAVE, { input: variables }, who);
    const saved = async (variables: Record<string, unknown>, who: Caller = as.staff) =>
      dataOf<{ saveInvoiceTemplate: { created: boolean; message: string; template: Template } }>(
        await save(variables, who),
      ).saveInvoiceTemplate;
    const templateNamed = async (name: string, who: Caller = as.staff) => {
      const found = (await editor(null, who)).invoiceTemplates.find((t) => t.name === name);
      if (!found) throw new Error(`no template ${name}`);
      return found;
    };
    const saveCalls = () =>
      events
        .flatMap((e) => e.calls)
        .filter((c) => c.method === 'POST' && c.path.includes('/invoiceGroupSettings')).length;

    beforeAll(async () => {
      if (backend.postgres) database = await createTestDatabase();
      stack = await startStack({
        ...(database ? { databaseUrl: database.url } : {}),
        gateway: { onUpstreamCalls: (event) => events.push(event) },
      });
      url = stack.gatewayUrl;
      as.staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
      as.clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
      as.other = { cookie: await stack.login('other', 'staff', PASSWORD) };
    });
    afterAll(async () => {
      await stack?.close();
      await database?.drop();
    });

    describe('reading', () => {
      it('shows a template in view mode with taxes, fees, checkboxes and messages, in one request', async () => {
        const standard = await templateNamed('Standard Invoice');
        events.length = 0;
        const data = await editor(standard.id);
        const e = data.invoiceTemplateEditor!;
        expect(e).toMatchObject({ mode: 'VIEW', readOnly: false, chargeApplicationChoice: false });
        expect(e.template).toMatchObject({
          id: standard.id,
          name: 'Standard Invoice',
          payrixTemplate: true,
          active: true,
        });
        expect(e.template!.taxes[0]).toEqual({
          name: 'NY Sales Tax',
          rate: '8.875',
          formattedRate: '8.875%',
          countryCode: 'US',
          stateCode: 'NY',
          hammer: true,
          liveFee: true,
          buyersPremium: true,
        });
        expect(e.template!.fees.map((f) => f.name)).toEqual(['Handling Fee']);
        expect(e.template!.messages.map((m) => [m.sequence, m.header, m.required])).toEqual([
          [1, 'Payment Option(s)', true],
          [2, 'Shipping Notes', true],
          [3, 'Pickup Hours', false],
        ]);
        expect(events).toHaveLength(1);
      });

      it('offers the house addresses and the charge countries (All Countries first, GB under p, US states required)', async () => {
        const e = (await editor(null)).invoiceTemplateEditor!;
        expect(e).toMatchObject({ mode: 'CREATE', template: null, readOnly: false });
        expect(e.addresses[0]).toMatchObject({ name: 'Main Gallery', primary: true });
        expect(e.addresses[0]!.label).toContain('120 Madison Avenue, New York, NY 10016');
        expect(e.countries.slice(0, 5).map((c) => c.code)).toEqual(['ALL', 'GB', 'US', 'CA', 'AU']);
        const us = e.countries.find((c) => c.code === 'US')!;
        expect(us).toMatchObject({ hasStates: true, stateRequired: true });
        expect(us.states.map((s) => s.code)).toContain('NY');
        expect(e.countries.find((c) => c.code === 'CA')).toMatchObject({
          hasStates: true,
          stateRequired: false,
        });
        expect(e.countries.find((c) => c.code === 'FR')).toMatchObject({ hasStates: false, states: [] });
        // Processor type s: the United Kingdom stays UK and charges may apply per lot.
        const other = (await editor(null, as.other)).invoiceTemplateEditor!;
        expect(other.chargeApplicationChoice).toBe(true);
        expect(other.countries[1]!.code).toBe('UK');
      });

      it('shows the non-processor template under p as no longer active and read-only', async () => {
        const old = await templateNamed('Check & Wire Payments');
        expect(old).toMatchObject({ payrixTemplate: false, active: false });
        const e = (await editor(old.id)).invoiceTemplateEditor!;
        expect(e).toMatchObject({ mode: 'VIEW', readOnly: true, template: { active: false } });
        // Under processor type s the same kind of template is active.
        expect(await templateNamed('Pacific Invoice', as.other)).toMatchObject({
          payrixTemplate: false,
          active: true,
        });
      });

      it('answers NOT_FOUND for another house’s template or a bad id, and needs a signed-in caller', async () => {
        const pacific = await templateNamed('Pacific Invoice', as.other);
        for (const id of [pacific.id, 'abc', '999999']) {
          const res = await gql(url, EDITOR, { id }, as.staff);
          expect(firstError(res)).toMatchObject({ code: 'NOT_FOUND', message: M.notFound });
          expect(res.body.data?.['invoiceTemplateEditor']).toBeNull();
        }
        expect(firstError(await gql(url, EDITOR, { id: null })).code).toBe('UNAUTHENTICATED');
        expect(firstError(await save(input(), {})).code).toBe('UNAUTHENTICATED');
        // The clerk has the invoices flag only: enough for templates.
        expect((await editor(null, as.clerk)).invoiceTemplateEditor?.mode).toBe('CREATE');
      });
    });

    describe('every rule of invoicing §5, refused before the upstream is called', () => {
      const x = (n: number) => 'x'.repeat(n);
      const cases: [string, Record<string, unknown>, string, string][] = [
        ['name required', { name: ' ' }, 'name', 'Invoice template name is required'],
        ['name max 50', { name: x(51) }, 'name', M.nameTooLong],
        ['subject required', { subject: '' }, 'subject', 'Email Subject is required'],
        ['subject max 72', { subject: x(73) }, 'subject', M.subjectTooLong],
        ['reply-to name required', { fromName: '' }, 'fromName', 'Reply to Name is required'],
        ['reply-to email required', { fromEmail: '' }, 'fromEmail', 'Reply to Email is required'],
        ['reply-to email valid', { fromEmail: 'nope' }, 'fromEmail', 'Valid Email is required'],
        ['BCC valid when present', { bccEmail: 'a@b.co, nope' }, 'bccEmail', 'Valid Email is required'],
        ['BCC max 150', { bccEmail: `${x(140)}@example.com` }, 'bccEmail', M.bccTooLong],
        ['PayPal email', { payPal: true, payPalEmail: '' }, 'payPalEmail', M.payPalEmailRequired],
        [
          'tax charge type required',
          { taxes: [{ ...tax, name: '' }] },
          'taxes.0.name',
          'Charge type is required',
        ],
        ['tax charge type max 50', { taxes: [{ ...tax, name: x(51) }] }, 'taxes.0.name', M.chargeTypeTooLong],
        [
          'tax rate three decimals',
          { taxes: [{ ...tax, rate: '8.8755' }] },
          'taxes.0.rate',
          'Please enter a valid tax rate %.',
        ],
        [
          'tax rate not negative',
          { taxes: [{ ...tax, rate: '-1' }] },
          'taxes.0.rate',
          'Please enter a valid tax rate %.',
        ],
        [
          'tax country required',
          { taxes: [{ ...tax, countryCode: '' }] },
          'taxes.0.countryCode',
          'Country is required.',
        ],
        [
          'tax state required for US',
          { taxes: [tax, { ...tax, stateCode: null }] },
          'taxes.1.stateCode',
          'State is required.',
        ],
        [
          'tax type checkbox',
          { taxes: [{ ...tax, hammer: false, liveFee: false, buyersPremium: false }] },
          'taxes.0.appliesTo',
          'Tax Type is Required, Please select at least one Tax Type Check Box',
        ],
        ['fee rate', { fees: [{ ...fee, rate: 'abc' }] }, 'fees.0.rate', 'Please enter a valid fee rate %.'],
        [
          'fee state required for US',
          { fees: [{ ...fee, countryCode: 'US' }] },
          'fees.0.stateCode',
          'State is required.',
        ],
        [
          'fee type checkbox',
          { fees: [{ ...fee, hammer: false, liveFee: false, buyersPremium: false }] },
          'fees.0.appliesTo',
          'Fee Type is Required, Please select at least one Fee Type Check Box',
        ],
        [
          'no tax in a fee name',
          { fees: [{ ...fee, name: 'Processing Taxes' }] },
          'fees.0.name',
          'Taxes cannot be entered in the fees section, please use the taxes section above.',
        ],
        [
          'unique sequences',
          { messages: [...messages, { header: 'Pickup', detail: '', sequence: 2 }] },
          'messages.1.sequence',
          'Sequence number must be unique',
        ],
        [
          'first row fixed at 1',
          { messages: [{ ...messages[0], sequence: 3 }, messages[1]] },
          'messages.0.sequence',
          M.firstSequenceFixed,
        ],
        [
          'Payment Option(s) and Shipping Notes cannot be deleted',
          { messages: [messages[0], { header: 'Pickup', sequence: 2 }] },
          'messages',
          M.requiredMessagesMissing,
        ],
        ['per lot not under p', { chargeApplication: 'PER_LOT' }, 'chargeApplication', M.perLotNotAvailable],
      ];

      it.each(cases)('%s', async (_name, over, field, message) => {
        const before = saveCalls();
        const res = await save(input(over));
        expect(firstError(res)).toMatchObject({ code: 'BAD_USER_INPUT', field, message });
        expect(saveCalls()).toBe(before);
      });

      it('lists every broken rule at once, with field paths, in extensions.violations', async () => {
        const res = await save(
          input({
            name: '',
            fees: [{ ...fee, name: 'Tax' }],
            messages: [...messages, { header: 'A', sequence: 1 }],
          }),
        );
        expect(res.body.errors?.[0]?.extensions?.['violations']).toEqual([
          { field: 'name', message: 'Invoice template name is required' },
          { field: 'fees.0.name', message: M.taxInFeeName },
          { field: 'messages.0.sequence', message: 'Sequence number must be unique' },
          { field: 'messages.2.sequence', message: 'Sequence number must be unique' },
        ]);
      });

      it('refuses changing the template that is no longer active, which stays as it was', async () => {
        const old = await templateNamed('Check & Wire Payments');
        const before = saveCalls();
        expect(firstError(await save(input({ id: old.id, name: 'Changed' })))).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'id',
          message: M.notActive,
        });
        expect(saveCalls()).toBe(before);
        expect((await editor(old.id)).invoiceTemplateEditor?.template?.name).toBe('Check & Wire Payments');
      });
    });

    describe('saving', () => {
      it('creates a template with "Your changes have been saved.", dropping empty-header messages', async () => {
        const address = (await editor(null)).invoiceTemplateEditor!.addresses[1]!;
        const result = await saved(
          input({
            name: 'Created through GraphQL',
            addressId: address.id,
            payPal: true,
            payPalEmail: 'pay@demo.example.com',
            taxes: [tax, { ...tax, name: 'VAT', rate: '20', countryCode: 'GB', stateCode: null }],
            messages: [
              ...messages,
              { header: '', detail: 'dropped', sequence: 9 },
              { header: 'Pickup', sequence: 4 },
            ],
          }),
        );
        expect(result).toMatchObject({ created: true, message: 'Your changes have been saved.' });
        expect(result.template).toMatchObject({
          name: 'Created through GraphQL',
          addressId: address.id,
          payPal: true,
          payPalEmail: 'pay@demo.example.com',
          payrixTemplate: true,
          active: true,
          chargeApplication: 'PER_INVOICE',
        });
        expect(result.template.taxes.map((t) => [t.name, t.countryCode, t.formattedRate])).toEqual([
          ['NY Sales Tax', 'US', '8.875%'],
          ['VAT', 'GB', '20.000%'],
        ]);
        expect(result.template.messages.map((m) => [m.sequence, m.header])).toEqual([
          [1, 'Payment Option(s)'],
          [2, 'Shipping Notes'],
          [4, 'Pickup'],
        ]);
        // Stored as the upstream knows the country (UK); the list invoice creation uses has it.
        const row = await stack.upstream.db
          .selectFrom('invoice_setting_charges')
          .select('country')
          .where('settings_id', '=', Number(result.template.id))
          .where('name', '=', 'VAT')
          .executeTakeFirstOrThrow();
        expect(row.country).toBe('UK');
        expect((await templateNamed('Created through GraphQL')).id).toBe(result.template.id);
      });

      it('changes a template in place and can be used to create an invoice group', async () => {
        const created = await saved(input({ name: 'To be changed' }));
        const changed = await saved(
          input({
            id: created.template.id,
            name: 'Changed through GraphQL',
            fees: [],
            taxes: [{ ...tax, countryCode: 'CA', stateCode: '' }],
          }),
        );
        expect(changed).toMatchObject({
          created: false,
          template: { id: created.template.id, name: 'Changed through GraphQL' },
        });
        expect(changed.template.fees).toEqual([]);
        expect(changed.template.taxes[0]).toMatchObject({ countryCode: 'CA', stateCode: null });

        const groups = dataOf<{ uninvoicedSaleGroups: { items: { sessions: { ref: string }[] }[] } }>(
          await gql(url, '{ uninvoicedSaleGroups(page: 1) { items { sessions { ref } } } }', {}, as.staff),
        ).uninvoicedSaleGroups.items;
        const session = groups[0]!.sessions[0]!;
        const group = await gql(
          url,
          'mutation C($input: CreateInvoiceGroupInput!) { createInvoiceGroup(input: $input) { invoiceGroupId } }',
          {
            input: {
              name: 'With a new template',
              templateId: created.template.id,
              sessionRefs: [session.ref],
            },
          },
          as.staff,
        );
        expect(dataOf(group)).toMatchObject({ createInvoiceGroup: { invoiceGroupId: expect.any(String) } });
      });

      it('saves one template from several callers at once, one after the other', async () => {
        const created = await saved(input({ name: 'Raced' }));
        const results = await Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            save(
              input({
                id: created.template.id,
                name: `Raced ${i}`,
                messages: [...messages, { header: `Extra ${i}`, detail: '', sequence: 3 + i }],
              }),
            ),
          ),
        );
        for (const res of results) expect(res.body.errors).toBeUndefined();
        const final = (await editor(created.template.id)).invoiceTemplateEditor!.template!;
        // Exactly one caller's messages: the two required ones and that caller's extra.
        const winner = Number(final.name.replace('Raced ', ''));
        expect(final.messages.map((m) => [m.sequence, m.header])).toEqual([
          [1, 'Payment Option(s)'],
          [2, 'Shipping Notes'],
          [3 + winner, `Extra ${winner}`],
        ]);
      });

      it('maps the upstream’s own refusals to the input’s paths', async () => {
        expect(
          firstError(await save(input({ taxes: [{ ...tax, countryCode: 'ZZ', stateCode: null }] }))),
        ).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'taxes.0.countryCode',
        });
        const foreign = (await editor(null, as.other)).invoiceTemplateEditor!.addresses[0]!.id;
        expect(firstError(await save(input({ addressId: foreign })))).toMatchObject({
          code: 'BAD_USER_INPUT',
          field: 'addressId',
        });
        expect(firstError(await save(input({ id: '999999' })))).toMatchObject({ code: 'NOT_FOUND' });
      });

      it('lets a script with an API token save, and a house with processor s choose per lot', async () => {
        const bearer = await stack.createToken(as.staff.cookie!);
        expect((await saved(input({ name: 'From a script' }), { bearer })).created).toBe(true);
        const perLot = await saved(input({ name: 'Per lot', chargeApplication: 'PER_LOT' }), as.other);
        expect(perLot.template).toMatchObject({
          chargeApplication: 'PER_LOT',
          payrixTemplate: false,
          active: true,
        });
      });
    });
  });
}
