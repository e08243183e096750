import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOUSE_REF, DEMO_LOGINS, OTHER_HOUSE_REF } from '../../src/seed/demoLogins.js';
import type { RunningUpstream } from '../../src/server.js';
import { getAs, postAs, signIn, type SignedIn } from './session.js';

export interface InvoicesSuiteTarget {
  upstream: RunningUpstream;
  cleanup?: () => Promise<void>;
}

interface LineJson {
  invoiceDetailID: number;
  lotID: number;
  paid: boolean;
  paidDate: string | null;
  paymentMethodID: number | null;
  shipped: boolean;
  shippedDate: string | null;
  suppress: boolean;
  totalAmount: string;
  totalAmountPaid: string;
  priceInfo: Record<string, string | boolean>;
  additionalPriceInfo: Record<string, unknown>;
}
interface InvoiceJson {
  invoiceID: number;
  memberID: number;
  channel: string;
  country: string;
  isPaid: boolean;
  allPaid: boolean;
  isPendingPayment: boolean;
  onlinePaymentStat: string | null;
  pickup: boolean;
  isShipped: boolean;
  invoiceTotal: string;
  invoicePaid: string;
  outStandingBalance: string;
  totalAdditionalCharges: string;
  invoiceSentDate: string | null;
  invoiceDetails: LineJson[];
}
interface DetailJson {
  invoiceGroupID: number;
  invoiceBidders: InvoiceJson[];
  totalAmount: string;
  totalPrice: Record<string, string>;
}
interface RowJson {
  invoiceID: number;
  paidStatus: string;
  shipStatus: string;
}

const cents = (money: string) => Math.round(Number(money) * 100);

/**
 * The invoice-editing state transitions of invoicing §4 as stored, on every storage backend: money in
 * integer cents, mark paid / not paid / shipped, hide/show out of totals, the pending, Floor, tax and
 * delivery-mode locks, additional charges, the message outbox and house isolation.
 */
export function defineInvoicesSuite(label: string, boot: () => Promise<InvoicesSuiteTarget>): void {
  describe(`invoices (${label})`, () => {
    let target: InvoicesSuiteTarget | undefined;
    let url: string;
    let staff: SignedIn;
    let other: SignedIn;
    let details: DetailJson[];
    const db = () => {
      if (!target) throw new Error('not booted');
      return target.upstream.database.db;
    };
    const house = (path: string) => `/app/house/${DEMO_HOUSE_REF}${path}`;
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) => {
      let req = postAs(url, staff, house(path), body);
      for (const [k, v] of Object.entries(headers)) req = req.set(k, v);
      return req;
    };
    const charges = (body: unknown) =>
      post('/additionalCharges', body, { Authorization: `${DEMO_HOUSE_REF}*` });
    const reload = async (groupId: number, invoiceId: number): Promise<InvoiceJson> => {
      const res = await post(`/invoiceGroup/${groupId}/groupDetailInfoByInvoice`, [invoiceId]);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data as DetailJson).invoiceBidders[0] as InvoiceJson;
    };
    const row = async (groupId: number, invoiceId: number): Promise<RowJson> => {
      const res = await getAs(url, staff, house(`/invoiceGroup/${groupId}/groupInfo/processCards`));
      return (res.body.data.invoiceGroupInfo.invoices as RowJson[]).find(
        (r) => r.invoiceID === invoiceId,
      ) as RowJson;
    };
    /** Each test takes invoices no other test touched. */
    const used = new Set<number>();
    const take = (test: (i: InvoiceJson) => boolean): { groupId: number; invoice: InvoiceJson } => {
      for (const d of details) {
        const invoice = d.invoiceBidders.find((i) => !used.has(i.invoiceID) && test(i));
        if (invoice) {
          used.add(invoice.invoiceID);
          return { groupId: d.invoiceGroupID, invoice };
        }
      }
      throw new Error('no invoice left in the seed for this test');
    };
    const open = (i: InvoiceJson) => !i.isPendingPayment && !i.allPaid && !i.isPaid;

    beforeAll(async () => {
      target = await boot();
      url = target.upstream.url;
      staff = await signIn(url, DEMO_LOGINS.staff);
      other = await signIn(url, DEMO_LOGINS.otherStaff);
      const groups = (await getAs(url, staff, house('/invoiceGroups?size=100&page=1'))).body.data
        .invoices as {
        invoiceGroupID: number;
        invoiceCreated: boolean;
      }[];
      details = [];
      for (const g of groups.filter((x) => x.invoiceCreated))
        details.push(
          (await getAs(url, staff, house(`/invoiceGroup/${g.invoiceGroupID}/groupDetailInfo`))).body.data,
        );
    });
    afterAll(async () => {
      await target?.upstream.close();
      await target?.cleanup?.();
    });

    it('stores charges as integer cents and keeps hidden lines out of the totals', async () => {
      const { groupId, invoice } = take(
        (i) => open(i) && i.channel !== 'Floor' && i.invoiceDetails.length >= 2,
      );
      const [first, second] = invoice.invoiceDetails as [LineJson, LineJson];
      const body = {
        invoiceID: invoice.invoiceID,
        lotID: first.lotID,
        additionalCharge: false,
        shipping: '25.10',
        insurance: '0.05',
        other: '-1.99',
      };
      expect((await charges(body)).status).toBe(200);
      const stored = await db()
        .selectFrom('invoice_lines')
        .select(['shipping', 'insurance', 'other'])
        .where('id', '=', first.invoiceDetailID)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ shipping: 2510, insurance: 5, other: -199 });
      const withCharges = await reload(groupId, invoice.invoiceID);
      expect(cents(withCharges.invoiceTotal) - cents(invoice.invoiceTotal)).toBe(
        2510 +
          5 -
          199 -
          (cents(String(first.priceInfo['shipping'])) +
            cents(String(first.priceInfo['insurance'])) +
            cents(String(first.priceInfo['other']))),
      );

      const before = (await post(`/invoiceGroup/${groupId}/groupDetailInfoByInvoice`, [invoice.invoiceID]))
        .body.data as DetailJson;
      const hide = {
        invoiceDetailPrice: [
          { invoiceID: invoice.invoiceID, invoiceDetailID: second.invoiceDetailID, suppress: true },
        ],
      };
      expect((await post(`/invoiceGroup/${groupId}/groupDetailInfo`, hide)).status).toBe(200);
      const after = (await post(`/invoiceGroup/${groupId}/groupDetailInfoByInvoice`, [invoice.invoiceID]))
        .body.data as DetailJson;
      expect(cents(before.totalAmount) - cents(after.totalAmount)).toBe(cents(second.totalAmount));
      expect(cents(before.totalPrice['hammer'] ?? '0') - cents(after.totalPrice['hammer'] ?? '0')).toBe(
        cents(String(second.priceInfo['hammer'])),
      );
      const show = { invoiceDetailPrice: [{ ...hide.invoiceDetailPrice[0], suppress: false }] };
      expect((await post(`/invoiceGroup/${groupId}/groupDetailInfo`, show)).status).toBe(200);
      expect((await reload(groupId, invoice.invoiceID)).invoiceTotal).toBe(withCharges.invoiceTotal);
    });

    it('marks an invoice paid (every line, date, method) and not paid (back to Sent)', async () => {
      const { groupId, invoice } = take(
        (i) => open(i) && i.invoiceSentDate !== null && i.invoiceDetails.every((l) => !l.paid),
      );
      const res = await post('/invoicePaidOnly', {
        paidInvoices: [
          { invoiceID: invoice.invoiceID, paid: true, paidDate: '02/03/26', paymentMethodID: '11' },
        ],
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const paid = await reload(groupId, invoice.invoiceID);
      expect(paid).toMatchObject({ isPaid: true, allPaid: true, outStandingBalance: '0.00' });
      for (const line of paid.invoiceDetails) {
        expect(line).toMatchObject({ paid: true, paidDate: '02/03/2026', paymentMethodID: 11 });
        expect(line.totalAmountPaid).toBe(line.totalAmount);
      }
      expect((await row(groupId, invoice.invoiceID)).paidStatus).toBe('Paid');
      const rows = await db()
        .selectFrom('invoice_lines')
        .select(['paid_date', 'amount_paid'])
        .where('invoice_id', '=', invoice.invoiceID)
        .execute();
      expect(rows.every((r) => r.paid_date === '2026-02-03' && Number.isInteger(r.amount_paid))).toBe(true);

      await post('/invoicePaidOnly', {
        paidInvoices: [{ invoiceID: invoice.invoiceID, paid: false }],
      }).expect(200);
      const unpaid = await reload(groupId, invoice.invoiceID);
      expect(unpaid).toMatchObject({ isPaid: false, allPaid: false, invoicePaid: '0.00' });
      expect(
        unpaid.invoiceDetails.every((l) => !l.paid && l.paidDate === null && l.paymentMethodID === null),
      ).toBe(true);
      expect((await row(groupId, invoice.invoiceID)).paidStatus).toBe('Sent');
    });

    it('applies a mark paid once per Idempotency-Key and refuses the key for another body', async () => {
      const { groupId, invoice } = take((i) => open(i) && i.onlinePaymentStat === null);
      const body = {
        paidInvoices: [
          { invoiceID: invoice.invoiceID, paid: true, paidDate: '02/06/26', paymentMethodID: 2 },
        ],
      };
      const withKey = (b: unknown, key: string) => post('/invoicePaidOnly', b, { 'Idempotency-Key': key });
      await withKey(body, 'pay-once-1').expect(200);
      await post('/invoicePaidOnly', {
        paidInvoices: [{ invoiceID: invoice.invoiceID, paid: false }],
      }).expect(200);
      // The retry of the first request answers success and changes nothing.
      await withKey(body, 'pay-once-1').expect(200);
      expect((await reload(groupId, invoice.invoiceID)).isPaid).toBe(false);
      const reused = await withKey(
        { paidInvoices: [{ ...body.paidInvoices[0], paymentMethodID: 1 }] },
        'pay-once-1',
      );
      expect([reused.status, reused.body.error.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
      // A refused request does not use the key up.
      const future = { paidInvoices: [{ ...body.paidInvoices[0], paidDate: '12/31/99' }] };
      expect((await withKey(future, 'pay-once-2')).status).toBe(400);
      await withKey(body, 'pay-once-2').expect(200);
      expect((await reload(groupId, invoice.invoiceID)).isPaid).toBe(true);
    });

    it('follows the lines: all lines paid sets the invoice flag, one unpaid clears it; a paid line locks the delivery mode', async () => {
      const { groupId, invoice } = take(
        (i) =>
          open(i) &&
          i.onlinePaymentStat === null &&
          i.invoiceDetails.length >= 2 &&
          i.invoiceDetails.every((l) => !l.paid && !l.suppress && l.totalAmountPaid === '0.00'),
      );
      const lines = invoice.invoiceDetails;
      const entry = (l: LineJson, paid: boolean) => ({
        invoiceID: invoice.invoiceID,
        invoiceDetailID: l.invoiceDetailID,
        paid,
        ...(paid ? { paidDate: '02/04/26', paymentMethodID: 1 } : {}),
      });
      await post('/invoicePaidOnlyByDetail', { paidInvoices: [entry(lines[0] as LineJson, true)] }).expect(
        200,
      );
      expect((await row(groupId, invoice.invoiceID)).paidStatus).toBe('Partial Paid');
      const toggle = await post(`/invoiceGroup/${groupId}/groupDetailInfo`, {
        invoiceItemDeliveryModes: [
          { deliveryMode: invoice.pickup ? 'shipping' : 'pickup', invoiceID: invoice.invoiceID },
        ],
      });
      expect([toggle.status, toggle.body.error?.code]).toEqual([409, 'DELIVERY_MODE_LOCKED']);
      await post('/invoicePaidOnlyByDetail', {
        paidInvoices: lines.slice(1).map((l) => entry(l, true)),
      }).expect(200);
      expect((await reload(groupId, invoice.invoiceID)).isPaid).toBe(true);
      await post('/invoicePaidOnlyByDetail', { paidInvoices: [entry(lines[0] as LineJson, false)] }).expect(
        200,
      );
      expect((await reload(groupId, invoice.invoiceID)).isPaid).toBe(false);
    });

    it('marks shipped with a date and unships to Not Shipped; lines ship one by one', async () => {
      const { groupId, invoice } = take(
        (i) =>
          !i.isShipped &&
          i.invoiceDetails.length >= 2 &&
          i.invoiceDetails.every((l) => !l.shipped && !l.suppress),
      );
      const [first, ...rest] = invoice.invoiceDetails as [LineJson, ...LineJson[]];
      await post('/invoiceShippedOnlyByDetail', {
        paidInvoices: [
          {
            invoiceID: invoice.invoiceID,
            invoiceDetailID: first.invoiceDetailID,
            shipped: true,
            shippedDate: '02/05/26',
          },
        ],
      }).expect(200);
      expect((await row(groupId, invoice.invoiceID)).shipStatus).toBe('Partial');
      await post('/invoiceShippedOnlyByDetail', {
        paidInvoices: rest.map((l) => ({
          invoiceID: invoice.invoiceID,
          invoiceDetailID: l.invoiceDetailID,
          shipped: true,
        })),
      }).expect(200);
      const all = await reload(groupId, invoice.invoiceID);
      expect(all.isShipped).toBe(true);
      expect(all.invoiceDetails[0]?.shippedDate).toBe('02/05/2026');
      expect((await row(groupId, invoice.invoiceID)).shipStatus).toBe(
        invoice.pickup ? 'Picked Up' : 'Shipped',
      );
      await post('/invoiceShippedOnly', {
        paidInvoices: [{ invoiceID: invoice.invoiceID, shipped: false }],
      }).expect(200);
      const none = await reload(groupId, invoice.invoiceID);
      expect(none.isShipped).toBe(false);
      expect(none.invoiceDetails.every((l) => !l.shipped && l.shippedDate === null)).toBe(true);
      expect((await row(groupId, invoice.invoiceID)).shipStatus).toBe('Not Shipped');
    });

    it('refuses edits and payments of pending invoices, leaving them unchanged', async () => {
      const { groupId, invoice } = take((i) => i.isPendingPayment);
      const line = invoice.invoiceDetails[0] as LineJson;
      const refusals = [
        await charges({
          invoiceID: invoice.invoiceID,
          lotID: line.lotID,
          additionalCharge: false,
          shipping: '1.00',
          insurance: '0.00',
          other: '0.00',
        }),
        await post('/invoicePaidOnly', {
          paidInvoices: [
            { invoiceID: invoice.invoiceID, paid: true, paidDate: '02/03/26', paymentMethodID: 3 },
          ],
        }),
        await post(`/invoiceGroup/${groupId}/groupDetailInfo`, {
          invoiceDetailPrice: [
            { invoiceID: invoice.invoiceID, invoiceDetailID: line.invoiceDetailID, suppress: true },
          ],
        }),
      ];
      for (const res of refusals)
        expect([res.status, res.body.error.code]).toEqual([409, 'INVOICE_PAYMENT_PENDING']);
      expect(await reload(groupId, invoice.invoiceID)).toEqual(invoice);
    });

    it('lets an unpaid Floor invoice change only hammer, premium and live fee', async () => {
      const { groupId, invoice } = take((i) => i.channel === 'Floor' && open(i));
      const line = invoice.invoiceDetails[0] as LineJson;
      const refused = await charges({
        invoiceID: invoice.invoiceID,
        lotID: line.lotID,
        additionalCharge: false,
        shipping: '1.00',
        insurance: '0.00',
        other: '0.00',
      });
      expect([refused.status, refused.body.error.code]).toEqual([400, 'FLOOR_INVOICE_LOCKED']);
      const patched = await request(url)
        .patch(house(`/invoice/${invoice.invoiceID}`))
        .set('Cookie', staff.cookie)
        .send({
          data: {
            type: 'invoice',
            id: String(invoice.invoiceID),
            attributes: { invoiceDetails: [{ lotId: line.lotID, hammer: '1234.56' }] },
          },
        });
      expect(patched.status, JSON.stringify(patched.body)).toBe(200);
      const stored = await db()
        .selectFrom('invoice_lines')
        .select(['hammer'])
        .where('id', '=', line.invoiceDetailID)
        .executeTakeFirstOrThrow();
      expect(stored.hammer).toBe(123_456);
      const negative = await request(url)
        .patch(house(`/invoice/${invoice.invoiceID}`))
        .set('Cookie', staff.cookie)
        .send({
          data: {
            type: 'invoice',
            id: invoice.invoiceID,
            attributes: { invoiceDetails: [{ lotId: line.lotID, liveFee: '-1.00' }] },
          },
        });
      expect(negative.body.error.code).toBe('NEGATIVE_AMOUNT');
      expect((await reload(groupId, invoice.invoiceID)).invoiceDetails[0]?.priceInfo['hammer']).toBe(
        '1234.56',
      );
    });

    it('adds additional charges to an invoice paid by card, refuses regular ones and tax for US under p', async () => {
      const { groupId, invoice } = take(
        (i) =>
          i.allPaid &&
          !i.isPendingPayment &&
          i.country === 'US' &&
          i.invoiceDetails.some((l) => l.paid && [3, 4, 5, 6, 8, 11].includes(l.paymentMethodID ?? 0)) &&
          i.totalAdditionalCharges === '0.00',
      );
      const line = invoice.invoiceDetails[0] as LineJson;
      const base = {
        invoiceID: invoice.invoiceID,
        lotID: line.lotID,
        shipping: '12.00',
        insurance: '0.00',
        other: '0.00',
      };
      const regular = await charges({ ...base, additionalCharge: false });
      expect([regular.status, regular.body.error.code]).toEqual([409, 'CHARGE_MODE_MISMATCH']);
      const tax = await charges({ ...base, additionalCharge: true, tax: '1.00' });
      expect([tax.status, tax.body.error.code]).toEqual([400, 'TAX_NOT_EDITABLE']);
      expect((await charges({ ...base, additionalCharge: true })).status).toBe(200);
      const after = await reload(groupId, invoice.invoiceID);
      expect(after.totalAdditionalCharges).toBe('12.00');
      expect(after.outStandingBalance).toBe('12.00');
      expect(after.invoiceDetails[0]?.additionalPriceInfo).toMatchObject({ shipping: '12.00', paid: false });
      const status = (await row(groupId, invoice.invoiceID)).paidStatus;
      expect(status).not.toBe('Paid');
    });

    it('keeps contact messages in the outbox with the sender', async () => {
      const { invoice } = take(() => true);
      const me = (await getAs(url, staff, '/app/house/user')).body.user as { houseUserRef: string };
      const res = await post('/invoiceMessage', {
        subject: ' Hello ',
        message: 'Your invoice is ready.',
        houseUserRef: me.houseUserRef,
        bidderID: invoice.memberID,
      });
      expect(res.status).toBe(200);
      const stored = await db()
        .selectFrom('invoice_messages')
        .selectAll()
        .where('id', '=', res.body.data.messageID)
        .executeTakeFirstOrThrow();
      expect(stored).toMatchObject({
        subject: 'Hello',
        bidder_id: invoice.memberID,
        house_user_ref: me.houseUserRef,
      });
    });

    it("never shows or changes another house's invoices", async () => {
      const { groupId, invoice } = take(open);
      const otherHouse = (path: string) => `/app/house/${OTHER_HOUSE_REF}${path}`;
      expect((await getAs(url, other, otherHouse(`/invoiceGroup/${groupId}/groupDetailInfo`))).status).toBe(
        404,
      );
      expect(
        (
          await postAs(url, other, otherHouse(`/invoiceGroup/${groupId}/groupDetailInfoByInvoice`), [
            invoice.invoiceID,
          ])
        ).status,
      ).toBe(404);
      const paid = await postAs(url, other, otherHouse('/invoicePaidOnly'), {
        paidInvoices: [
          { invoiceID: invoice.invoiceID, paid: true, paidDate: '02/03/26', paymentMethodID: 3 },
        ],
      });
      expect(paid.status).toBe(404);
      const note = await postAs(url, other, otherHouse(`/invoiceGroup/${groupId}/groupDetailInfo`), {
        invoiceNotes: [{ notes: 'x', invoiceID: invoice.invoiceID }],
      });
      expect(note.status).toBe(404);
      expect(await reload(groupId, invoice.invoiceID)).toEqual(invoice);
    });
  });
}
