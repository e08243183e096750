import type { Kysely } from 'kysely';
import type { Caller } from '../viewer/caller.js';
import { isUniqueViolation } from '../db/errors.js';
import type { DB } from '../db/schema.js';
import { badRequest, HttpError } from '../http/httpError.js';
import { jsonObjectBody } from '../http/validate.js';
import { INVOICE_GROUP_MESSAGES as M, INVOICE_GROUP_TITLE_MAX } from './invoiceGroupMessages.js';

export interface CreateInvoiceGroupInput {
  catalogRefs: string[];
  groupTitle: string;
  invoiceSettingsId: number;
}

const MAX_CATALOGS = 200;
const TEMPLATE_ID = /^[1-9][0-9]{0,9}$/;

/** Checks the body's shape and values (no database yet). Throws a 400 naming the field. */
export function parseCreateInvoiceGroup(body: unknown): CreateInvoiceGroupInput {
  const record = jsonObjectBody(body, ['catalogRefs', 'groupTitle', 'invoiceSettingsID']);

  const rawTitle = record['groupTitle'];
  if (rawTitle !== undefined && rawTitle !== null && typeof rawTitle !== 'string')
    throw badRequest('GROUP_TITLE_INVALID', M.titleRequired, 'groupTitle');
  const groupTitle = (rawTitle ?? '').trim();
  if (!groupTitle) throw badRequest('GROUP_TITLE_INVALID', M.titleRequired, 'groupTitle');
  if (groupTitle.length > INVOICE_GROUP_TITLE_MAX)
    throw badRequest('GROUP_TITLE_INVALID', M.titleTooLong, 'groupTitle');

  const rawTemplate = record['invoiceSettingsID'];
  if (
    rawTemplate === undefined ||
    rawTemplate === null ||
    (typeof rawTemplate === 'string' && rawTemplate.trim() === '')
  )
    throw badRequest('TEMPLATE_REQUIRED', M.templateRequired, 'invoiceSettingsID');
  const templateText =
    typeof rawTemplate === 'number' || typeof rawTemplate === 'string' ? String(rawTemplate).trim() : '';
  if (!TEMPLATE_ID.test(templateText) || Number(templateText) > 2_147_483_647)
    throw badRequest('TEMPLATE_NOT_FOUND', M.templateNotFound, 'invoiceSettingsID');
  const invoiceSettingsId = Number(templateText);

  const rawRefs = record['catalogRefs'];
  if (rawRefs === undefined || rawRefs === null || (Array.isArray(rawRefs) && rawRefs.length === 0))
    throw badRequest('CATALOGS_REQUIRED', M.catalogsRequired, 'catalogRefs');
  if (
    !Array.isArray(rawRefs) ||
    !rawRefs.every((ref): ref is string => typeof ref === 'string' && ref.trim() !== '')
  )
    throw badRequest('INVALID_BODY', 'catalogRefs must be a list of session references.', 'catalogRefs');
  const catalogRefs = [...new Set(rawRefs.map((ref) => ref.trim()))];
  if (catalogRefs.length > MAX_CATALOGS)
    throw badRequest(
      'TOO_MANY_CATALOGS',
      `An invoice group can hold at most ${MAX_CATALOGS} sessions`,
      'catalogRefs',
    );

  return { catalogRefs, groupTitle, invoiceSettingsId };
}

/**
 * Inserts the group (invoice_created = false, build pending) and its catalogs after checking
 * them against the caller's house. The unique catalog_id of invoice_group_catalogs is the last
 * guard against two concurrent creations invoicing one catalog.
 */
export async function insertInvoiceGroup(
  db: Kysely<DB>,
  caller: Caller,
  input: CreateInvoiceGroupInput,
): Promise<number> {
  try {
    return await db.transaction().execute(async (trx) => {
      const template = await trx
        .selectFrom('invoice_settings')
        .select('id')
        .where('id', '=', input.invoiceSettingsId)
        .where('house_id', '=', caller.houseId)
        .executeTakeFirst();
      if (!template) throw badRequest('TEMPLATE_NOT_FOUND', M.templateNotFound, 'invoiceSettingsID');

      const catalogs = await trx
        .selectFrom('catalogs')
        .select(['id', 'ref', 'sale_group_id', 'address_id'])
        .where('house_id', '=', caller.houseId)
        .where('ref', 'in', input.catalogRefs)
        .execute();
      // Another house's catalog answers exactly like one that does not exist.
      const found = new Set(catalogs.map((c) => c.ref));
      const missing = input.catalogRefs.find((ref) => !found.has(ref));
      if (missing !== undefined)
        throw badRequest('CATALOG_NOT_FOUND', M.catalogNotFound(missing), 'catalogRefs');
      if (new Set(catalogs.map((c) => c.sale_group_id)).size > 1)
        throw badRequest('CATALOG_GROUP_MISMATCH', M.oneSaleGroup, 'catalogRefs');
      if (new Set(catalogs.map((c) => c.address_id)).size > 1)
        throw badRequest('CATALOG_LOCATION_MISMATCH', M.oneLocation, 'catalogRefs');

      const invoiced = await trx
        .selectFrom('invoice_group_catalogs')
        .innerJoin('catalogs', 'catalogs.id', 'invoice_group_catalogs.catalog_id')
        .select('catalogs.ref')
        .where(
          'catalogs.id',
          'in',
          catalogs.map((c) => c.id),
        )
        .orderBy('catalogs.ref')
        .execute();
      if (invoiced.length > 0) throw alreadyInvoiced(invoiced.map((r) => r.ref));

      const group = await trx
        .insertInto('invoice_groups')
        .values({
          house_id: caller.houseId,
          title: input.groupTitle,
          settings_id: template.id,
          invoice_created: false,
          build_pending: true,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('invoice_group_catalogs')
        .values(catalogs.map((c) => ({ invoice_group_id: group.id, catalog_id: c.id })))
        .execute();
      return group.id;
    });
  } catch (error) {
    // A concurrent creation committed the same catalog between our check and our insert.
    if (isUniqueViolation(error)) throw alreadyInvoiced(input.catalogRefs);
    throw error;
  }
}

function alreadyInvoiced(refs: readonly string[]): HttpError {
  return new HttpError(409, 'CATALOG_ALREADY_INVOICED', M.alreadyInvoiced(refs), 'catalogRefs');
}
