import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVOICE_TEMPLATE_MESSAGES as M } from '@ah/schema';
import { createContractChecker } from '../../test/support/contractChecker.js';
import {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  OTHER_HOUSE_REF,
  startUpstream,
  type StartedUpstream,
} from '../testing.js';

/**
 * The template editor's REST calls (invoicing §7): GET and POST /invoiceGroupSettings on the real
 * upstream (in-memory PGlite, demo seed). Every response is checked against openapi/house.yaml and
 * every declared status of the `invoiceTemplates` operations is provoked.
 */
const contract = createContractChecker(new URL('../../openapi/house.yaml', import.meta.url), {
  tags: ['invoiceTemplates'],
});

interface Charge {
  taxType?: string;
  feeType?: string;
  [key: string]: unknown;
}
interface GroupSettings {
  groupSettingsID: number;
  groupName: string;
  payrixTemplate: boolean;
  houseAddressID: number | null;
  taxSettings: Charge[];
  feeSettings: Charge[];
  messages: { header: string; detail: string; sequence: number }[];
  payPal: boolean;
  payPalEmail: string;
  additionalChargesPerLot: boolean;
}

const tax = (over: Record<string, unknown> = {}) => ({
  taxType: 'NY Sales Tax',
  taxRate: '8.875',
  taxCountryID: 'US',
  taxStateID: 'NY',
  taxHammer: true,
  taxLiveFee: false,
  taxPremium: true,
  ...over,
});
const fee = (over: Record<string, unknown> = {}) => ({
  feeType: 'Handling',
  feeRate: '2.5',
  feeCountryID: 'ALL',
  feeStateID: null,
  feeHammer: true,
  feeLiveFee: true,
  feePremium: false,
  ...over,
});
const template = (over: Record<string, unknown> = {}) => ({
  groupName: 'Contract template',
  subject: 'Your invoice',
  fromName: 'Demo House',
  fromEmail: 'invoices@demo.example.com',
  bccEmail: '',
  houseAddressID: null,
  payPal: false,
  payPalEmail: '',
  additionalChargesPerInvoice: true,
  additionalChargesPerLot: false,
  taxSettings: [tax()],
  feeSettings: [fee()],
  messages: [
    { header: 'Payment Option(s)', detail: 'Cards', sequence: 1 },
    { header: 'Shipping Notes', detail: 'Ships in 10 days', sequence: 2 },
  ],
  ...over,
});

describe('invoice templates: GET/POST /invoiceGroupSettings', () => {
  let upstream: StartedUpstream;
  let url: string;
  const as = { staff: '', other: '' };
  const demo = (path: string) => `/app/house/${DEMO_HOUSE_REF}${path}`;
  const own = (path: string) => `/app/house/${OTHER_HOUSE_REF}${path}`;
  const get = async (path: string, cookie = as.staff) =>
    contract.check('get', await request(url).get(path).set('Cookie', cookie));
  const post = async (path: string, body: unknown, cookie = as.staff) =>
    contract.check(
      'post',
      await request(url)
        .post(path)
        .set('Cookie', cookie)
        .send(body as object),
    );
  const settings = async (id: number, house = demo, cookie = as.staff) =>
    (await get(house(`/invoiceGroupSettings?groupSettingsID=${id}`), cookie)).body
      .groupSettings as GroupSettings;
  const templateIdNamed = async (name: string, house = demo, cookie = as.staff) => {
    const list = (await request(url).get(house('/invoiceSettings')).set('Cookie', cookie)).body.data
      .invoiceSettings as { id: number; name: string; payrixTemplate: boolean }[];
    const found = list.find((t) => t.name === name);
    if (!found) throw new Error(`no template ${name}`);
    return found.id;
  };
  const refusal = async (body: unknown) => {
    const res = await post(demo('/invoiceGroupSettings'), body);
    return { status: res.status, ...(res.body.error as { code: string; message: string; field?: string }) };
  };

  beforeAll(async () => {
    upstream = await startUpstream();
    url = upstream.url;
    for (const [who, login] of [
      ['staff', DEMO_LOGINS.staff],
      ['other', DEMO_LOGINS.otherStaff],
    ] as const)
      as[who] =
        String((await request(url).post('/app/login').send(login)).headers['set-cookie']).split(';')[0] ?? '';
  });
  afterAll(() => upstream?.close());

  it('reads a seeded template with its taxes, fees, type checkboxes and messages in order', async () => {
    const id = await templateIdNamed('Standard Invoice');
    const s = await settings(id);
    expect(s).toMatchObject({ groupSettingsID: id, groupName: 'Standard Invoice', payrixTemplate: true });
    expect(s.taxSettings[0]).toEqual({
      taxType: 'NY Sales Tax',
      taxRate: '8.875',
      taxCountryID: 'US',
      taxStateID: 'NY',
      taxHammer: true,
      taxLiveFee: true,
      taxPremium: true,
      formattedTaxRate: '8.875%',
    });
    expect(s.feeSettings).toEqual([
      expect.objectContaining({
        feeType: 'Handling Fee',
        feeRate: '1',
        formattedFeeRate: '1.000%',
        feeCountryID: 'ALL',
      }),
    ]);
    expect(s.messages.map((m) => [m.sequence, m.header])).toEqual([
      [1, 'Payment Option(s)'],
      [2, 'Shipping Notes'],
      [3, 'Pickup Hours'],
    ]);
  });

  it('refuses a bad id (400), an unknown or foreign template (404), no session (401), another house (403)', async () => {
    const id = await templateIdNamed('Standard Invoice');
    expect((await get(demo('/invoiceGroupSettings?groupSettingsID=abc'))).status).toBe(400);
    expect((await get(demo('/invoiceGroupSettings?groupSettingsID=999999'))).status).toBe(404);
    const foreign = await templateIdNamed('Pacific Invoice', own, as.other);
    expect((await get(demo(`/invoiceGroupSettings?groupSettingsID=${foreign}`))).status).toBe(404);
    expect((await get(demo(`/invoiceGroupSettings?groupSettingsID=${id}`), '')).status).toBe(401);
    expect((await get(demo(`/invoiceGroupSettings?groupSettingsID=${id}`), as.other)).status).toBe(403);
    expect((await post(demo('/invoiceGroupSettings'), template(), '')).status).toBe(401);
    expect((await post(demo('/invoiceGroupSettings'), template(), as.other)).status).toBe(403);
  });

  it('creates a template that invoice creation lists, as a processor template under processor type p', async () => {
    const address = (
      (await request(url).get('/app/house/address').set('Cookie', as.staff)).body.houseAddresses as {
        addressID: number;
      }[]
    )[1]!.addressID;
    const res = await post(
      demo('/invoiceGroupSettings'),
      template({
        groupName: '  Created by contract  ',
        houseAddressID: address,
        payPal: true,
        payPalEmail: 'pay@demo.example.com',
        messages: [
          { header: 'Payment Option(s)', detail: 'Cards', sequence: 1 },
          { header: '  ', detail: 'dropped: empty header', sequence: 7 },
          { header: 'Shipping Notes', detail: '', sequence: 5 },
          { header: 'Returns', detail: 'None', sequence: 3 },
        ],
      }),
    );
    expect(res.status).toBe(200);
    const id = res.body.groupSettingsID as number;
    expect(await templateIdNamed('Created by contract')).toBe(id);
    const s = await settings(id);
    expect(s).toMatchObject({
      groupName: 'Created by contract',
      payrixTemplate: true,
      houseAddressID: address,
      payPal: true,
      payPalEmail: 'pay@demo.example.com',
      additionalChargesPerLot: false,
    });
    expect(s.messages).toEqual([
      { header: 'Payment Option(s)', detail: 'Cards', sequence: 1 },
      { header: 'Returns', detail: 'None', sequence: 3 },
      { header: 'Shipping Notes', detail: '', sequence: 5 },
    ]);
    expect(s.taxSettings.map((t) => t.taxType)).toEqual(['NY Sales Tax']);
    expect(s.feeSettings[0]).toMatchObject({
      feeRate: '2.5',
      feeLiveFee: true,
      feePremium: false,
      feeStateID: null,
    });
  });

  it('changes a template in place: settings, taxes, fees and messages replaced', async () => {
    const id = (await post(demo('/invoiceGroupSettings'), template({ groupName: 'To change' }))).body
      .groupSettingsID as number;
    const res = await post(
      demo('/invoiceGroupSettings'),
      template({
        groupSettingsID: id,
        groupName: 'Changed',
        taxSettings: [
          tax({ taxType: 'HST', taxRate: 13, taxCountryID: 'CA', taxStateID: 'ON' }),
          tax({ taxStateID: 'NJ' }),
        ],
        feeSettings: [],
        messages: [
          { header: 'Payment Option(s)', detail: '', sequence: 1 },
          { header: 'Shipping Notes', detail: 'Now', sequence: 2 },
        ],
      }),
    );
    expect(res.body).toEqual({ groupSettingsID: id });
    const s = await settings(id);
    expect(s.groupName).toBe('Changed');
    expect(s.taxSettings.map((t) => [t.taxType, t.taxStateID, t.formattedTaxRate])).toEqual([
      ['HST', 'ON', '13.000%'],
      ['NY Sales Tax', 'NJ', '8.875%'],
    ]);
    expect(s.feeSettings).toEqual([]);
    expect(s.messages.map((m) => m.detail)).toEqual(['', 'Now']);
  });

  it('refuses broken rules with the editor messages, naming the body field', async () => {
    expect(await refusal(template({ feeSettings: [fee({ feeType: 'Sales Tax' })] }))).toMatchObject({
      status: 400,
      code: 'TEMPLATE_INVALID',
      message: M.taxInFeeName,
      field: 'feeSettings.0.feeType',
    });
    expect(await refusal(template({ taxSettings: [tax(), tax({ taxStateID: null })] }))).toMatchObject({
      message: 'State is required.',
      field: 'taxSettings.1.taxStateID',
    });
    expect(await refusal(template({ taxSettings: [tax({ taxRate: '1.2345' })] }))).toMatchObject({
      message: 'Please enter a valid tax rate %.',
      field: 'taxSettings.0.taxRate',
    });
    expect(
      await refusal(
        template({ feeSettings: [fee({ feeHammer: false, feeLiveFee: false, feePremium: false })] }),
      ),
    ).toMatchObject({ message: M.feeTypeRequired, field: 'feeSettings.0' });
    expect(
      await refusal(
        template({
          messages: [
            { header: 'Payment Option(s)', sequence: 1 },
            { header: 'Shipping Notes', sequence: 2 },
            { header: 'Extra', sequence: 2 },
          ],
        }),
      ),
    ).toMatchObject({ message: 'Sequence number must be unique', field: 'messages.1.sequence' });
    expect(
      await refusal(template({ messages: [{ header: 'Payment Option(s)', sequence: 1 }] })),
    ).toMatchObject({
      message: M.requiredMessagesMissing,
      field: 'messages',
    });
    expect(await refusal(template({ groupName: '', subject: 'x'.repeat(73) }))).toMatchObject({
      message: 'Invoice template name is required',
      field: 'groupName',
    });
  });

  it('refuses unknown fields, wrong types, unknown countries and states, and foreign references', async () => {
    expect(await refusal(template({ extra: 1 }))).toMatchObject({ code: 'INVALID_BODY', field: 'extra' });
    expect(await refusal(template({ taxSettings: [tax({ taxHammer: 'yes' })] }))).toMatchObject({
      code: 'INVALID_BODY',
      field: 'taxSettings.0.taxHammer',
    });
    expect(await refusal(template({ taxSettings: [{ ...tax(), taxColour: 'red' }] }))).toMatchObject({
      field: 'taxSettings.0.taxColour',
    });
    expect(await refusal(template({ taxSettings: [tax({ taxCountryID: 'ZZ' })] }))).toMatchObject({
      code: 'INVALID_COUNTRY',
      field: 'taxSettings.0.taxCountryID',
    });
    expect(await refusal(template({ taxSettings: [tax({ taxStateID: 'ZZ' })] }))).toMatchObject({
      code: 'INVALID_STATE',
      field: 'taxSettings.0.taxStateID',
    });
    const foreignAddress = (
      (await request(url).get('/app/house/address').set('Cookie', as.other)).body.houseAddresses as {
        addressID: number;
      }[]
    )[0]!.addressID;
    expect(await refusal(template({ houseAddressID: foreignAddress }))).toMatchObject({
      code: 'ADDRESS_NOT_FOUND',
      field: 'houseAddressID',
    });
    expect(await refusal(template({ groupSettingsID: 999_999 }))).toMatchObject({
      status: 404,
      code: 'GROUP_SETTINGS_NOT_FOUND',
    });
    expect(
      await refusal(template({ additionalChargesPerInvoice: false, additionalChargesPerLot: true })),
    ).toMatchObject({ code: 'PER_LOT_NOT_AVAILABLE', message: M.perLotNotAvailable });
  });

  it('keeps a template that is no longer active read-only under processor type p, and not elsewhere', async () => {
    const old = await templateIdNamed('Check & Wire Payments');
    expect((await settings(old)).payrixTemplate).toBe(false);
    expect(await refusal(template({ groupSettingsID: old }))).toMatchObject({
      status: 400,
      code: 'TEMPLATE_NOT_ACTIVE',
      message: M.notActive,
    });
    expect((await settings(old)).groupName).toBe('Check & Wire Payments');

    // The other house uses processor type s: its non-processor template stays editable, per lot allowed.
    const pacific = await templateIdNamed('Pacific Invoice', own, as.other);
    const res = await post(
      own('/invoiceGroupSettings'),
      template({
        groupSettingsID: pacific,
        groupName: 'Pacific Invoice',
        additionalChargesPerInvoice: false,
        additionalChargesPerLot: true,
      }),
      as.other,
    );
    expect(res.status).toBe(200);
    expect(await settings(pacific, own, as.other)).toMatchObject({
      additionalChargesPerLot: true,
      payrixTemplate: false,
    });
  });

  it('leaves a POST that names the template in the query to fixed-price step 1', async () => {
    const id = (await post(demo('/invoiceGroupSettings'), template({ groupName: 'Partial save' }))).body
      .groupSettingsID as number;
    const res = await post(demo(`/invoiceGroupSettings?groupSettingsID=${id}`), {
      subject: 'Step one subject',
      fromName: 'Demo',
      fromEmail: 'step@demo.example.com',
    });
    expect(res.body).toEqual({ success: true });
    const s = await settings(id);
    expect(s.messages.map((m) => m.header)).toEqual(['Payment Option(s)', 'Shipping Notes']);
    expect(s.feeSettings).toHaveLength(1);
  });

  it('runs concurrent saves of one template one after the other', async () => {
    const id = (await post(demo('/invoiceGroupSettings'), template({ groupName: 'Raced' }))).body
      .groupSettingsID as number;
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        post(demo('/invoiceGroupSettings'), template({ groupSettingsID: id, groupName: `Raced ${i}` })),
      ),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const s = await settings(id);
    expect(s.messages).toHaveLength(2);
    expect(s.taxSettings).toHaveLength(1);
  });

  it('exercised every invoiceTemplates operation and status', () => {
    expect(contract.gaps()).toEqual({ operations: [], responses: [] });
  });
});
