import { DEMO_HOUSE_REF, OTHER_HOUSE_REF } from '@ah/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildGatewaySchema } from '../src/schema.js';
import { startStack, type Stack } from '../src/testing.js';
import {
  isListAt,
  mutationIdInputs,
  operationFor,
  pastDay,
  sampleArguments,
  withIdAt,
  withPatch,
  type IdInput,
  type IdsByName,
} from './support/crossHouse.js';
import { gql } from './support/graphql.js';
import { houseIds } from './support/houseIds.js';

/**
 * Every id in every mutation's input, not only the root one: house `other` calls each mutation with
 * its own ids except at one place, where it puts one of house `demo`'s ids (foreign) and then an id
 * that exists nowhere (unknown). Each is refused — NOT_FOUND or BAD_USER_INPUT naming that place in
 * `extensions.argumentPath` — and no table of the upstream's database changes. The places come from
 * the schema, so a new id-carrying input without a case here fails the first test.
 */
const PASSWORD = 'demo-password';
const UNKNOWN_ID = '999999';

let stack: Stack;
let other: string;
let own: IdsByName;
let foreign: IdsByName;
let ownTemplateMessages: unknown[] = [];

beforeAll(async () => {
  stack = await startStack({ upstream: { shippingQuoteDelayMs: 3_600_000 } });
  other = await stack.login('other', 'staff', PASSWORD);
  const demo = await stack.login('demo', 'staff', PASSWORD);
  await stack.createToken(demo, 'cross-house target');
  await stack.createToken(other, 'cross-house own');
  own = await houseIds(stack.upstream, OTHER_HOUSE_REF);
  foreign = await houseIds(stack.upstream, DEMO_HOUSE_REF);
  // The template's messages as they are (the required ones cannot be deleted).
  const editor = await gql(
    stack.gatewayUrl,
    'query($t: ID) { invoiceTemplateEditor(templateId: $t) { template { messages { header detail sequence } } } }',
    { t: own['templateId'] },
    { cookie: other },
  );
  const template = (
    editor.body.data?.['invoiceTemplateEditor'] as { template?: { messages: unknown[] } } | null
  )?.template;
  if (!template) throw new Error(`no template messages for house other: ${JSON.stringify(editor.body)}`);
  ownTemplateMessages = template.messages;
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

/**
 * What an id place points at: the fixture name of `houseIds` whose demo value is the foreign id;
 * `{ global }` for ids of a list every house shares (payment methods, sale channels, object types:
 * nothing is foreign, an unknown one is refused); `{ clientOnly }` for ids the client makes up and
 * the server only echoes (nothing to check).
 */
type IdCase = string | { global: true } | { clientOnly: string };

const ID_CASES: Record<string, IdCase> = {
  'Mutation.leaveLotFeedback lotRefs': 'lotRef',
  'Mutation.removeLotFeedback lotRef': 'lotRef',
  'Mutation.requestImageUploads catalogId': 'catalogId',
  'Mutation.registerImages catalogId': 'catalogId',
  'Mutation.deleteLotImage catalogId': 'catalogId',
  'Mutation.deleteLotImage lotId': 'lotId',
  'Mutation.reorderLotImages catalogId': 'catalogId',
  'Mutation.reorderLotImages lotId': 'lotId',
  'Mutation.reorderLotImages photoIds': 'photoId',
  'Mutation.resequenceLotImages catalogId': 'catalogId',
  'Mutation.resequenceLotImages lotId': 'lotId',
  'Mutation.rotateLotImage catalogId': 'catalogId',
  'Mutation.rotateLotImage lotId': 'lotId',
  'Mutation.setCostPerLot input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.setCostPerLot input.invoiceIds': 'invoiceId',
  'Mutation.saveInvoiceCharges input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.saveInvoiceCharges input.invoiceId': 'invoiceId',
  'Mutation.saveInvoiceCharges input.lines.lineId': 'lineId',
  'Mutation.setInvoiceLinesHidden input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.setInvoiceLinesHidden input.invoiceId': 'invoiceId',
  'Mutation.setInvoiceLinesHidden input.lineIds': 'lineId',
  'Mutation.saveInvoiceNote input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.saveInvoiceNote input.invoiceIds': 'invoiceId',
  'Mutation.contactBuyers input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.contactBuyers input.invoiceIds': 'invoiceId',
  'Mutation.markInvoicesPaid input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.markInvoicesPaid input.invoiceIds': 'invoiceId',
  'Mutation.markInvoicesPaid input.paymentMethodId': { global: true },
  'Mutation.markInvoicesNotPaid input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.markInvoicesNotPaid input.invoiceIds': 'invoiceId',
  'Mutation.markInvoiceLinesPaid input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.markInvoiceLinesPaid input.invoiceId': 'invoiceId',
  'Mutation.markInvoiceLinesPaid input.lineIds': 'lineId',
  'Mutation.markInvoiceLinesPaid input.paymentMethodId': { global: true },
  'Mutation.markInvoicesShipped input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.markInvoicesShipped input.invoiceIds': 'invoiceId',
  'Mutation.markInvoiceLinesShipped input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.markInvoiceLinesShipped input.invoiceId': 'invoiceId',
  'Mutation.markInvoiceLinesShipped input.lineIds': 'lineId',
  'Mutation.setInvoiceDeliveryMode input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.setInvoiceDeliveryMode input.invoiceId': 'invoiceId',
  'Mutation.chargeCards input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.chargeCards input.invoiceIds': 'invoiceId',
  'Mutation.sendInvoices input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.sendInvoices input.invoiceIds': 'invoiceId',
  'Mutation.setAutoChargeDate input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.setAutoChargeDate input.invoiceIds': 'invoiceId',
  'Mutation.saveInvoiceTemplate input.id': 'templateId',
  'Mutation.saveInvoiceTemplate input.addressId': 'addressId',
  'Mutation.saveInvoiceTemplate input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.retryInvoiceCreation input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.deleteUncreatedInvoiceGroup input.invoiceGroupId': 'invoiceGroupId',
  'Mutation.createInvoiceGroup input.templateId': 'templateId',
  'Mutation.createInvoiceGroup input.sessionRefs': 'sessionRef',
  // Realized prices (sales §2 Edit Realized Prices): the catalog is checked; row ids are the client's.
  'Mutation.saveRealizedPriceRow input.catalogId': 'catalogId',
  'Mutation.saveRealizedPriceRow input.rows.id': { clientOnly: "the review table's row key, echoed back" },
  'Mutation.saveRealizedPriceRow input.row.id': { clientOnly: "the review table's row key, echoed back" },
  'Mutation.deleteRealizedPriceRow input.catalogId': 'catalogId',
  'Mutation.deleteRealizedPriceRow input.rows.id': { clientOnly: "the review table's row key, echoed back" },
  'Mutation.deleteRealizedPriceRow input.id': { clientOnly: "the review table's row key, echoed back" },
  'Mutation.publishRealizedPrices input.catalogId': 'catalogId',
  'Mutation.publishRealizedPrices input.rows.id': { clientOnly: "the review table's row key, echoed back" },
  'Mutation.saveUploadedLots groupId': 'groupId',
  'Mutation.saveUploadedLots catalogId': 'catalogId',
  'Mutation.saveUploadedLots lots.id': { clientOnly: "the review table's row key, echoed in errors" },
  // Private-label lookup lists (Int ids) are the same for every house, not house records: an id not
  // in its list is BAD_USER_INPUT (privateLabel.integration.test.ts).
  'Mutation.savePrivateLabelSettings input.buttonColorId': {
    clientOnly: 'a lookup list id, the same for every house',
  },
  'Mutation.savePrivateLabelSettings input.fontColorId': {
    clientOnly: 'a lookup list id, the same for every house',
  },
  'Mutation.savePrivateLabelSettings input.fontStyleId': {
    clientOnly: 'a lookup list id, the same for every house',
  },
  'Mutation.savePrivateLabelSettings input.languageId': {
    clientOnly: 'a lookup list id, the same for every house',
  },
  'Mutation.saveUploadedLots lots.lotId': 'lotId',
  'Mutation.saveLot groupId': 'groupId',
  'Mutation.saveLot catalogId': 'catalogId',
  'Mutation.saveLot input.id': 'lotId',
  'Mutation.deleteLot catalogId': 'catalogId',
  'Mutation.deleteLot lotId': 'lotId',
  'Mutation.publishAllLots catalogId': 'catalogId',
  'Mutation.publishLots catalogId': 'catalogId',
  'Mutation.publishLots lotIds': 'lotId',
  'Mutation.deleteLots catalogId': 'catalogId',
  'Mutation.deleteLots lotIds': 'lotId',
  'Mutation.saveFeaturedLots catalogId': 'catalogId',
  'Mutation.saveFeaturedLots lotIds': 'lotId',
  'Mutation.selectCoverImage catalogId': 'catalogId',
  'Mutation.selectCoverImage lotId': 'lotId',
  'Mutation.addSale input.termsId': 'templateId',
  'Mutation.addSale input.shippingTermsId': 'shippingTermsId',
  'Mutation.deleteSession catalogId': 'catalogId',
  'Mutation.saveSessionDetails groupId': 'groupId',
  'Mutation.saveSessionDetails catalogId': 'catalogId',
  'Mutation.saveSessionDetails input.locationId': 'locationId',
  'Mutation.saveSessionDetails input.fulfilmentLocationId': 'originId',
  'Mutation.saveSessionSettings catalogId': 'catalogId',
  'Mutation.saveSessionSettings input.channels.channelId': { global: true },
  'Mutation.saveSessionSettings input.contacts.consignmentContactId': 'contactId',
  'Mutation.saveSessionSettings input.contacts.saleAdministratorId': 'contactId',
  'Mutation.saveSessionSettings input.contacts.expertContactId': 'contactId',
  'Mutation.saveSessionSettings input.categoryIds': 'categoryId',
  'Mutation.recordWizardStep catalogId': 'catalogId',
  'Mutation.saveFixedPriceSaleDetails groupId': 'groupId',
  'Mutation.saveFixedPriceSaleDetails catalogId': 'catalogId',
  'Mutation.saveFixedPriceSaleDetails input.contacts.consignmentContactId': 'contactId',
  'Mutation.saveFixedPriceSaleDetails input.contacts.saleAdministratorId': 'contactId',
  'Mutation.saveFixedPriceSaleDetails input.contacts.expertContactId': 'contactId',
  'Mutation.saveFixedPriceSaleDetails input.invoiceSettings.houseAddressId': 'addressId',
  'Mutation.saveFixedPriceSaleDetails input.paymentMethodIds': { global: true },
  'Mutation.saveHouseLocation input.id': 'locationId',
  'Mutation.deleteHouseLocation id': 'locationId',
  'Mutation.saveFulfilmentLocation input.id': 'originId',
  'Mutation.confirmShippingReview reviewId': 'reviewId',
  'Mutation.confirmAllShippingReviews catalogId': 'catalogId',
  'Mutation.saveShippingReview reviewId': 'reviewId',
  'Mutation.saveShippingReview input.originId': 'originId',
  'Mutation.saveShippingReview input.termsId': 'shippingTermsId',
  'Mutation.saveShippingReview input.objects.id': 'objectId',
  'Mutation.saveShippingReview input.objects.objectTypeId': { global: true },
  'Mutation.createShippingReviews catalogId': 'catalogId',
  'Mutation.createShippingReviews lotIds': 'lotId',
  'Mutation.revokeApiToken id': 'apiTokenId',
  'Mutation.openDisputes input.transactionIds': 'transactionId',
  'Mutation.openDisputes input.reasonId': { global: true },
  'Mutation.disputeAction input.disputeIds': 'disputeId',
  // Bulk bidding: the sale, each bid's lot, the lot and bid to cancel.
  'Mutation.placeBulkBids input.catalogRef': 'catalogRef',
  'Mutation.placeBulkBids input.bids.lotRef': 'bidLotRef',
  'Mutation.cancelBulkBid input.catalogRef': 'catalogRef',
  'Mutation.cancelBulkBid input.lotRef': 'bidLotRef',
  'Mutation.cancelBulkBid input.orderBidRef': 'orderBidRef',
  // Broadcast: the event is a catalog of the house.
  'Mutation.createBroadcastPublishToken eventId': 'catalogId',
};

/**
 * How each mutation is called with house other's own ids: `ids` names the fixture behind an
 * argument whose name is not the fixture's (`id`, `termsId`), `patch` makes the rest of the input
 * valid so that the id under test is what is refused.
 */
interface Recipe {
  ids?: Record<string, string>;
  patch?: Record<string, unknown> | ((own: IdsByName) => Record<string, unknown>);
  /** A list place that needs this many ids: the one under test, then the house's own lots. */
  listLength?: number;
  /**
   * Where the spec answers a refusal as data (the review table's row errors, sales §3 code 149):
   * the selection to ask for and the row error code that must come back, with nothing saved.
   */
  refusedAsData?: { selection: string; errorCode: string };
}

/**
 * Mutations that house other cannot bring to the id check with data of its own (it has no Buy Now
 * sale and no automatic charging): the refusal it gets first, with nothing written either way.
 */
const REFUSED_FIRST: Record<string, string> = {
  ...Object.fromEntries(
    [
      'input.contacts.consignmentContactId',
      'input.contacts.saleAdministratorId',
      'input.contacts.expertContactId',
      'input.invoiceSettings.houseAddressId',
      'input.paymentMethodIds',
    ].map((path) => [`Mutation.saveFixedPriceSaleDetails ${path}`, 'No Buy Now sale with this id.']),
  ),
  'Mutation.setAutoChargeDate input.invoiceIds': 'Automatic card charging is not available for this house.',
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const SHIPPING_OBJECT = {
  title: 'Vase',
  objectTypeId: 'ceramic',
  height: 10,
  width: 6,
  depth: 6,
  unit: 'IN',
  isFragile: true,
};

const RECIPES: Record<string, Recipe> = {
  // Bulk bidding's lot is one of the bulk sale's lots (bidLotRef), not the won lot of feedback.
  'Mutation.placeBulkBids': { ids: { lotRef: 'bidLotRef' } },
  'Mutation.cancelBulkBid': { ids: { lotRef: 'bidLotRef' } },
  'Mutation.createBroadcastPublishToken': { ids: { eventId: 'catalogId' } },
  'Mutation.leaveLotFeedback': { patch: { mode: 'CUSTOM', type: 'POSITIVE', message: 'Cross-house' } },
  'Mutation.saveInvoiceTemplate': {
    ids: { id: 'templateId' },
    patch: () => ({
      input: { fromEmail: 'billing@other.example.com', taxes: [], fees: [], messages: ownTemplateMessages },
    }),
  },
  'Mutation.saveUploadedLots': {
    refusedAsData: { selection: '{ saved errors { errorCode } }', errorCode: '149' },
    patch: {
      lots: [
        {
          id: 'r1',
          lotNumber: '901',
          title: 'Cross-house lot',
          description: 'A blue vase',
          lowEstimate: '100',
          highEstimate: '200',
        },
      ],
    },
  },
  'Mutation.saveLot': { ids: { id: 'lotId' } },
  'Mutation.saveRealizedPriceRow': {
    patch: { input: { rows: [], row: { id: 'r2', lotNumber: '1', realizedPrice: '5' } } },
  },
  'Mutation.deleteRealizedPriceRow': {
    patch: { input: { rows: [{ id: 'r2', lotNumber: '1', realizedPrice: '5' }], id: 'r2' } },
  },
  'Mutation.publishRealizedPrices': {
    patch: { input: { rows: [{ id: 'r2', lotNumber: '1', realizedPrice: '5' }], includesPremium: true } },
  },
  'Mutation.addSale': { ids: { termsId: 'templateId' }, patch: { input: { auctionType: 'TIMED' } } },
  'Mutation.deleteHouseLocation': { ids: { id: 'locationId' } },
  'Mutation.saveFixedPriceSaleDetails': {
    ids: {
      consignmentContactId: 'contactId',
      saleAdministratorId: 'contactId',
      expertContactId: 'contactId',
      houseAddressId: 'addressId',
    },
  },
  'Mutation.saveShippingReview': {
    ids: { termsId: 'shippingTermsId', id: 'objectId' },
    patch: {
      input: {
        objectsDescription: '',
        objectsValue: '100',
        objectsValueCurrency: 'USD',
        objectsImages: [],
        objects: [SHIPPING_OBJECT],
      },
    },
  },
  'Mutation.rotateLotImage': { patch: { rotation: 90 } },
  // A record that reaches the service (one without a number is refused before any call).
  'Mutation.registerImages': { patch: { images: [{ number: '1', imageUrl: '/images/file/x' }] } },
  'Mutation.markInvoicesPaid': { patch: { input: { paymentMethodId: '4', paidDate: pastDay() } } },
  'Mutation.markInvoiceLinesPaid': { patch: { input: { paymentMethodId: '4', paidDate: pastDay() } } },
  'Mutation.saveFeaturedLots': { listLength: 5 },
  'Mutation.saveSessionDetails': {
    ids: { fulfilmentLocationId: 'originId' },
    patch: {
      input: {
        date: inDays(30),
        hour: '10',
        minute: '00',
        ampm: 'AM',
        timeZone: 'America/Los_Angeles',
        timed: null,
      },
    },
  },
  'Mutation.saveSessionSettings': {
    ids: {
      consignmentContactId: 'contactId',
      saleAdministratorId: 'contactId',
      expertContactId: 'contactId',
    },
    patch: { input: { channels: [{ channelId: '1', state: 'AVAILABLE' }] } },
  },
  'Mutation.saveHouseLocation': {
    ids: { id: 'locationId' },
    patch: {
      input: {
        facilityName: 'Cross-house Hall',
        street1: '8800 Sunset Blvd',
        city: 'Los Angeles',
        countryCode: 'US',
        stateCode: 'CA',
        province: null,
        postalCode: '90069',
        timeZone: 'America/Los_Angeles',
      },
    },
  },
  'Mutation.saveFulfilmentLocation': {
    ids: { id: 'originId' },
    patch: {
      input: {
        address: {
          addressLine1: '210 Lake Shore Dr',
          city: 'Chicago',
          state: 'IL',
          postalCode: '60601',
          country: 'US',
        },
        contacts: [
          { fullName: 'Lee Porter', email: 'lee@other.example.com', phoneNumber: '+1 312 555 0100' },
        ],
      },
    },
  },
  'Mutation.revokeApiToken': { ids: { id: 'apiTokenId' } },
  // Cancel takes no message, so the ids are what is checked.
  'Mutation.disputeAction': { patch: { input: { action: 'CANCEL' } } },
};

const schema = buildGatewaySchema();
const places = mutationIdInputs(schema);
const key = (p: { coordinate: string; path: string }) => `${p.coordinate} ${p.path}`;

/** Root arguments that name the resource acted on; their refusal may be plain NOT_FOUND/FORBIDDEN. */
const isRootResource = (p: IdInput) => !p.path.includes('.') && !isListAt(p.field, p.path);

const stripIndices = (path: unknown) =>
  Array.isArray(path) ? path.filter((s) => typeof s === 'string').join('.') : path;

describe("every id in every mutation input is checked against the caller's house", () => {
  it('has a case for every id-carrying argument and input field of the schema', () => {
    expect(places.length).toBeGreaterThan(90);
    expect(places.map(key).filter((k) => !(k in ID_CASES))).toEqual([]);
    expect(Object.keys(ID_CASES).filter((k) => !places.some((p) => key(p) === k))).toEqual([]);
  });

  const runnable = places.flatMap((place) => {
    const known = ID_CASES[key(place)];
    if (known === undefined || (typeof known === 'object' && 'clientOnly' in known)) return [];
    const kinds: Array<'foreign' | 'unknown'> =
      typeof known === 'string' ? ['foreign', 'unknown'] : ['unknown'];
    return kinds.map((kind) => [key(place), kind, place] as const);
  });

  it.each(runnable)('%s: a %s id is refused and nothing is written', async (_name, kind, place) => {
    const known = ID_CASES[key(place)];
    const recipe = RECIPES[place.coordinate] ?? {};
    const renamed = Object.fromEntries(
      Object.entries(recipe.ids ?? {}).flatMap(([arg, fixture]) =>
        own[fixture] === undefined ? [] : [[arg, own[fixture]]],
      ),
    );
    const patch = typeof recipe.patch === 'function' ? recipe.patch(own) : (recipe.patch ?? {});
    const base = withPatch(sampleArguments(place.field, { ...own, ...renamed }), patch);
    let value = UNKNOWN_ID;
    if (kind === 'foreign' && typeof known === 'string') {
      const id = foreign[known];
      if (id === undefined) throw new Error(`house demo has no ${known}`);
      value = id;
    }
    let variables = withIdAt(place.field, base, place.path, value);
    if (recipe.listLength && Array.isArray(variables[place.path])) {
      const others = (own['catalogLotIds'] ?? '').split(',').filter((id) => id !== value);
      variables = { ...variables, [place.path]: [value, ...others].slice(0, recipe.listLength) };
    }
    const asData = isRootResource(place) ? undefined : recipe.refusedAsData;
    const plain = operationFor({ ...place, operation: 'mutation', idPaths: [place.path] });
    const operation = asData ? plain.replace('{ __typename }', asData.selection) : plain;
    const before = await stack.upstream.tableDigests();
    const res = await gql(stack.gatewayUrl, operation, variables, { cookie: other });
    await stack.upstream.waitForJobs();
    const after = await stack.upstream.tableDigests();
    const context = JSON.stringify({ variables, body: res.body });
    if (asData) {
      expect(res.body.data?.[place.field.name], context).toEqual({
        saved: false,
        errors: [{ errorCode: asData.errorCode }],
      });
      expect(changedTables(before, after), context).toEqual([]);
      return;
    }
    expect(res.body.data?.[place.field.name] ?? null, context).toBeNull();
    const error = res.body.errors?.[0];
    const first = REFUSED_FIRST[key(place)];
    if (first !== undefined) {
      expect(error?.message, context).toBe(first);
      expect(changedTables(before, after), context).toEqual([]);
      return;
    }
    const allowed = isRootResource(place)
      ? ['NOT_FOUND', 'FORBIDDEN', 'BAD_USER_INPUT']
      : ['NOT_FOUND', 'BAD_USER_INPUT'];
    expect(allowed, context).toContain(error?.extensions?.['code']);
    if (!isRootResource(place))
      expect(stripIndices(error?.extensions?.['argumentPath']), context).toBe(place.path);
    expect(changedTables(before, after), context).toEqual([]);
  });
});

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
}
