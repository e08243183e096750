import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

/** A customer as the contract gives it (sales §3 "Customer"; money in cents, dates MM/DD/YYYY). */
export interface CustomerJson {
  customerID: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: {
    street1: string;
    street2: string;
    city: string;
    stateID: string;
    province: string;
    postalCode: string;
    countryName: string;
  };
  creationDate: string;
  purchaseCount: number;
  purchaseTotal: number;
  unpaidBalance: number;
  strikes: number;
}

export interface CustomerFilter {
  /** Matches first name, last name or e-mail, case-insensitive (sales §5 Search). */
  search?: string | undefined;
  /** Only customers who won a lot in this sale group (already checked to be the house's). */
  groupId?: number | undefined;
}

/** YYYY-MM-DD → MM/DD/YYYY. */
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

function filtered(db: Kysely<DB>, houseId: number, filter: CustomerFilter) {
  let query = db.selectFrom('bidders').where('bidders.house_id', '=', houseId);
  const needle = filter.search?.trim().toLowerCase();
  if (needle)
    query = query.where((eb) =>
      eb.or([
        eb(sql`position(${needle} in lower(bidders.first_name))`, '>', 0),
        eb(sql`position(${needle} in lower(bidders.last_name))`, '>', 0),
        eb(sql`position(${needle} in lower(bidders.email))`, '>', 0),
      ]),
    );
  if (filter.groupId !== undefined) {
    const groupId = filter.groupId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sale_results')
          .innerJoin('approvals', 'approvals.id', 'sale_results.approval_id')
          .innerJoin('lots', 'lots.id', 'sale_results.lot_id')
          .innerJoin('catalogs', 'catalogs.id', 'lots.catalog_id')
          .whereRef('approvals.bidder_id', '=', 'bidders.id')
          .where('catalogs.sale_group_id', '=', groupId)
          .where('sale_results.passed', '=', false)
          .select(sql`1`.as('one')),
      ),
    );
  }
  return query;
}

/**
 * A page of the house's customers by last name, first name (sales §2 Your Customers), each with
 * what they won (not passed), what their sent invoices still owe and their unpaid-item strikes
 * (0014's unpaid_item_strikes, written when a dispute closes), and the count of all that match.
 */
export async function customerPage(
  db: Kysely<DB>,
  houseId: number,
  filter: CustomerFilter,
  page: { offset: number; limit: number },
  now: Date,
): Promise<{ customers: CustomerJson[]; totalRecords: number }> {
  const [{ count } = { count: 0 }] = await filtered(db, houseId, filter)
    .select(sql<number>`count(*)::int`.as('count'))
    .execute();
  // The page's ids first (from the index of 0028), then the figures of those customers only: the
  // per-customer sums never run for the rows an offset skips.
  const pageIds = filtered(db, houseId, filter)
    .select('bidders.id')
    .orderBy(sql`lower(bidders.last_name)`)
    .orderBy(sql`lower(bidders.first_name)`)
    .orderBy('bidders.id')
    .offset(page.offset)
    .limit(page.limit);
  const rows = await db
    .selectFrom('bidders')
    .where('bidders.id', 'in', pageIds)
    .leftJoin('countries', 'countries.code', 'bidders.country')
    .select([
      'bidders.id',
      'bidders.first_name',
      'bidders.last_name',
      'bidders.email',
      'bidders.phone',
      'bidders.address_line1',
      'bidders.address_line2',
      'bidders.city',
      'bidders.state',
      'bidders.province',
      'bidders.postal_code',
      sql<string>`coalesce(countries.name, bidders.country)`.as('country_name'),
      sql<string>`to_char(bidders.created_at at time zone 'UTC', 'YYYY-MM-DD')`.as('created_on'),
      sql<number>`(select count(*) from sale_results sr join approvals a on a.id = sr.approval_id
        where a.bidder_id = bidders.id and not sr.passed)::int`.as('purchase_count'),
      sql<number>`(select coalesce(sum(sr.hammer), 0) from sale_results sr join approvals a on a.id = sr.approval_id
        where a.bidder_id = bidders.id and not sr.passed)::bigint`.as('purchase_total'),
      sql<number>`(select coalesce(sum(greatest(0, l.hammer + l.premium + l.live_fee + l.tax + l.shipping
          + l.insurance + l.other - l.amount_paid)), 0)
        from invoice_lines l join invoices i on i.id = l.invoice_id
        where i.bidder_id = bidders.id and i.sent_at is not null and not l.paid and not l.suppress)::bigint`.as(
        'unpaid',
      ),
      // An expired strike (unpaidItems: strike expiry) no longer counts, by the app's clock as the
      // job that expires it, not the database's.
      sql<number>`(select count(*) from unpaid_item_strikes s
        where s.bidder_id = bidders.id and s.house_id = bidders.house_id
          and (s.expires_at is null or s.expires_at > ${now}))::int`.as('strikes'),
    ])
    .orderBy(sql`lower(bidders.last_name)`)
    .orderBy(sql`lower(bidders.first_name)`)
    .orderBy('bidders.id')
    .execute();
  return {
    totalRecords: Number(count),
    customers: rows.map((r) => ({
      customerID: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone,
      address: {
        street1: r.address_line1,
        street2: r.address_line2,
        city: r.city,
        stateID: r.state,
        province: r.province,
        postalCode: r.postal_code,
        countryName: r.country_name,
      },
      creationDate: usDate(r.created_on),
      purchaseCount: Number(r.purchase_count),
      purchaseTotal: Number(r.purchase_total),
      unpaidBalance: Number(r.unpaid),
      strikes: Number(r.strikes),
    })),
  };
}

/** The house's sale groups to filter by (sales §7 GET /groups), newest first. */
export async function houseGroups(
  db: Kysely<DB>,
  houseId: number,
): Promise<{ groupID: number; groupName: string }[]> {
  const rows = await db
    .selectFrom('sale_groups')
    .where('house_id', '=', houseId)
    .select(['id', 'name'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((r) => ({ groupID: r.id, groupName: r.name }));
}

/** Whether the sale group is the house's (a foreign or unknown one answers 404). */
export async function isHouseGroup(db: Kysely<DB>, houseId: number, groupId: number): Promise<boolean> {
  const row = await db
    .selectFrom('sale_groups')
    .where('id', '=', groupId)
    .where('house_id', '=', houseId)
    .select('id')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The source of the keywords report (sales §7 GET /keywordsReports): the keywords the house's
 * customers follow, each with its customer. The report and campaign reporting both read it.
 */
export function keywordFollows(db: Kysely<DB>, houseId: number) {
  return db
    .selectFrom('customer_keywords')
    .innerJoin('bidders', 'bidders.id', 'customer_keywords.bidder_id')
    .where('customer_keywords.house_id', '=', houseId);
}

/** The keywords report (sales §7 GET /keywordsReports): each followed keyword with its customer. */
export async function keywordRows(db: Kysely<DB>, houseId: number) {
  return keywordFollows(db, houseId)
    .select([
      'customer_keywords.keyword',
      'bidders.first_name',
      'bidders.last_name',
      'bidders.email',
      sql<string>`to_char(customer_keywords.created_at at time zone 'UTC', 'MM/DD/YYYY')`.as('added'),
    ])
    .orderBy(sql`lower(customer_keywords.keyword)`)
    .orderBy(sql`lower(bidders.last_name)`)
    .orderBy('bidders.id')
    .execute();
}
