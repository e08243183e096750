-- Campaign reporting's figures per sale (sales §2 /campaign-reporting), kept as the house's data
-- changes, so the whole-house dashboard reads one row per sale instead of every lot of the house with
-- its result, registration and counts on each visit (57,000 lots at ten times the large seed). Two
-- levels, as 0031:
--
-- * lot_campaign_figures: each lot's part (its sale, whether it is live and won, its hammer and
--   estimates, its views and watchers, its winner and channel), recomputed from the sources for the
--   lots a statement touched: the lot, its result, its registration, its counts (0026).
-- * sale_campaign_figures: their sums per sale, by increments (concurrent writers add up).
--
-- A sale or lot without a row has none of these figures. The distinct bidders do not add up across
-- sales: the report counts them from lot_campaign_figures' won lots (an index) and the order bids.

create table lot_campaign_figures (
  lot_id integer primary key references lots (id) on delete cascade,
  catalog_id integer not null,
  -- Not deleted.
  live boolean not null,
  -- Has a result that is not passed (deleted lots too: their winners still count as bidders).
  won boolean not null,
  hammer bigint not null,
  low_estimate bigint,
  high_estimate bigint,
  views bigint not null,
  watchers bigint not null,
  -- The winner's bidder and channel (the registration's), null when not won.
  bidder_id integer,
  channel text
);
-- The scoped sales' winners (bidders by channel), from an index.
create index lot_campaign_figures_won_idx on lot_campaign_figures (catalog_id, channel, bidder_id, live) where won;

-- The figures of these lots from their sources.
create function lot_campaign_figures_of(ids integer[])
returns setof lot_campaign_figures language sql stable as $$
  select l.id, l.catalog_id, l.deleted_at is null,
    r.id is not null and not r.passed,
    case when r.id is not null and not r.passed then r.hammer else 0 end,
    l.low_estimate, l.high_estimate,
    coalesce(e.views, 0), coalesce(e.watchers, 0),
    case when r.id is not null and not r.passed then a.bidder_id end,
    case when r.id is not null and not r.passed then a.channel end
  from lots l
  left join sale_results r on r.lot_id = l.id
  left join approvals a on a.id = r.approval_id
  left join lot_engagement_counts e on e.lot_id = l.id
  where l.id = any(ids)
$$;

create table sale_campaign_figures (
  catalog_id integer primary key references catalogs (id) on delete cascade,
  -- Lots not deleted, and of them the sold ones (won) with their hammer.
  lots bigint not null default 0,
  sold_lots bigint not null default 0,
  hammer bigint not null default 0,
  -- Sold with both estimates: their hammer, estimates, and how many fell below or above them.
  estimated_lots bigint not null default 0,
  estimated_hammer bigint not null default 0,
  low_estimate bigint not null default 0,
  high_estimate bigint not null default 0,
  below_low_lots bigint not null default 0,
  above_high_lots bigint not null default 0,
  -- Of every lot, deleted ones too.
  views bigint not null default 0,
  watchers bigint not null default 0,
  -- Sold lots (winning bids) and their hammer by the winner's channel.
  inv_wins bigint not null default 0,
  inv_hammer bigint not null default 0,
  pl_wins bigint not null default 0,
  pl_hammer bigint not null default 0,
  az_wins bigint not null default 0,
  az_hammer bigint not null default 0,
  floor_wins bigint not null default 0,
  floor_hammer bigint not null default 0
);

-- Some lots' part of their sales' figures, times `sign` (1 added, -1 removed).
create function sale_campaign_figures_of(rows lot_campaign_figures[], sign integer)
returns setof sale_campaign_figures language sql stable as $$
  with f as (
    select x.*, x.live and x.won as sold,
      x.live and x.won and x.low_estimate is not null and x.high_estimate is not null as estimated
    from unnest(rows) x
  )
  select f.catalog_id,
    sign * count(*) filter (where f.live),
    sign * count(*) filter (where f.sold),
    sign * coalesce(sum(f.hammer) filter (where f.sold), 0)::bigint,
    sign * count(*) filter (where f.estimated),
    sign * coalesce(sum(f.hammer) filter (where f.estimated), 0)::bigint,
    sign * coalesce(sum(f.low_estimate) filter (where f.estimated), 0)::bigint,
    sign * coalesce(sum(f.high_estimate) filter (where f.estimated), 0)::bigint,
    sign * count(*) filter (where f.estimated and f.hammer < f.low_estimate),
    sign * count(*) filter (where f.estimated and f.hammer > f.high_estimate),
    sign * sum(f.views)::bigint,
    sign * sum(f.watchers)::bigint,
    sign * count(*) filter (where f.sold and f.channel = 'INV'),
    sign * coalesce(sum(f.hammer) filter (where f.sold and f.channel = 'INV'), 0)::bigint,
    sign * count(*) filter (where f.sold and f.channel = 'PL'),
    sign * coalesce(sum(f.hammer) filter (where f.sold and f.channel = 'PL'), 0)::bigint,
    sign * count(*) filter (where f.sold and f.channel = 'AZ'),
    sign * coalesce(sum(f.hammer) filter (where f.sold and f.channel = 'AZ'), 0)::bigint,
    sign * count(*) filter (where f.sold and f.channel = 'Floor'),
    sign * coalesce(sum(f.hammer) filter (where f.sold and f.channel = 'Floor'), 0)::bigint
  from f
  group by f.catalog_id
$$;

insert into lot_campaign_figures select * from lot_campaign_figures_of(array(select id from lots));
insert into sale_campaign_figures
select * from sale_campaign_figures_of(array(select f from lot_campaign_figures f), 1);

-- The sales' sums follow their lots' figures. Removing goes by update only: a deleted sale's row may
-- already be gone.
create function lot_campaign_figures_summed() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update sale_campaign_figures s set
      lots = s.lots + d.lots, sold_lots = s.sold_lots + d.sold_lots, hammer = s.hammer + d.hammer,
      estimated_lots = s.estimated_lots + d.estimated_lots,
      estimated_hammer = s.estimated_hammer + d.estimated_hammer,
      low_estimate = s.low_estimate + d.low_estimate, high_estimate = s.high_estimate + d.high_estimate,
      below_low_lots = s.below_low_lots + d.below_low_lots,
      above_high_lots = s.above_high_lots + d.above_high_lots,
      views = s.views + d.views, watchers = s.watchers + d.watchers,
      inv_wins = s.inv_wins + d.inv_wins, inv_hammer = s.inv_hammer + d.inv_hammer,
      pl_wins = s.pl_wins + d.pl_wins, pl_hammer = s.pl_hammer + d.pl_hammer,
      az_wins = s.az_wins + d.az_wins, az_hammer = s.az_hammer + d.az_hammer,
      floor_wins = s.floor_wins + d.floor_wins, floor_hammer = s.floor_hammer + d.floor_hammer
    from sale_campaign_figures_of(array(select o::lot_campaign_figures from old_rows o), -1) d
    where s.catalog_id = d.catalog_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into sale_campaign_figures as s
    select * from sale_campaign_figures_of(array(select n::lot_campaign_figures from new_rows n), 1)
    on conflict (catalog_id) do update set
      lots = s.lots + excluded.lots, sold_lots = s.sold_lots + excluded.sold_lots,
      hammer = s.hammer + excluded.hammer, estimated_lots = s.estimated_lots + excluded.estimated_lots,
      estimated_hammer = s.estimated_hammer + excluded.estimated_hammer,
      low_estimate = s.low_estimate + excluded.low_estimate,
      high_estimate = s.high_estimate + excluded.high_estimate,
      below_low_lots = s.below_low_lots + excluded.below_low_lots,
      above_high_lots = s.above_high_lots + excluded.above_high_lots,
      views = s.views + excluded.views, watchers = s.watchers + excluded.watchers,
      inv_wins = s.inv_wins + excluded.inv_wins, inv_hammer = s.inv_hammer + excluded.inv_hammer,
      pl_wins = s.pl_wins + excluded.pl_wins, pl_hammer = s.pl_hammer + excluded.pl_hammer,
      az_wins = s.az_wins + excluded.az_wins, az_hammer = s.az_hammer + excluded.az_hammer,
      floor_wins = s.floor_wins + excluded.floor_wins, floor_hammer = s.floor_hammer + excluded.floor_hammer;
  end if;
  return null;
end;
$$;

create trigger lot_campaign_figures_summed_insert after insert on lot_campaign_figures
  referencing new table as new_rows for each statement execute function lot_campaign_figures_summed();
create trigger lot_campaign_figures_summed_delete after delete on lot_campaign_figures
  referencing old table as old_rows for each statement execute function lot_campaign_figures_summed();
create trigger lot_campaign_figures_summed_update after update on lot_campaign_figures
  referencing old table as old_rows new table as new_rows for each statement execute function lot_campaign_figures_summed();

-- Recomputes these lots' figures; a row that would not change is not written (no sale update). A
-- deleted lot's row goes with it (on delete cascade).
--
-- Concurrent writers, as 0031's refresh_invoice_figures: make the rows exist, lock them in key
-- order, then recompute in a statement of its own (a snapshot taken after the other writers
-- committed), so a writer that waited never writes figures computed before the other's commit.
create function refresh_lot_campaign_figures(ids integer[]) returns void language plpgsql as $$
begin
  if coalesce(array_length(ids, 1), 0) = 0 then
    return;
  end if;
  insert into lot_campaign_figures
  select * from lot_campaign_figures_of(array(
    select id from unnest(ids) id where not exists (select 1 from lot_campaign_figures k where k.lot_id = id)))
  order by lot_id
  on conflict (lot_id) do nothing;
  perform 1 from lot_campaign_figures where lot_id = any(ids) order by lot_id for update;
  insert into lot_campaign_figures as k select * from lot_campaign_figures_of(ids)
  on conflict (lot_id) do update set
    catalog_id = excluded.catalog_id, live = excluded.live, won = excluded.won,
    hammer = excluded.hammer, low_estimate = excluded.low_estimate,
    high_estimate = excluded.high_estimate, views = excluded.views, watchers = excluded.watchers,
    bidder_id = excluded.bidder_id, channel = excluded.channel
  where k is distinct from excluded;
end;
$$;

-- Lots: new ones, and changed ones when a column the figures read changed (most edits do not).
create function lots_campaign_figured() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    perform refresh_lot_campaign_figures(array(select n.id from new_rows n));
  else
    perform refresh_lot_campaign_figures(array(
      select n.id from new_rows n join old_rows o on o.id = n.id
      where (n.catalog_id, n.deleted_at is null, n.low_estimate, n.high_estimate)
        is distinct from (o.catalog_id, o.deleted_at is null, o.low_estimate, o.high_estimate)));
  end if;
  return null;
end;
$$;
create trigger lots_campaign_figured_insert after insert on lots
  referencing new table as new_rows for each statement execute function lots_campaign_figured();
create trigger lots_campaign_figured_update after update on lots
  referencing old table as old_rows new table as new_rows for each statement execute function lots_campaign_figured();

-- Results, and lot counts (0026's triggers write them as views and watchers change): their lots.
create function lot_rows_campaign_figured() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    perform refresh_lot_campaign_figures(array(select o.lot_id from old_rows o));
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform refresh_lot_campaign_figures(array(select n.lot_id from new_rows n));
  end if;
  return null;
end;
$$;
create trigger sale_results_campaign_figured_insert after insert on sale_results
  referencing new table as new_rows for each statement execute function lot_rows_campaign_figured();
create trigger sale_results_campaign_figured_update after update on sale_results
  referencing old table as old_rows new table as new_rows for each statement execute function lot_rows_campaign_figured();
create trigger sale_results_campaign_figured_delete after delete on sale_results
  referencing old table as old_rows for each statement execute function lot_rows_campaign_figured();
create trigger lot_engagement_counts_campaign_figured_insert after insert on lot_engagement_counts
  referencing new table as new_rows for each statement execute function lot_rows_campaign_figured();
create trigger lot_engagement_counts_campaign_figured_update after update on lot_engagement_counts
  referencing old table as old_rows new table as new_rows for each statement execute function lot_rows_campaign_figured();
create trigger lot_engagement_counts_campaign_figured_delete after delete on lot_engagement_counts
  referencing old table as old_rows for each statement execute function lot_rows_campaign_figured();

-- Registrations: a winner's bidder and channel are the registration's.
create function approvals_campaign_figured() returns trigger language plpgsql as $$
begin
  perform refresh_lot_campaign_figures(array(
    select r.lot_id from new_rows n
    join old_rows o on o.id = n.id
    join sale_results r on r.approval_id = n.id
    where (n.bidder_id, n.channel) is distinct from (o.bidder_id, o.channel)));
  return null;
end;
$$;
create trigger approvals_campaign_figured_update after update on approvals
  referencing old table as old_rows new table as new_rows for each statement execute function approvals_campaign_figured();
