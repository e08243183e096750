/**
 * Sessions of a chosen size added to a seeded upstream database, for the benchmarks that measure a
 * screen as its data grows: a copy of one of the demo house's sessions holding
 * `lots` copies of one of its lots, each with its own ref, lot number and inventory number. Plain
 * SQL over the seed's own rows, so every column keeps a value the seed produced.
 */
import { sql, type StartedUpstream } from '../../packages/upstream/src/testing.ts';

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
