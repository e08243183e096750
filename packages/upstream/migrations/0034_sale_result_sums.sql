-- Sale results' lines and grand totals (sales §2 Sale results, POST /catalogs/sessionResults with
-- the paging extension), kept as results change, so a page of a big sale reads its totals from one
-- row per session and its bidders from one narrow table, instead of joining every result of the
-- sessions with its lot, session and registration on each visit (12,600 lots at ten times the large
-- seed). Two levels, as 0031 and 0032:
--
-- * lot_result_lines: each won (unpassed) result's line: its session, house, bidder and the invoice
--   line math of invoiceBuilder.buildLine (premium at the session's rate, the live fee on a live
--   session's internet channels, each rounded half up), recomputed from the result, its lot, session
--   and registration for the lots a statement touched. A lot without a won result has no row.
-- * sale_result_sums: their count and sums per session, by increments (concurrent writers add up).
--   Only results of the session's own house count (the endpoint reads the caller's house's).

create table lot_result_lines (
  lot_id integer primary key references lots (id) on delete cascade,
  catalog_id integer not null,
  house_id integer not null,
  bidder_id integer not null,
  hammer bigint not null,
  premium bigint not null,
  live_fee bigint not null
);
-- A page of the sessions' bidders: their distinct winners, from an index.
create index lot_result_lines_catalog_bidder_idx on lot_result_lines (catalog_id, bidder_id);

-- The lines of these lots from their sources. RATE_SCALE (100,000) and LIVE_FEE_RATE (3,000) are
-- invoices/money.ts's and invoiceBuilder.ts's; saleResultSums.test.ts holds them to buildLine.
create function lot_result_lines_of(ids integer[])
returns setof lot_result_lines language sql stable as $$
  select l.id, l.catalog_id, r.house_id, a.bidder_id, r.hammer,
    (r.hammer * c.buyer_premium_rate * 2 + 100000) / 200000,
    case when c.sale_type = 'live' and a.channel <> 'Floor' then (r.hammer * 3000 * 2 + 100000) / 200000 else 0 end
  from lots l
  join sale_results r on r.lot_id = l.id and not r.passed
  join catalogs c on c.id = l.catalog_id and c.house_id = r.house_id
  join approvals a on a.id = r.approval_id
  where l.id = any(ids)
$$;

create table sale_result_sums (
  catalog_id integer primary key references catalogs (id) on delete cascade,
  lot_count bigint not null default 0,
  hammer bigint not null default 0,
  premium bigint not null default 0,
  live_fee bigint not null default 0
);

-- Some lines' part of their sessions' sums, times `sign` (1 added, -1 removed). A placeholder of
-- refresh_lot_result_lines (house 0) is no line.
create function sale_result_sums_of(rows lot_result_lines[], sign integer)
returns setof sale_result_sums language sql stable as $$
  select x.catalog_id, sign * count(*), sign * sum(x.hammer)::bigint, sign * sum(x.premium)::bigint,
    sign * sum(x.live_fee)::bigint
  from unnest(rows) x
  where x.house_id <> 0
  group by x.catalog_id
$$;

insert into lot_result_lines select * from lot_result_lines_of(array(select lot_id from sale_results));
insert into sale_result_sums select * from sale_result_sums_of(array(select k from lot_result_lines k), 1);

-- The sessions' sums follow their lines. Removing goes by update only: a deleted session's row may
-- already be gone.
create function lot_result_lines_summed() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update sale_result_sums s set
      lot_count = s.lot_count + d.lot_count, hammer = s.hammer + d.hammer,
      premium = s.premium + d.premium, live_fee = s.live_fee + d.live_fee
    from sale_result_sums_of(array(select o::lot_result_lines from old_rows o), -1) d
    where s.catalog_id = d.catalog_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into sale_result_sums as s
    select * from sale_result_sums_of(array(select n::lot_result_lines from new_rows n), 1)
    on conflict (catalog_id) do update set
      lot_count = s.lot_count + excluded.lot_count, hammer = s.hammer + excluded.hammer,
      premium = s.premium + excluded.premium, live_fee = s.live_fee + excluded.live_fee;
  end if;
  return null;
end;
$$;
create trigger lot_result_lines_summed_insert after insert on lot_result_lines
  referencing new table as new_rows for each statement execute function lot_result_lines_summed();
create trigger lot_result_lines_summed_delete after delete on lot_result_lines
  referencing old table as old_rows for each statement execute function lot_result_lines_summed();
create trigger lot_result_lines_summed_update after update on lot_result_lines
  referencing old table as old_rows new table as new_rows for each statement execute function lot_result_lines_summed();

-- Recomputes these lots' lines: a lot no longer won loses its row; a row that would not change is
-- not written (no session update).
--
-- Concurrent writers, as 0031's refresh_invoice_figures: make the rows exist, lock them in key
-- order, then recompute in statements of their own (a snapshot taken after the other writers
-- committed). A lot has a line only when won, and another writer may be giving it its first one, so
-- every lot without a line gets a placeholder (house 0: sale_result_sums_of counts it for nothing),
-- which waits for that writer's insert; the recompute fills or deletes it before anyone sees it.
create function refresh_lot_result_lines(ids integer[]) returns void language plpgsql as $$
begin
  if coalesce(array_length(ids, 1), 0) = 0 then
    return;
  end if;
  insert into lot_result_lines (lot_id, catalog_id, house_id, bidder_id, hammer, premium, live_fee)
  select l.id, l.catalog_id, 0, 0, 0, 0, 0 from lots l
  where l.id = any(ids) and not exists (select 1 from lot_result_lines k where k.lot_id = l.id)
  order by l.id
  on conflict (lot_id) do nothing;
  perform 1 from lot_result_lines where lot_id = any(ids) order by lot_id for update;
  delete from lot_result_lines k
  where k.lot_id = any(ids) and k.lot_id not in (select f.lot_id from lot_result_lines_of(ids) f);
  insert into lot_result_lines as k select * from lot_result_lines_of(ids)
  on conflict (lot_id) do update set
    catalog_id = excluded.catalog_id, house_id = excluded.house_id, bidder_id = excluded.bidder_id,
    hammer = excluded.hammer, premium = excluded.premium, live_fee = excluded.live_fee
  where k is distinct from excluded;
end;
$$;

-- Results: their lots, before and after.
create function sale_results_lined() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    perform refresh_lot_result_lines(array(select o.lot_id from old_rows o));
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform refresh_lot_result_lines(array(select n.lot_id from new_rows n));
  end if;
  return null;
end;
$$;
create trigger sale_results_lined_insert after insert on sale_results
  referencing new table as new_rows for each statement execute function sale_results_lined();
create trigger sale_results_lined_update after update on sale_results
  referencing old table as old_rows new table as new_rows for each statement execute function sale_results_lined();
create trigger sale_results_lined_delete after delete on sale_results
  referencing old table as old_rows for each statement execute function sale_results_lined();

-- Lots: a lot moved to another session (other edits change no line).
create function lots_lined() returns trigger language plpgsql as $$
begin
  perform refresh_lot_result_lines(array(
    select n.id from new_rows n join old_rows o on o.id = n.id
    join sale_results r on r.lot_id = n.id
    where n.catalog_id is distinct from o.catalog_id));
  return null;
end;
$$;
create trigger lots_lined_update after update on lots
  referencing old table as old_rows new table as new_rows for each statement execute function lots_lined();

-- Sessions: the premium rate, the sale type and the house feed every line of the session.
create function catalogs_lined() returns trigger language plpgsql as $$
begin
  perform refresh_lot_result_lines(array(
    select l.id from new_rows n join old_rows o on o.id = n.id
    join lots l on l.catalog_id = n.id
    where (n.buyer_premium_rate, n.sale_type, n.house_id)
      is distinct from (o.buyer_premium_rate, o.sale_type, o.house_id)));
  return null;
end;
$$;
create trigger catalogs_lined_update after update on catalogs
  referencing old table as old_rows new table as new_rows for each statement execute function catalogs_lined();

-- Registrations: a line's bidder and its live fee (the channel) are the registration's.
create function approvals_lined() returns trigger language plpgsql as $$
begin
  perform refresh_lot_result_lines(array(
    select r.lot_id from new_rows n
    join old_rows o on o.id = n.id
    join sale_results r on r.approval_id = n.id
    where (n.bidder_id, n.channel) is distinct from (o.bidder_id, o.channel)));
  return null;
end;
$$;
create trigger approvals_lined_update after update on approvals
  referencing old table as old_rows new table as new_rows for each statement execute function approvals_lined();
