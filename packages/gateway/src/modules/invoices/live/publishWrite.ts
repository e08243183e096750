import type { InvoiceChangeField } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import type { InvoiceBidder } from '../providers/invoiceApiModels.js';
import type { ChangeAuthor } from './invoiceGroupEvents.js';

/** The author of a write through the gateway: the signed-in user, or a script with their API token. */
export async function authorOf(context: GatewayContext): Promise<ChangeAuthor> {
  const viewer = await context.requireViewer();
  if (context.credentials?.kind === 'bearer') return { kind: 'SCRIPT', name: null, userRef: viewer.userRef };
  const name = `${viewer.firstName} ${viewer.lastName}`.trim() || viewer.userName;
  return { kind: 'USER', name, userRef: viewer.userRef };
}

/**
 * After an invoice mutation wrote: tells the group's watchers (invoiceGroupChanged). The write has
 * succeeded whatever happens here, so this never fails the mutation.
 */
export async function publishGroupWrite(
  context: GatewayContext,
  invoiceGroupId: string,
  invoices: readonly InvoiceBidder[],
  fields: readonly InvoiceChangeField[],
): Promise<void> {
  const hub = context.hubs.invoices;
  if (!hub) return;
  try {
    const viewer = await context.requireViewer();
    await hub.written({
      houseRef: viewer.houseInfo.houseRef,
      invoiceGroupId,
      invoices,
      fields,
      author: await authorOf(context),
    });
  } catch {
    // Only the live update is lost; the watchers' poll sees the change within an interval.
  }
}

/**
 * Runs a write of a whole group and its reread with the group's poll on this replica held back, so
 * the change goes out once, from the write (InvoiceGroupHub.beginWrite).
 */
export async function asGroupWrite<T>(
  context: GatewayContext,
  invoiceGroupId: string,
  run: () => Promise<T>,
): Promise<T> {
  const hub = context.hubs.invoices;
  if (!hub) return run();
  const viewer = await context.requireViewer();
  const done = hub.beginWrite(viewer.houseInfo.houseRef, invoiceGroupId);
  try {
    return await run();
  } finally {
    done();
  }
}
