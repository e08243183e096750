import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, gql } from './support/graphql.js';

/**
 * The legal pages' contact block over HTTP (sales §2 App shell footer): public; the signed-in
 * house's primary location, else the product's.
 */
const CONTACT = '{ legalContact { isHouse name street1 city region postalCode country phone email } }';

describe('legal contact through the gateway', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('answers the product contact to anyone without signing in', async () => {
    const { legalContact } = dataOf<{ legalContact: { isHouse: boolean; name: string } }>(
      await gql(stack.gatewayUrl, CONTACT),
    );
    expect(legalContact.isHouse).toBe(false);
    expect(legalContact.name).toMatch(/Customer Care/);
  });

  it("answers the signed-in house's name and primary location", async () => {
    const primary = await stack.upstream.db
      .selectFrom('house_addresses')
      .innerJoin('houses', 'houses.id', 'house_addresses.house_id')
      .where('houses.user_name', '=', 'demo')
      .where('house_addresses.is_primary', '=', true)
      .select(['house_addresses.line1', 'house_addresses.city', 'houses.name'])
      .executeTakeFirstOrThrow();
    const cookie = await stack.login('demo', 'clerk', 'demo-password');
    const { legalContact } = dataOf<{
      legalContact: { isHouse: boolean; name: string; street1: string; city: string };
    }>(await gql(stack.gatewayUrl, CONTACT, {}, { cookie }));
    expect(legalContact).toMatchObject({
      isHouse: true,
      name: primary.name,
      street1: primary.line1,
      city: primary.city,
    });
  });
});
