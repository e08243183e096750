-- Campaign reporting's views and watchers per lot (sales §2 /campaign-reporting), counted as the
-- rows are written: the dashboard sums one row per lot instead of counting every view of the
-- house's lots on each visit (hundreds of thousands in a big house). Statement triggers on
-- lot_views and lot_watchers keep the counts equal to the rows on every write path (the app, the
-- seed, cascades from a deleted lot or house); increments rather than recounts, so concurrent
-- writers add up. A lot without a row has neither views nor watchers.

create table lot_engagement_counts (
  lot_id integer primary key references lots (id) on delete cascade,
  views integer not null default 0 check (views >= 0),
  watchers integer not null default 0 check (watchers >= 0)
);

insert into lot_engagement_counts (lot_id, views, watchers)
select lot_id, sum(views), sum(watchers)
from (
  select lot_id, count(*) as views, 0 as watchers from lot_views group by lot_id
  union all
  select lot_id, 0, count(*) from lot_watchers group by lot_id
) counted
group by lot_id;

-- Removing goes by update only: when a lot is deleted its count row may already be gone.
create function lot_views_counted() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update lot_engagement_counts c set views = c.views - gone.n
    from (select lot_id, count(*) as n from old_rows group by lot_id) gone
    where c.lot_id = gone.lot_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into lot_engagement_counts as c (lot_id, views)
    select lot_id, count(*) from new_rows group by lot_id
    on conflict (lot_id) do update set views = c.views + excluded.views;
  end if;
  return null;
end;
$$;

create function lot_watchers_counted() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update lot_engagement_counts c set watchers = c.watchers - gone.n
    from (select lot_id, count(*) as n from old_rows group by lot_id) gone
    where c.lot_id = gone.lot_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into lot_engagement_counts as c (lot_id, watchers)
    select lot_id, count(*) from new_rows group by lot_id
    on conflict (lot_id) do update set watchers = c.watchers + excluded.watchers;
  end if;
  return null;
end;
$$;

-- A trigger with transition tables takes one event, hence three per table.
create trigger lot_views_counted_insert after insert on lot_views
  referencing new table as new_rows for each statement execute function lot_views_counted();
create trigger lot_views_counted_delete after delete on lot_views
  referencing old table as old_rows for each statement execute function lot_views_counted();
create trigger lot_views_counted_update after update on lot_views
  referencing old table as old_rows new table as new_rows for each statement execute function lot_views_counted();

create trigger lot_watchers_counted_insert after insert on lot_watchers
  referencing new table as new_rows for each statement execute function lot_watchers_counted();
create trigger lot_watchers_counted_delete after delete on lot_watchers
  referencing old table as old_rows for each statement execute function lot_watchers_counted();
create trigger lot_watchers_counted_update after update on lot_watchers
  referencing old table as old_rows new table as new_rows for each statement execute function lot_watchers_counted();
