import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * A group whose invoice creation never finishes (invoicing §2.2 'Creating Invoices'): the gateway says
 * it stalled, and offers the way out: build again, or delete the group so its sessions are uninvoiced.
 */
let stack: Stack;
let staff: Caller;

const STATE = `query S($id: ID!) {
  invoiceGroupEditor(invoiceGroupId: $id) { id invoicesCreated invoiceCreation invoiceIds }
  invoiceGroupDetails(invoiceGroupId: $id) { id invoiceCreation }
}`;
const RETRY = `mutation R($id: ID!) { retryInvoiceCreation(input: { invoiceGroupId: $id }) { invoiceGroupId } }`;
const DELETE = `mutation D($id: ID!) { deleteUncreatedInvoiceGroup(input: { invoiceGroupId: $id }) { invoiceGroupId } }`;

interface State {
  invoiceGroupEditor: { invoicesCreated: boolean; invoiceCreation: string; invoiceIds: string[] } | null;
  invoiceGroupDetails: { invoiceCreation: string } | null;
}
const state = async (id: string) => dataOf<State>(await gql(stack.gatewayUrl, STATE, { id }, staff));

/** The seed's groups whose invoices were never built, with no build queued: stalled. */
async function stalledGroupIds(): Promise<string[]> {
  const rows = await stack.upstream.db
    .selectFrom('invoice_groups')
    .innerJoin('houses', 'houses.id', 'invoice_groups.house_id')
    .select('invoice_groups.id')
    .where('houses.user_name', '=', 'demo')
    .where('invoice_groups.invoice_created', '=', false)
    .orderBy('invoice_groups.id')
    .execute();
  return rows.map((r) => String(r.id));
}

beforeAll(async () => {
  stack = await startStack();
  staff = { cookie: await stack.login('demo', 'staff', 'demo-password') };
});
afterAll(async () => {
  await stack?.close();
});

describe('a creation that never finishes', () => {
  it('is STALLED, and retrying builds the invoices', async () => {
    const [id] = await stalledGroupIds();
    expect(id).toBeDefined();
    const before = await state(id!);
    expect(before.invoiceGroupEditor).toMatchObject({ invoicesCreated: false, invoiceCreation: 'STALLED' });
    expect(before.invoiceGroupDetails).toMatchObject({ invoiceCreation: 'STALLED' });

    expect(dataOf(await gql(stack.gatewayUrl, RETRY, { id }, staff))).toEqual({
      retryInvoiceCreation: { invoiceGroupId: id },
    });
    await stack.upstream.waitForJobs();
    const after = await state(id!);
    expect(after.invoiceGroupEditor).toMatchObject({ invoicesCreated: true, invoiceCreation: 'CREATED' });
    expect(after.invoiceGroupEditor?.invoiceIds.length).toBeGreaterThan(0);

    // Neither way out touches a group whose invoices exist.
    for (const mutation of [RETRY, DELETE])
      expect(firstError(await gql(stack.gatewayUrl, mutation, { id }, staff))).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'The invoices of this group have already been created.',
      });
  });

  it('deletes a stalled group: its editor and details are gone', async () => {
    const [id] = await stalledGroupIds();
    // The retry above built the seed's only stalled group: stall a new one like it (no build queued).
    const group =
      id ??
      (await (async () => {
        const template = await stack.upstream.db
          .selectFrom('invoice_settings')
          .innerJoin('houses', 'houses.id', 'invoice_settings.house_id')
          .select(['invoice_settings.id', 'invoice_settings.house_id'])
          .where('houses.user_name', '=', 'demo')
          .executeTakeFirstOrThrow();
        const inserted = await stack.upstream.db
          .insertInto('invoice_groups')
          .values({
            house_id: template.house_id,
            title: 'Never built',
            settings_id: template.id,
            invoice_created: false,
            build_pending: false,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return String(inserted.id);
      })());
    expect((await state(group)).invoiceGroupEditor?.invoiceCreation).toBe('STALLED');
    expect(dataOf(await gql(stack.gatewayUrl, DELETE, { id: group }, staff))).toEqual({
      deleteUncreatedInvoiceGroup: { invoiceGroupId: group },
    });
    expect(await state(group)).toEqual({ invoiceGroupEditor: null, invoiceGroupDetails: null });
  });

  it("refuses an unknown group and another house's group as not found", async () => {
    expect(firstError(await gql(stack.gatewayUrl, DELETE, { id: '999999' }, staff))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const other = { cookie: await stack.login('other', 'staff', 'demo-password') };
    const [mine] = await stack.upstream.db
      .selectFrom('invoice_groups')
      .innerJoin('houses', 'houses.id', 'invoice_groups.house_id')
      .select('invoice_groups.id')
      .where('houses.user_name', '=', 'demo')
      .execute();
    expect(firstError(await gql(stack.gatewayUrl, RETRY, { id: String(mine?.id) }, other))).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
