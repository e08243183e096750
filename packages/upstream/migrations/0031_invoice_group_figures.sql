-- A group's figures (GET invoicePage's summary, invoicePageQuery.ts) kept as the house's data changes,
-- so group details reads one row per group instead of deriving every invoice's figures on each visit
-- (50,000 invoices at ten times the large seed). Two levels:
--
-- * invoice_figures: each invoice's figures (the rules of invoiceState.ts in SQL), recomputed from
--   their sources for the invoices a statement touched: the invoice, its line sums (0030), its
--   registration and its bidder. Kept per invoice because most figures do not add up (the Paid label,
--   the balance, the credit limit), so a group's sums need each invoice's old figures to take back.
-- * invoice_group_figures: their sums and counts per group, by increments (concurrent writers add up).
--
-- Batch-charge eligibility depends on the clock (sent 48 hours ago) and the house: only its other
-- conditions are kept (batch_ready); the read counts the ready invoices sent before the cutoff with
-- invoice_figures_batch_idx. A group or invoice without a row has no invoices or figures.

create table invoice_figures (
  invoice_id integer primary key references invoices (id) on delete cascade,
  invoice_group_id integer not null,
  sent_at timestamptz,
  paid_label boolean not null,
  item_count bigint not null,
  hammer bigint not null,
  premium bigint not null,
  live_fee bigint not null,
  -- The line, invoice and additional charges of each kind together (the totals with additional charges).
  tax bigint not null,
  shipping bigint not null,
  insurance bigint not null,
  other bigint not null,
  invoice_total bigint not null,
  outstanding bigint not null,
  pending_additional bigint not null,
  has_paddle_number boolean not null,
  restricted_visible boolean not null,
  live_fee_visible boolean not null,
  credit_limit_exceeded boolean not null,
  owing boolean not null,
  -- Not a floor registration: the house can process its card when the house can process cards at all.
  processable boolean not null,
  -- Every condition of batch eligibility but the house's and the clock's.
  batch_ready boolean not null
);
-- The filtered pages (Paid / Unpaid) and the batch count of a group, from an index.
create index invoice_figures_paid_idx on invoice_figures (invoice_group_id, paid_label, invoice_id);
create index invoice_figures_batch_idx on invoice_figures (invoice_group_id, sent_at) where batch_ready;
-- A registration's or bidder's change finds its invoices by index.
create index invoices_approval_id_idx on invoices (approval_id);

-- The figures of these invoices from their sources (invoicePageQuery.ts held these rules).
create function invoice_figures_of(ids integer[])
returns setof invoice_figures language sql stable as $$
  with f as (
    select i.id, i.invoice_group_id, i.sent_at, i.edited_at, i.online_payment_stat, i.auto_charge_date,
      i.is_paid, b.address_valid, a.channel, a.paddle_number, a.has_card_on_file, a.credit_card_limit,
      (i.charge_tax + i.charge_shipping + i.charge_insurance + i.charge_other) as charges_total,
      i.charge_tax, i.charge_shipping, i.charge_insurance, i.charge_other,
      i.add_tax, i.add_shipping, i.add_insurance, i.add_other, i.add_paid,
      (i.add_tax + i.add_shipping + i.add_insurance + i.add_other) as invoice_add_total,
      (i.add_tax <> 0 or i.add_shipping <> 0 or i.add_insurance <> 0 or i.add_other <> 0) as invoice_add_has_amount,
      coalesce(ls.visible_count, 0) as visible_count,
      coalesce(ls.visible_unpaid, 0) as visible_unpaid,
      coalesce(ls.unpaid_additional, 0) > 0 as lines_unpaid_additional,
      coalesce(ls.restricted_visible, 0) > 0 as restricted_visible,
      coalesce(ls.restricted_unpaid, 0) > 0 as restricted_unpaid,
      coalesce(ls.live_fee_visible, 0) > 0 as live_fee_visible,
      coalesce(ls.hammer, 0) as hammer, coalesce(ls.premium, 0) as premium,
      coalesce(ls.live_fee, 0) as live_fee, coalesce(ls.tax, 0) as tax,
      coalesce(ls.shipping, 0) as shipping, coalesce(ls.insurance, 0) as insurance,
      coalesce(ls.other, 0) as other,
      coalesce(ls.add_tax, 0) as lines_add_tax, coalesce(ls.add_shipping, 0) as lines_add_shipping,
      coalesce(ls.add_insurance, 0) as lines_add_insurance, coalesce(ls.add_other, 0) as lines_add_other,
      coalesce(ls.add_paid_total, 0) as lines_add_paid, coalesce(ls.amount_paid, 0) as amount_paid
    from invoices i
    join bidders b on b.id = i.bidder_id
    join approvals a on a.id = i.approval_id
    left join invoice_line_sums ls on ls.invoice_id = i.id
    where i.id = any(ids)
  ),
  s as (
    select f.*,
      (f.lines_add_tax + f.lines_add_shipping + f.lines_add_insurance + f.lines_add_other
        + f.invoice_add_total) as total_additional,
      (f.lines_add_paid + case when f.add_paid then f.invoice_add_total else 0 end) as paid_additional,
      (f.hammer + f.premium + f.live_fee + f.tax + f.shipping + f.insurance + f.other
        + f.charges_total) as regular
    from f
  ),
  t as (
    select s.*,
      s.regular + s.total_additional as invoice_total,
      s.amount_paid + case when s.is_paid then s.charges_total else 0 end + s.paid_additional as payments_made,
      s.visible_count > 0 and s.visible_unpaid = 0
        and not s.lines_unpaid_additional
        and not (not s.add_paid and s.invoice_add_has_amount) as paid_label
    from s
  ),
  x as (
    select t.*, t.invoice_total - t.payments_made as outstanding,
      t.total_additional - t.paid_additional as pending_additional,
      t.credit_card_limit is not null and t.invoice_total - t.payments_made > t.credit_card_limit
        as credit_limit_exceeded
    from t
  )
  select x.id, x.invoice_group_id, x.sent_at, x.paid_label, x.visible_count::bigint,
    x.hammer::bigint, x.premium::bigint, x.live_fee::bigint,
    (x.tax + x.charge_tax + x.lines_add_tax + x.add_tax)::bigint,
    (x.shipping + x.charge_shipping + x.lines_add_shipping + x.add_shipping)::bigint,
    (x.insurance + x.charge_insurance + x.lines_add_insurance + x.add_insurance)::bigint,
    (x.other + x.charge_other + x.lines_add_other + x.add_other)::bigint,
    x.invoice_total::bigint, x.outstanding::bigint, x.pending_additional::bigint,
    x.paddle_number is not null and x.paddle_number <> '',
    x.restricted_visible, x.live_fee_visible, x.credit_limit_exceeded,
    x.outstanding > 0 or x.pending_additional > 0,
    x.channel <> 'Floor',
    -- batchIneligibility of invoiceState.ts without the house's reasons and "sent within 48 hours".
    x.channel <> 'Floor'
      and (x.online_payment_stat is null or x.online_payment_stat not in ('p', 'u', 'h', 'i', 'd', 'f'))
      and not x.paid_label
      and x.sent_at is not null
      and (x.edited_at is null or x.edited_at <= x.sent_at)
      and x.auto_charge_date is null
      and x.visible_count > 0
      and x.outstanding > 0
      and not x.restricted_unpaid
      and x.has_card_on_file
      and x.address_valid
      and not x.credit_limit_exceeded
  from x
$$;

create table invoice_group_figures (
  invoice_group_id integer primary key references invoice_groups (id) on delete cascade,
  invoice_count bigint not null default 0,
  paid_count bigint not null default 0,
  item_count bigint not null default 0,
  hammer bigint not null default 0,
  premium bigint not null default 0,
  live_fee bigint not null default 0,
  tax bigint not null default 0,
  shipping bigint not null default 0,
  insurance bigint not null default 0,
  other bigint not null default 0,
  invoice_total bigint not null default 0,
  outstanding bigint not null default 0,
  pending_additional bigint not null default 0,
  -- Counts of invoices; > 0 is the group's flag.
  paddle_number_count bigint not null default 0,
  restricted_count bigint not null default 0,
  live_fee_count bigint not null default 0,
  credit_limit_exceeded_count bigint not null default 0,
  owing_count bigint not null default 0,
  processable_count bigint not null default 0
);

-- Some invoices' part of their groups' figures, times `sign` (1 added, -1 removed).
create function invoice_group_figures_of(rows invoice_figures[], sign integer)
returns setof invoice_group_figures language sql stable as $$
  select f.invoice_group_id,
    sign * count(*),
    sign * count(*) filter (where f.paid_label),
    sign * sum(f.item_count)::bigint,
    sign * sum(f.hammer)::bigint, sign * sum(f.premium)::bigint, sign * sum(f.live_fee)::bigint,
    sign * sum(f.tax)::bigint, sign * sum(f.shipping)::bigint, sign * sum(f.insurance)::bigint,
    sign * sum(f.other)::bigint,
    sign * sum(f.invoice_total)::bigint, sign * sum(f.outstanding)::bigint,
    sign * sum(f.pending_additional)::bigint,
    sign * count(*) filter (where f.has_paddle_number),
    sign * count(*) filter (where f.restricted_visible),
    sign * count(*) filter (where f.live_fee_visible),
    sign * count(*) filter (where f.credit_limit_exceeded),
    sign * count(*) filter (where f.owing),
    sign * count(*) filter (where f.processable)
  from unnest(rows) f
  group by f.invoice_group_id
$$;

insert into invoice_figures select * from invoice_figures_of(array(select id from invoices));
insert into invoice_group_figures
select * from invoice_group_figures_of(array(select f from invoice_figures f), 1);

-- The group's sums follow its invoices' figures. Removing goes by update only: a deleted group's row
-- may already be gone.
create function invoice_figures_summed() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update invoice_group_figures g set
      invoice_count = g.invoice_count + d.invoice_count, paid_count = g.paid_count + d.paid_count,
      item_count = g.item_count + d.item_count,
      hammer = g.hammer + d.hammer, premium = g.premium + d.premium, live_fee = g.live_fee + d.live_fee,
      tax = g.tax + d.tax, shipping = g.shipping + d.shipping, insurance = g.insurance + d.insurance,
      other = g.other + d.other, invoice_total = g.invoice_total + d.invoice_total,
      outstanding = g.outstanding + d.outstanding,
      pending_additional = g.pending_additional + d.pending_additional,
      paddle_number_count = g.paddle_number_count + d.paddle_number_count,
      restricted_count = g.restricted_count + d.restricted_count,
      live_fee_count = g.live_fee_count + d.live_fee_count,
      credit_limit_exceeded_count = g.credit_limit_exceeded_count + d.credit_limit_exceeded_count,
      owing_count = g.owing_count + d.owing_count, processable_count = g.processable_count + d.processable_count
    from invoice_group_figures_of(array(select o::invoice_figures from old_rows o), -1) d
    where g.invoice_group_id = d.invoice_group_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into invoice_group_figures as g
    select * from invoice_group_figures_of(array(select n::invoice_figures from new_rows n), 1)
    on conflict (invoice_group_id) do update set
      invoice_count = g.invoice_count + excluded.invoice_count,
      paid_count = g.paid_count + excluded.paid_count, item_count = g.item_count + excluded.item_count,
      hammer = g.hammer + excluded.hammer, premium = g.premium + excluded.premium,
      live_fee = g.live_fee + excluded.live_fee, tax = g.tax + excluded.tax,
      shipping = g.shipping + excluded.shipping, insurance = g.insurance + excluded.insurance,
      other = g.other + excluded.other, invoice_total = g.invoice_total + excluded.invoice_total,
      outstanding = g.outstanding + excluded.outstanding,
      pending_additional = g.pending_additional + excluded.pending_additional,
      paddle_number_count = g.paddle_number_count + excluded.paddle_number_count,
      restricted_count = g.restricted_count + excluded.restricted_count,
      live_fee_count = g.live_fee_count + excluded.live_fee_count,
      credit_limit_exceeded_count = g.credit_limit_exceeded_count + excluded.credit_limit_exceeded_count,
      owing_count = g.owing_count + excluded.owing_count,
      processable_count = g.processable_count + excluded.processable_count;
  end if;
  return null;
end;
$$;

create trigger invoice_figures_summed_insert after insert on invoice_figures
  referencing new table as new_rows for each statement execute function invoice_figures_summed();
create trigger invoice_figures_summed_delete after delete on invoice_figures
  referencing old table as old_rows for each statement execute function invoice_figures_summed();
create trigger invoice_figures_summed_update after update on invoice_figures
  referencing old table as old_rows new table as new_rows for each statement execute function invoice_figures_summed();

-- Recomputes these invoices' figures; a row that would not change is not written (no group update).
-- A deleted invoice's row goes with it (on delete cascade).
--
-- Concurrent writers: the rows are made to exist (waiting for a concurrent first insert) and locked,
-- both in key order (two writers of overlapping invoices never wait for each other in a cycle),
-- before the recompute, which as a statement of its own then reads a snapshot taken after any other
-- writer of these rows committed. Computed from the statement's snapshot alone, a writer that waited
-- on another's row lock would overwrite that writer's figures with stale ones.
-- A missing row is inserted with its figures (the insert trigger adds them to the group; the
-- recompute's update takes back exactly those).
create function refresh_invoice_figures(ids integer[]) returns void language plpgsql as $$
begin
  if coalesce(array_length(ids, 1), 0) = 0 then
    return;
  end if;
  insert into invoice_figures
  select * from invoice_figures_of(array(
    select id from unnest(ids) id where not exists (select 1 from invoice_figures k where k.invoice_id = id)))
  order by invoice_id
  on conflict (invoice_id) do nothing;
  perform 1 from invoice_figures where invoice_id = any(ids) order by invoice_id for update;
  insert into invoice_figures as k select * from invoice_figures_of(ids)
  on conflict (invoice_id) do update set
    invoice_group_id = excluded.invoice_group_id, sent_at = excluded.sent_at,
    paid_label = excluded.paid_label, item_count = excluded.item_count,
    hammer = excluded.hammer, premium = excluded.premium, live_fee = excluded.live_fee,
    tax = excluded.tax, shipping = excluded.shipping, insurance = excluded.insurance,
    other = excluded.other, invoice_total = excluded.invoice_total, outstanding = excluded.outstanding,
    pending_additional = excluded.pending_additional, has_paddle_number = excluded.has_paddle_number,
    restricted_visible = excluded.restricted_visible, live_fee_visible = excluded.live_fee_visible,
    credit_limit_exceeded = excluded.credit_limit_exceeded, owing = excluded.owing,
    processable = excluded.processable, batch_ready = excluded.batch_ready
  where k is distinct from excluded;
end;
$$;

-- Invoices: new ones and changed ones (any column: most feed a figure).
create function invoices_figured() returns trigger language plpgsql as $$
begin
  perform refresh_invoice_figures(array(select n.id from new_rows n));
  return null;
end;
$$;
create trigger invoices_figured_insert after insert on invoices
  referencing new table as new_rows for each statement execute function invoices_figured();
create trigger invoices_figured_update after update on invoices
  referencing new table as new_rows for each statement execute function invoices_figured();

-- Line sums (0030's triggers write them as lines change).
create function invoice_line_sums_figured() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform refresh_invoice_figures(array(select o.invoice_id from old_rows o));
  else
    perform refresh_invoice_figures(array(select n.invoice_id from new_rows n));
  end if;
  return null;
end;
$$;
create trigger invoice_line_sums_figured_insert after insert on invoice_line_sums
  referencing new table as new_rows for each statement execute function invoice_line_sums_figured();
create trigger invoice_line_sums_figured_update after update on invoice_line_sums
  referencing new table as new_rows for each statement execute function invoice_line_sums_figured();
create trigger invoice_line_sums_figured_delete after delete on invoice_line_sums
  referencing old table as old_rows for each statement execute function invoice_line_sums_figured();

-- Registrations: their channel, paddle number, card on file and credit limit feed the figures.
create function approvals_figured() returns trigger language plpgsql as $$
begin
  perform refresh_invoice_figures(array(
    select i.id from new_rows n
    join old_rows o on o.id = n.id
    join invoices i on i.approval_id = n.id
    where (n.channel, n.paddle_number, n.has_card_on_file, n.credit_card_limit)
      is distinct from (o.channel, o.paddle_number, o.has_card_on_file, o.credit_card_limit)));
  return null;
end;
$$;
create trigger approvals_figured_update after update on approvals
  referencing old table as old_rows new table as new_rows for each statement execute function approvals_figured();

-- Bidders: a valid address is a batch-charge condition.
create function bidders_figured() returns trigger language plpgsql as $$
begin
  perform refresh_invoice_figures(array(
    select i.id from new_rows n
    join old_rows o on o.id = n.id
    join invoices i on i.bidder_id = n.id
    where n.address_valid is distinct from o.address_valid));
  return null;
end;
$$;
create trigger bidders_figured_update after update on bidders
  referencing old table as old_rows new table as new_rows for each statement execute function bidders_figured();
