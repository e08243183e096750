import request from 'supertest';
import { expect } from 'vitest';

/**
 * The invoice-editing operations of openapi/house.yaml (create/edit invoices, group details), every
 * declared status provoked. Called from contract.test.ts, whose `check` validates each response.
 */

type Method = 'get' | 'post' | 'delete' | 'patch' | 'put';
type Who = 'staff' | 'clerk' | 'super' | 'other';

export interface ContractHelpers {
  url: string;
  as: Record<Who, string>;
  demo: (path: string) => string;
  get: (path: string, cookie?: string) => Promise<request.Response>;
  post: (path: string, body: unknown, cookie?: string) => Promise<request.Response>;
  check: (method: Method, res: request.Response) => request.Response;
  houseRef: string;
}

interface Line {
  invoiceDetailID: number;
  lotID: number;
  paid: boolean;
  suppress: boolean;
}
interface Invoice {
  invoiceID: number;
  memberID: number;
  channel: string;
  country: string;
  isPendingPayment: boolean;
  allPaid: boolean;
  isPaid: boolean;
  invoiceDetails: Line[];
}
interface Detail {
  invoiceGroupID: number;
  invoiceBidders: Invoice[];
}

/** Every built group's detail, to pick invoices in the states a check needs. */
async function allDetails(h: ContractHelpers): Promise<Detail[]> {
  const groups = (await h.get(h.demo('/invoiceGroups?size=100&page=1'))).body.data.invoices as {
    invoiceGroupID: number;
    invoiceCreated: boolean;
  }[];
  const details: Detail[] = [];
  for (const g of groups.filter((x) => x.invoiceCreated))
    details.push(
      (await h.get(h.demo(`/invoiceGroup/${g.invoiceGroupID}/groupDetailInfo`))).body.data as Detail,
    );
  return details;
}

function pick(details: Detail[], test: (invoice: Invoice) => boolean): { groupId: number; invoice: Invoice } {
  for (const d of details) {
    const invoice = d.invoiceBidders.find(test);
    if (invoice) return { groupId: d.invoiceGroupID, invoice };
  }
  throw new Error('the seed has no invoice in the state this check needs');
}

export async function exerciseInvoices(h: ContractHelpers): Promise<void> {
  const { as, demo, get, post, check, url } = h;
  const details = await allDetails(h);
  const editable = pick(
    details,
    (i) => !i.isPendingPayment && !i.allPaid && i.channel !== 'Floor' && i.invoiceDetails.length > 1,
  );
  const pending = pick(details, (i) => i.isPendingPayment);
  const floor = pick(details, (i) => i.channel === 'Floor' && !i.allPaid && !i.isPendingPayment && !i.isPaid);
  const gid = editable.groupId;
  const inv = editable.invoice;
  const [first, second] = inv.invoiceDetails as [Line, Line];
  const group = (path: string, id: number | string = gid) => demo(`/invoiceGroup/${id}${path}`);

  // GET/POST groupDetailInfo, groupDetailInfoByInvoice, payment-methods, applyCostPerLot, processCards.
  for (const path of [
    '/groupDetailInfo',
    '/payment-methods',
    '/applyCostPerLot',
    '/groupInfo/processCards',
    '/invoicePage',
  ]) {
    expect((await get(group(path))).status).toBe(200);
    expect((await get(group(path, 'abc'))).status).toBe(400);
    expect((await get(group(path), '')).status).toBe(401);
    expect((await get(group(path), as.other)).status).toBe(403);
    expect((await get(group(path, 999_999))).status).toBe(404);
  }
  expect((await get(group('/invoicePage?paid=SOME'))).status).toBe(400);
  expect((await get(group('/invoicePage?limit=5001'))).status).toBe(400);
  const narrowed = await post(group('/groupDetailInfoByInvoice'), [
    inv.invoiceID,
    String(inv.invoiceID),
    999_999,
  ]);
  expect(narrowed.body.data.invoiceBidders.map((i: Invoice) => i.invoiceID)).toEqual([inv.invoiceID]);
  expect((await post(group('/groupDetailInfoByInvoice'), { ids: [1] })).status).toBe(400);
  expect((await post(group('/groupDetailInfoByInvoice'), [inv.invoiceID], '')).status).toBe(401);
  expect((await post(group('/groupDetailInfoByInvoice'), [inv.invoiceID], as.other)).status).toBe(403);
  expect((await post(group('/groupDetailInfoByInvoice', 999_999), [inv.invoiceID])).status).toBe(404);

  // POST groupDetailInfo: notes, hide/show, delivery modes.
  const note = { invoiceNotes: [{ notes: 'Contract note', invoiceID: inv.invoiceID }] };
  expect((await post(group('/groupDetailInfo'), note)).body.data.success).toBe(true);
  const hide = {
    invoiceDetails: [{ invoiceID: inv.invoiceID, invoiceDetailID: second.invoiceDetailID }],
    invoiceDetailPrice: [
      { invoiceID: inv.invoiceID, invoiceDetailID: second.invoiceDetailID, suppress: true },
    ],
  };
  expect((await post(group('/groupDetailInfo'), hide)).status).toBe(200);
  const hidden = await post(group('/groupDetailInfoByInvoice'), [inv.invoiceID]);
  expect(hidden.body.data.invoiceBidders[0].invoiceDetails[1].suppress).toBe(true);
  const show = { invoiceDetailPrice: [{ ...hide.invoiceDetailPrice[0], suppress: false }] };
  expect((await post(group('/groupDetailInfo'), show)).status).toBe(200);
  expect(
    (
      await post(group('/groupDetailInfo'), {
        invoiceItemDeliveryModes: [{ deliveryMode: 'pickup', invoiceID: inv.invoiceID }],
      })
    ).status,
  ).toBe(200);
  for (const refused of [
    { ...note, ...show },
    { invoiceNotes: [{ notes: ' ', invoiceID: inv.invoiceID }] },
    {},
  ])
    expect((await post(group('/groupDetailInfo'), refused)).status).toBe(400);
  expect((await post(group('/groupDetailInfo'), note, '')).status).toBe(401);
  expect((await post(group('/groupDetailInfo'), note, as.other)).status).toBe(403);
  expect((await post(group('/groupDetailInfo', 999_999), note)).status).toBe(404);
  const pendingLine = pending.invoice.invoiceDetails[0];
  const pendingHide = {
    invoiceDetailPrice: [
      { invoiceID: pending.invoice.invoiceID, invoiceDetailID: pendingLine?.invoiceDetailID, suppress: true },
    ],
  };
  const refusedPending = await post(demo(`/invoiceGroup/${pending.groupId}/groupDetailInfo`), pendingHide);
  expect(refusedPending.status).toBe(409);
  expect(refusedPending.body.error.code).toBe('INVOICE_PAYMENT_PENDING');

  // POST applyCostPerLot.
  const applied = await post(group('/applyCostPerLot'), { applyCostPerLot: true });
  expect(applied.body.data.applyCostPerLot).toBe(true);
  expect((await post(group('/applyCostPerLot'), { applyCostPerLot: 'yes' })).status).toBe(400);
  expect((await post(group('/applyCostPerLot'), { applyCostPerLot: true }, '')).status).toBe(401);
  expect((await post(group('/applyCostPerLot'), { applyCostPerLot: true }, as.other)).status).toBe(403);
  expect((await post(group('/applyCostPerLot', 999_999), { applyCostPerLot: true })).status).toBe(404);
  expect(
    (
      await post(demo(`/invoiceGroup/${pending.groupId}/applyCostPerLot`), {
        applyCostPerLot: false,
        invoiceIDs: [pending.invoice.invoiceID],
      })
    ).status,
  ).toBe(409);

  // POST invoiceMessage.
  const me = (await get('/app/house/user')).body.user as { houseUserRef: string };
  const message = {
    subject: 'Your invoice',
    message: 'Please pay.',
    houseUserRef: me.houseUserRef,
    bidderID: inv.memberID,
  };
  expect((await post(demo('/invoiceMessage'), message)).body.data.messageID).toBeGreaterThan(0);
  expect((await post(demo('/invoiceMessage'), { ...message, subject: ' ' })).body.error.message).toBe(
    'Subject Required',
  );
  expect((await post(demo('/invoiceMessage'), message, '')).status).toBe(401);
  expect((await post(demo('/invoiceMessage'), { ...message, houseUserRef: 'SOMEONEELSE' })).status).toBe(403);
  expect((await post(demo('/invoiceMessage'), { ...message, bidderID: 999_999 })).status).toBe(404);

  // POST additionalCharges (the house ref plus '*' as Authorization, with the cookie).
  const charges = (body: unknown, cookie = as.staff, marker: string | null = `${h.houseRef}*`) => {
    let req = request(url).post(demo('/additionalCharges')).set('Cookie', cookie);
    if (marker !== null) req = req.set('Authorization', marker);
    return req.send(body as object).then((res) => check('post', res));
  };
  const regular = {
    invoiceID: inv.invoiceID,
    lotID: first.lotID,
    additionalCharge: false,
    suppress: false,
    restricted: false,
    paid: false,
    shipping: '25.00',
    insurance: '5.00',
    other: '-2.50',
  };
  expect((await charges(regular)).status).toBe(200);
  expect((await charges({ ...regular, lotID: null, shipping: '10.00' })).status).toBe(200);
  const after = (await post(group('/groupDetailInfoByInvoice'), [inv.invoiceID])).body.data.invoiceBidders[0];
  expect(after.invoiceDetails[0].priceInfo).toMatchObject({
    shipping: '25.00',
    insurance: '5.00',
    other: '-2.50',
  });
  expect(after.invoiceCharges.shipping).toBe('10.00');
  const negative = await charges({ ...regular, shipping: '-1.00' });
  expect([negative.status, negative.body.error.code]).toEqual([400, 'NEGATIVE_AMOUNT']);
  if (inv.country === 'US')
    expect((await charges({ ...regular, tax: '1.00' })).body.error.code).toBe('TAX_NOT_EDITABLE');
  const floorLocked = await charges({
    ...regular,
    invoiceID: floor.invoice.invoiceID,
    lotID: floor.invoice.invoiceDetails[0]?.lotID,
  });
  expect([floorLocked.status, floorLocked.body.error.code]).toEqual([400, 'FLOOR_INVOICE_LOCKED']);
  expect((await charges(regular, '')).status).toBe(401);
  expect((await charges(regular, as.staff, null)).status).toBe(403);
  expect((await charges({ ...regular, invoiceID: 999_999 })).status).toBe(404);
  expect((await charges({ ...regular, additionalCharge: true })).body.error.code).toBe(
    'CHARGE_MODE_MISMATCH',
  );
  expect(
    (await charges({ ...regular, invoiceID: pending.invoice.invoiceID, lotID: pendingLine?.lotID })).status,
  ).toBe(409);

  // PATCH invoice (Floor: hammer, premium, live fee).
  const patch = (id: number, body: unknown, cookie = as.staff) =>
    request(url)
      .patch(demo(`/invoice/${id}`))
      .set('Cookie', cookie)
      .send(body as object)
      .then((res) => check('patch', res));
  const floorLot = floor.invoice.invoiceDetails[0]?.lotID;
  const hammerBody = (id: number, lotId: number | undefined) => ({
    data: {
      type: 'invoice',
      id,
      attributes: { invoiceDetails: [{ lotId, hammer: '150.00', buyersPremium: '37.50', liveFee: '0.00' }] },
    },
  });
  expect((await patch(floor.invoice.invoiceID, hammerBody(floor.invoice.invoiceID, floorLot))).status).toBe(
    200,
  );
  const patched = (
    await post(demo(`/invoiceGroup/${floor.groupId}/groupDetailInfoByInvoice`), [floor.invoice.invoiceID])
  ).body.data.invoiceBidders[0];
  expect(patched.invoiceDetails[0].priceInfo).toMatchObject({ hammer: '150.00', premium: '37.50' });
  expect(patched.costsOverride).toBe(true);
  const notFloor = await patch(inv.invoiceID, hammerBody(inv.invoiceID, first.lotID));
  expect([notFloor.status, notFloor.body.error.code]).toEqual([400, 'FLOOR_ONLY_FIELDS']);
  expect((await patch(inv.invoiceID, hammerBody(inv.invoiceID + 1, first.lotID))).status).toBe(400);
  expect((await patch(inv.invoiceID, hammerBody(inv.invoiceID, first.lotID), '')).status).toBe(401);
  expect((await patch(inv.invoiceID, hammerBody(inv.invoiceID, first.lotID), as.other)).status).toBe(403);
  expect((await patch(999_999, hammerBody(999_999, first.lotID))).status).toBe(404);
  expect(
    (await patch(pending.invoice.invoiceID, hammerBody(pending.invoice.invoiceID, pendingLine?.lotID)))
      .status,
  ).toBe(409);

  // POST invoicePaidOnly / ByDetail.
  const paidEntry = { invoiceID: inv.invoiceID, paid: true, paidDate: '01/15/26', paymentMethodID: 3 };
  for (const [path, entry] of [
    ['/invoicePaidOnlyByDetail', { ...paidEntry, invoiceDetailID: first.invoiceDetailID }],
    ['/invoicePaidOnly', paidEntry],
  ] as const) {
    expect((await post(demo(path), { paidInvoices: [entry] })).status).toBe(200);
    expect(
      (await post(demo(path), { paidInvoices: [{ ...entry, paidDate: '12/31/99' }] })).body.error.code,
    ).toBe('DATE_IN_FUTURE');
    expect(
      (await post(demo(path), { paidInvoices: [{ ...entry, paymentMethodID: null }] })).body.error.code,
    ).toBe('PAYMENT_METHOD_REQUIRED');
    expect((await post(demo(path), { paidInvoices: [entry] }, '')).status).toBe(401);
    expect((await post(demo(path), { paidInvoices: [entry] }, as.other)).status).toBe(403);
    expect((await post(demo(path), { paidInvoices: [{ ...entry, invoiceID: 999_999 }] })).status).toBe(404);
    const pendingEntry = {
      ...entry,
      invoiceID: pending.invoice.invoiceID,
      invoiceDetailID: pendingLine?.invoiceDetailID,
    };
    expect((await post(demo(path), { paidInvoices: [pendingEntry] })).status).toBe(409);
  }
  const keyed = (body: unknown, key: string) =>
    request(url)
      .post(demo('/invoicePaidOnly'))
      .set('Cookie', as.staff)
      .set('Idempotency-Key', key)
      .send(body as object)
      .then((res) => check('post', res));
  expect((await keyed({ paidInvoices: [paidEntry] }, 'contract-key')).status).toBe(200);
  expect((await keyed({ paidInvoices: [paidEntry] }, 'contract-key')).status).toBe(200);
  expect((await keyed({ paidInvoices: [{ ...paidEntry, paymentMethodID: 4 }] }, 'contract-key')).status).toBe(
    409,
  );
  expect((await keyed({ paidInvoices: [paidEntry] }, 'not a key!')).status).toBe(400);
  const paid = (await post(group('/groupDetailInfoByInvoice'), [inv.invoiceID])).body.data.invoiceBidders[0];
  expect(paid).toMatchObject({ isPaid: true, allPaid: true });
  expect(
    paid.invoiceDetails.every(
      (l: { paid: boolean; paidDate: string }) => l.paid && l.paidDate === '01/15/2026',
    ),
  ).toBe(true);
  // A delivery mode is locked once paid.
  const locked = await post(group('/groupDetailInfo'), {
    invoiceItemDeliveryModes: [{ deliveryMode: 'shipping', invoiceID: inv.invoiceID }],
  });
  expect([locked.status, locked.body.error.code]).toEqual([409, 'DELIVERY_MODE_LOCKED']);
  expect(
    (await post(demo('/invoicePaidOnly'), { paidInvoices: [{ invoiceID: inv.invoiceID, paid: false }] }))
      .status,
  ).toBe(200);
  const unpaid = (await post(group('/groupDetailInfoByInvoice'), [inv.invoiceID])).body.data
    .invoiceBidders[0];
  expect(unpaid).toMatchObject({ isPaid: false, allPaid: false, invoicePaid: '0.00' });

  // POST invoiceShippedOnly / ByDetail.
  const shipped = { invoiceID: inv.invoiceID, shipped: true, shippedDate: '01/20/26' };
  for (const [path, entry] of [
    ['/invoiceShippedOnlyByDetail', { ...shipped, invoiceDetailID: first.invoiceDetailID }],
    ['/invoiceShippedOnly', shipped],
  ] as const) {
    expect((await post(demo(path), { paidInvoices: [entry] })).status).toBe(200);
    expect((await post(demo(path), { paidInvoices: [{ ...entry, shippedDate: '2026-01-20' }] })).status).toBe(
      400,
    );
    expect((await post(demo(path), { paidInvoices: [entry] }, '')).status).toBe(401);
    expect((await post(demo(path), { paidInvoices: [entry] }, as.other)).status).toBe(403);
    expect((await post(demo(path), { paidInvoices: [{ ...entry, invoiceID: 999_999 }] })).status).toBe(404);
    // Once per Idempotency-Key: the same key and body again answers success, another body 409.
    const shippedKeyed = (body: unknown) =>
      request(url)
        .post(demo(path))
        .set('Cookie', as.staff)
        .set('Idempotency-Key', `contract-ship${path.length}`)
        .send(body as object)
        .then((res) => check('post', res));
    expect((await shippedKeyed({ paidInvoices: [entry] })).status).toBe(200);
    expect((await shippedKeyed({ paidInvoices: [entry] })).status).toBe(200);
    expect((await shippedKeyed({ paidInvoices: [{ ...entry, shippedDate: '01/21/26' }] })).status).toBe(409);
  }
  const unship = await post(demo('/invoiceShippedOnlyByDetail'), {
    paidInvoices: [{ invoiceID: inv.invoiceID, invoiceDetailID: first.invoiceDetailID, shipped: false }],
  });
  expect(unship.body.error.code).toBe('LINE_UNSHIP_NOT_ALLOWED');
  expect(
    (
      await post(demo('/invoiceShippedOnly'), {
        paidInvoices: [{ invoiceID: inv.invoiceID, shipped: false }],
      })
    ).status,
  ).toBe(200);
}
