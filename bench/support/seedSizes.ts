/**
 * Sessions and invoice groups of a chosen size added to a seeded upstream database, for the
 * benchmarks that measure a screen as its data grows: a copy of one of the demo house's sessions
 * holding `lots` copies of one of its lots, each with its own ref, lot number and inventory number;
 * and a copy of its largest invoice group holding `invoices` whole copies of that group's invoices.
 * Plain SQL over the seed's own rows, so every column keeps a value the seed produced.
 */
import { growInvoiceGroupTo, sql, type StartedUpstream } from '../../packages/upstream/src/testing.ts';

type Db = StartedUpstream['db'];

async function columnsOf(db: Db, table: string, leaveOut: readonly string[]): Promise<string[]> {
  const { rows } = await sql<{ column_name: string }>`
    select column_name from information_schema.columns
    where table_schema = current_schema() and table_name = ${table} order by ordinal_position`.execute(db);
  return rows.map((r) => r.column_name).filter((c) => !leaveOut.includes(c));
}

/**
 * A new session of the demo house with `lots` lots: a copy of a live session, or with `timed` of
 * its timed sale (bulk bidding); its catalog id and ref.
 */
export async function addSessionWithLots(
  db: Db,
  lots: number,
  tag: string,
  { timed = false }: { timed?: boolean } = {},
): Promise<{ id: string; ref: string }> {
  const { rows: sources } = await sql<{ catalog_id: number; lot_id: number }>`
    select c.id as catalog_id, min(l.id) as lot_id from catalogs c
    join houses h on h.id = c.house_id and h.user_name = 'demo'
    join lots l on l.catalog_id = c.id
    where c.sale_type ${sql.raw(timed ? '=' : '<>')} 'timed'
    group by c.id order by c.id desc limit 1`.execute(db);
  const source = sources[0];
  if (!source) throw new Error('no session of the demo house with lots to copy');
  const catalogColumns = await columnsOf(db, 'catalogs', ['id', 'ref']);
  const list = (columns: string[]) => sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const { rows: created } = await sql<{ id: number }>`
    insert into catalogs (ref, ${list(catalogColumns)})
    select ${`BENCH${tag}`}, ${list(catalogColumns)} from catalogs where id = ${source.catalog_id}
    returning id`.execute(db);
  const catalogId = created[0]?.id;
  if (catalogId === undefined) throw new Error('the session was not copied');
  const lotColumns = await columnsOf(db, 'lots', ['id', 'ref', 'catalog_id', 'lot_number', 'inv_number']);
  await sql`
    insert into lots (catalog_id, ref, lot_number, inv_number, ${list(lotColumns)})
    select ${catalogId}, ${`BL${tag}-`} || g, g, ${`I${tag}-`} || g, ${list(lotColumns)}
    from lots, generate_series(1, ${lots}) as g where lots.id = ${source.lot_id}`.execute(db);
  return { id: String(catalogId), ref: `BENCH${tag}` };
}

/**
 * A new invoice group of the demo house with `invoices` real invoices: a copy of its largest group
 * (settings, state) over a copy of that group's first session, filled with whole copies of the
 * group's invoices round after round (their charges, payments and lines, each line on its own copy
 * of its lot in the new session; growInvoiceGroupTo). Its id and invoice count.
 */
export async function addInvoiceGroupWithInvoices(
  db: Db,
  invoices: number,
  tag: string,
): Promise<{ id: string; invoices: number }> {
  const { rows: sources } = await sql<{ group_id: number; catalog_id: number }>`
    select i.invoice_group_id as group_id, min(gc.catalog_id) as catalog_id from invoices i
    join houses h on h.id = i.house_id and h.user_name = 'demo'
    join invoice_group_catalogs gc on gc.invoice_group_id = i.invoice_group_id
    group by i.invoice_group_id order by count(distinct i.id) desc, i.invoice_group_id limit 1`.execute(db);
  const source = sources[0];
  if (!source) throw new Error('no invoice group of the demo house to copy');
  const list = (columns: string[]) => sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const catalogColumns = await columnsOf(db, 'catalogs', ['id', 'ref']);
  const { rows: catalogs } = await sql<{ id: number }>`
    insert into catalogs (ref, ${list(catalogColumns)})
    select ${`BENCHG${tag}`}, ${list(catalogColumns)} from catalogs where id = ${source.catalog_id}
    returning id`.execute(db);
  const groupColumns = await columnsOf(db, 'invoice_groups', ['id', 'title']);
  const { rows: groups } = await sql<{ id: number }>`
    insert into invoice_groups (title, ${list(groupColumns)})
    select ${`Bench group ${tag}`}, ${list(groupColumns)} from invoice_groups where id = ${source.group_id}
    returning id`.execute(db);
  const catalogId = catalogs[0]?.id;
  const groupId = groups[0]?.id;
  if (catalogId === undefined || groupId === undefined) throw new Error('the invoice group was not copied');
  await sql`insert into invoice_group_catalogs (invoice_group_id, catalog_id) values (${groupId}, ${catalogId})`.execute(
    db,
  );
  const count = await growInvoiceGroupTo(db, groupId, invoices, {
    from: source.group_id,
    lotsCatalogId: catalogId,
  });
  return { id: String(groupId), invoices: count };
}
