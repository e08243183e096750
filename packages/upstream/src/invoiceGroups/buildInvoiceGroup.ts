import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import {
  buildInvoices,
  type ChargeRule,
  type SaleLocation,
  type WonLot,
} from '../invoices/invoiceBuilder.js';

/** Test seams into a build; a hook that throws makes the build fail like any other error. */
export interface InvoiceBuildHooks {
  /** Before the build transaction opens (a test can hold the build here). */
  beforeBuild?: (context: { invoiceGroupId: number }) => void | Promise<void>;
  /** Inside the transaction, after the invoices are written, before invoice_created flips. */
  afterInvoicesInserted?: (context: { invoiceGroupId: number; invoiceCount: number }) => void | Promise<void>;
}

/** Rows per multi-row insert: well under PostgreSQL's 65535 bound parameters. */
const INSERT_BATCH = 1_000;

export function chunk<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * Builds the invoices of a new group in ONE transaction together with flipping invoice_created.
 * If anything fails, that transaction rolls back and the group row is deleted: either the group
 * exists with all its invoices, or not at all. Returns the number of invoices built.
 */
export async function buildInvoiceGroup(
  db: Kysely<DB>,
  invoiceGroupId: number,
  hooks: InvoiceBuildHooks = {},
): Promise<number> {
  try {
    await hooks.beforeBuild?.({ invoiceGroupId });
    return await db.transaction().execute((trx) => buildInTransaction(trx, invoiceGroupId, hooks));
  } catch (error) {
    await db
      .deleteFrom('invoice_groups')
      .where('id', '=', invoiceGroupId)
      .where('invoice_created', '=', false)
      .execute();
    throw error;
  }
}

async function buildInTransaction(
  trx: Transaction<DB>,
  invoiceGroupId: number,
  hooks: InvoiceBuildHooks,
): Promise<number> {
  // Row lock: a second build of the same group (a restart re-queue) waits, then sees it done.
  const group = await trx
    .selectFrom('invoice_groups')
    .select(['id', 'house_id', 'settings_id', 'invoice_created'])
    .where('id', '=', invoiceGroupId)
    .forUpdate()
    .executeTakeFirst();
  if (!group || group.invoice_created) return 0;
  const houseId = group.house_id;

  const catalogs = await trx
    .selectFrom('invoice_group_catalogs')
    .innerJoin('catalogs', 'catalogs.id', 'invoice_group_catalogs.catalog_id')
    .select('catalogs.id')
    .where('invoice_group_catalogs.invoice_group_id', '=', invoiceGroupId)
    .where('catalogs.house_id', '=', houseId)
    .execute();
  const { rules, location } = await groupLineCharges(trx, {
    invoiceGroupId,
    houseId,
    settingsId: group.settings_id,
  });

  const catalogIds = catalogs.map((c) => c.id);
  const won: WonLot[] =
    catalogIds.length === 0
      ? []
      : (
          await trx
            .selectFrom('sale_results')
            .innerJoin('lots', 'lots.id', 'sale_results.lot_id')
            .innerJoin('catalogs', 'catalogs.id', 'lots.catalog_id')
            .innerJoin('approvals', 'approvals.id', 'sale_results.approval_id')
            .select([
              'lots.id as lotId',
              'approvals.id as approvalId',
              'approvals.bidder_id as bidderId',
              'approvals.channel',
              'catalogs.sale_type as saleType',
              'sale_results.hammer',
              'catalogs.buyer_premium_rate as buyerPremiumRate',
              'lots.restricted',
            ])
            .where('lots.catalog_id', 'in', catalogIds)
            .where('sale_results.house_id', '=', houseId)
            // A lot published as unsold (realized price 0, sales §4 Realized prices) is not invoiced.
            .where('sale_results.passed', '=', false)
            .orderBy('catalogs.starts_at')
            .orderBy('catalogs.id')
            .orderBy('lots.lot_number')
            .orderBy('lots.lot_number_ext')
            .execute()
        ).map((r) => ({ ...r }));

  const invoices = buildInvoices(won, rules, location);
  const invoiceIdByApproval = new Map<number, number>();
  for (const batch of chunk(invoices, INSERT_BATCH)) {
    const inserted = await trx
      .insertInto('invoices')
      .values(
        batch.map((invoice) => ({
          house_id: houseId,
          invoice_group_id: invoiceGroupId,
          approval_id: invoice.approvalId,
          bidder_id: invoice.bidderId,
        })),
      )
      .returning(['id', 'approval_id'])
      .execute();
    for (const row of inserted) invoiceIdByApproval.set(row.approval_id, row.id);
  }
  const lines = invoices.flatMap((invoice) =>
    invoice.lines.map((line) => ({
      invoice_id: invoiceIdByApproval.get(invoice.approvalId) ?? missingInvoice(invoice.approvalId),
      lot_id: line.lotId,
      hammer: line.hammer,
      premium: line.premium,
      live_fee: line.liveFee,
      tax: line.tax,
      other: line.other,
      restricted: line.restricted,
    })),
  );
  for (const batch of chunk(lines, INSERT_BATCH))
    await trx.insertInto('invoice_lines').values(batch).execute();

  await hooks.afterInvoicesInserted?.({ invoiceGroupId, invoiceCount: invoices.length });

  await trx
    .updateTable('invoice_groups')
    .set({ invoice_created: true, build_pending: false })
    .where('id', '=', invoiceGroupId)
    .execute();
  return invoices.length;
}

/**
 * What a group's invoice lines are built with besides the lot: the group's sale location and its
 * template's taxes and fees (invoicing §2.7), in the editor's order. Also for a line added to the
 * group later (an accepted second-chance offer), so it is priced as the build prices it.
 */
export async function groupLineCharges(
  db: Kysely<DB>,
  group: { invoiceGroupId: number; houseId: number; settingsId: number },
): Promise<{ rules: ChargeRule[]; location: SaleLocation }> {
  // Creation refuses mixed locations, so any catalog's address is the group's.
  const address = await db
    .selectFrom('invoice_group_catalogs')
    .innerJoin('catalogs', 'catalogs.id', 'invoice_group_catalogs.catalog_id')
    .innerJoin('house_addresses', 'house_addresses.id', 'catalogs.address_id')
    .select(['house_addresses.country', 'house_addresses.state'])
    .where('invoice_group_catalogs.invoice_group_id', '=', group.invoiceGroupId)
    .where('catalogs.house_id', '=', group.houseId)
    .limit(1)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('invoice_setting_charges')
    .innerJoin('invoice_settings', 'invoice_settings.id', 'invoice_setting_charges.settings_id')
    .select([
      'invoice_setting_charges.kind',
      'invoice_setting_charges.rate',
      'invoice_setting_charges.country',
      'invoice_setting_charges.state',
      'invoice_setting_charges.applies_hammer',
      'invoice_setting_charges.applies_premium',
      'invoice_setting_charges.applies_live_fee',
    ])
    .where('invoice_settings.id', '=', group.settingsId)
    .where('invoice_settings.house_id', '=', group.houseId)
    .orderBy('invoice_setting_charges.sequence')
    .orderBy('invoice_setting_charges.id')
    .execute();
  return {
    location: address ?? { country: 'US', state: '' },
    rules: rows.map((r) => ({
      kind: r.kind,
      rate: r.rate,
      country: r.country,
      state: r.state,
      appliesHammer: r.applies_hammer,
      appliesPremium: r.applies_premium,
      appliesLiveFee: r.applies_live_fee,
    })),
  };
}

function missingInvoice(approvalId: number): never {
  throw new Error(`no invoice was inserted for approval ${approvalId}`);
}

/** Groups whose build was queued but never finished (the process stopped): build them again. */
export async function pendingInvoiceGroupIds(db: Kysely<DB>): Promise<number[]> {
  const rows = await db
    .selectFrom('invoice_groups')
    .select('id')
    .where('build_pending', '=', true)
    .where('invoice_created', '=', false)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
