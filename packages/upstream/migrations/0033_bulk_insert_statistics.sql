-- Planner statistics after a bulk insert, as autovacuum would gather them on PostgreSQL (PGlite has
-- none): without them a group's rows are estimated at a handful, and a page of a 50,000-invoice group
-- is read by sorting the whole group instead of walking the (invoice_group_id, id) index.
-- On PGlite only (openDatabase sets ah.analyze_bulk_inserts): on PostgreSQL autovacuum does it, and an
-- ANALYZE inside a transaction would hold its lock until commit, serialising the replicas' bulk builds.
create function analyze_after_bulk_insert() returns trigger language plpgsql as $$
begin
  if current_setting('ah.analyze_bulk_inserts', true) = 'on' and (select count(*) from new_rows) >= 1000 then
    execute format('analyze %I', tg_table_name);
  end if;
  return null;
end;
$$;
create trigger invoices_analyzed after insert on invoices
  referencing new table as new_rows for each statement execute function analyze_after_bulk_insert();
create trigger invoice_lines_analyzed after insert on invoice_lines
  referencing new table as new_rows for each statement execute function analyze_after_bulk_insert();
create trigger invoice_figures_analyzed after insert on invoice_figures
  referencing new table as new_rows for each statement execute function analyze_after_bulk_insert();
