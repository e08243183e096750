import { centsToMoney, CUSTOMER_SEARCH_MAX } from '@ah/schema';
import { Router, type Request, type Response } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest, notFound } from '../http/httpError.js';
import { CONTENT_TYPES, writeSheet, type SheetType } from '../lots/writers/sheetFiles.js';
import { callerOf } from '../viewer/caller.js';
import {
  customerPage,
  houseGroups,
  isHouseGroup,
  keywordRows,
  type CustomerFilter,
} from './customerQueries.js';

const MAX_PAGE_SIZE = 1000;
/** An export holds at most this many customers (the large demo house has 1,000). */
const EXPORT_MAX = 50_000;

function wholeParam(req: Request, name: string, fallback: number, max: number): number {
  const raw = req.query[name];
  if (raw === undefined || raw === '') return fallback;
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= max)) throw badRequest('INVALID_PAGE', `${name} must be from 1 to ${max}`, name);
  return n;
}

function searchParam(req: Request): string | undefined {
  const raw = req.query['search'];
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string' || raw.length > CUSTOMER_SEARCH_MAX)
    throw badRequest(
      'INVALID_SEARCH',
      `search must be text of at most ${CUSTOMER_SEARCH_MAX} characters`,
      'search',
    );
  return raw;
}

async function groupParam(db: Kysely<DB>, houseId: number, raw: unknown): Promise<number> {
  const id = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || !(await isHouseGroup(db, houseId, id)))
    throw notFound('GROUP_NOT_FOUND', 'No such sale group in this house.');
  return id;
}

const EXPORT_HEADER = [
  'Last Name',
  'First Name',
  'Email',
  'Phone',
  'Street 1',
  'Street 2',
  'City',
  'State/Province',
  'Postal Code',
  'Country',
  'Customer Since',
  'Purchases',
  'Purchase Total',
  'Unpaid Balance',
  'Strikes',
] as const;

function sendFile(res: Response, type: SheetType, name: string, body: Buffer): void {
  res.setHeader('Content-Type', CONTENT_TYPES[type]);
  res.setHeader('Content-Disposition', `attachment; filename="${name}.${type}"`);
  res.send(body);
}

/**
 * Your Customers, mounted under /app/house/{houseRef} (sales §7 Other):
 * - GET /yourCustomers?page&size&search and /yourCustomers/group/{groupID} — `{data: {customers,
 *   totalRecords}}` by last name (page and size are ours: the spec's call answers everyone);
 * - GET /yourCustomers/export?type=csv|xlsx&search&groupID — the same list as a file;
 * - GET /groups — `{data: {groups: [{groupID, groupName}]}}`;
 * - GET /keywordsReports — the keywords report as CSV text.
 * A group not the house's is 404 GROUP_NOT_FOUND.
 */
export function customerRoutes(db: Kysely<DB>, clock: () => Date): Router {
  const router = Router({ mergeParams: true });

  const list = async (req: Request, res: Response, filter: CustomerFilter) => {
    const size = wholeParam(req, 'size', 50, MAX_PAGE_SIZE);
    const page = wholeParam(req, 'page', 1, 1_000_000);
    const result = await customerPage(
      db,
      callerOf(req).houseId,
      filter,
      {
        offset: (page - 1) * size,
        limit: size,
      },
      clock(),
    );
    res.json({ data: result });
  };

  router.get('/yourCustomers', async (req, res) => {
    await list(req, res, { search: searchParam(req) });
  });

  router.get('/yourCustomers/export', async (req, res) => {
    const { houseId } = callerOf(req);
    const type = req.query['type'] ?? 'csv';
    if (type !== 'csv' && type !== 'xlsx')
      throw badRequest('INVALID_TYPE', 'type must be csv or xlsx', 'type');
    const filter: CustomerFilter = { search: searchParam(req) };
    if (req.query['groupID'] !== undefined)
      filter.groupId = await groupParam(db, houseId, req.query['groupID']);
    const { customers } = await customerPage(db, houseId, filter, { offset: 0, limit: EXPORT_MAX }, clock());
    const rows = customers.map((c) => [
      c.lastName,
      c.firstName,
      c.email,
      c.phone,
      c.address.street1,
      c.address.street2,
      c.address.city,
      c.address.stateID || c.address.province,
      c.address.postalCode,
      c.address.countryName,
      c.creationDate,
      c.purchaseCount,
      centsToMoney(c.purchaseTotal),
      centsToMoney(c.unpaidBalance),
      c.strikes,
    ]);
    sendFile(res, type, 'customers', await writeSheet(type, 'Customers', EXPORT_HEADER, rows));
  });

  router.get('/yourCustomers/group/:groupID', async (req, res) => {
    const groupId = await groupParam(db, callerOf(req).houseId, req.params['groupID']);
    await list(req, res, { search: searchParam(req), groupId });
  });

  router.get('/groups', async (req, res) => {
    res.json({ data: { groups: await houseGroups(db, callerOf(req).houseId) } });
  });

  router.get('/keywordsReports', async (req, res) => {
    const rows = await keywordRows(db, callerOf(req).houseId);
    const body = await writeSheet(
      'csv',
      'Keywords',
      ['Keyword', 'First Name', 'Last Name', 'Email', 'Date Added'],
      rows.map((r) => [r.keyword, r.first_name, r.last_name, r.email, r.added]),
    );
    sendFile(res, 'csv', 'keywords-report', body);
  });

  return router;
}
