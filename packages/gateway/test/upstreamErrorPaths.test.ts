import { SHIPPING_OBJECT_MESSAGES } from '@ah/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { gql, type Caller } from './support/graphql.js';
import { everyStatusCatalog } from './support/shippingFixtures.js';

/**
 * Refusals that only the services can make (the gateway's own rules let these inputs through)
 * name what the caller sent, in the GraphQL argument's terms: `objects.1.objectTypeId`, never the
 * shipping service's `objectsReviewed[1].artaSubtype`. Against the real stack.
 */
let stack: Stack;
let staff: Caller;
let reviewIds: string[];

beforeAll(async () => {
  stack = await startStack({ upstream: { shippingQuoteDelayMs: 3_600_000 } });
  staff = { cookie: await stack.login('demo', 'staff', 'demo-password') };
  const fixture = await everyStatusCatalog(stack.upstream);
  reviewIds = [...fixture.failedReviewIds, ...fixture.readyReviewIds];
  if (reviewIds.length < 2) throw new Error('the demo seed lacks shipping reviews');
}, 120_000);
afterAll(async () => {
  await stack?.close();
});

const SAVE = `mutation($id: ID!, $input: ShippingReviewInput!) { saveShippingReview(reviewId: $id, input: $input) { review { status } } }`;
const vase = (extra: Record<string, unknown> = {}) => ({
  title: 'Vase',
  objectTypeId: 'ceramic',
  height: 10,
  width: 6,
  depth: 6,
  unit: 'IN',
  isFragile: true,
  ...extra,
});
const input = (objects: Record<string, unknown>[]) => ({
  objectsDescription: '',
  objectsValue: '100',
  objectsValueCurrency: 'USD',
  objectsImages: [],
  objects,
});

/** Everything an error tells the caller, as one string: no REST name may appear in it. */
const shown = (res: Awaited<ReturnType<typeof gql>>) => JSON.stringify(res.body.errors ?? []);

describe('service refusals name the GraphQL argument path', () => {
  it('an unknown object type of the second object: objects.1.objectTypeId', async () => {
    const res = await gql(
      stack.gatewayUrl,
      SAVE,
      { id: reviewIds[0], input: input([vase(), vase({ objectTypeId: 'no_such_type' })]) },
      staff,
    );
    expect(res.body.errors?.[0]).toMatchObject({
      message: SHIPPING_OBJECT_MESSAGES.typeRequired,
      extensions: { code: 'BAD_USER_INPUT', field: 'objects.1.objectTypeId' },
    });
    expect(shown(res)).not.toMatch(/objectsReviewed|artaSubtype/);
  });

  it("another review's object id: objects.0.id", async () => {
    const objectId = await stack.upstream.db
      .selectFrom('shipping_review_objects')
      .select('id')
      .where('review_id', '=', Number(reviewIds[1]))
      .executeTakeFirst();
    const foreign = objectId
      ? objectId.id
      : (
          await stack.upstream.db
            .selectFrom('shipping_review_objects')
            .select('id')
            .where('review_id', '!=', Number(reviewIds[0]))
            .executeTakeFirstOrThrow()
        ).id;
    const res = await gql(
      stack.gatewayUrl,
      SAVE,
      { id: reviewIds[0], input: input([vase({ id: String(foreign) })]) },
      staff,
    );
    expect(res.body.errors?.[0]).toMatchObject({
      message: 'The object is not part of this review.',
      extensions: { code: 'BAD_USER_INPUT', field: 'objects.0.id' },
    });
    expect(shown(res)).not.toMatch(/objectsReviewed/);
  });
});
