-- Each invoice's line figures (invoicePage's summary, invoicePageQuery.ts), kept as the lines are
-- written: the group's summary reads one row per invoice instead of summing every line of the group
-- on each visit (tens of thousands at ten times the large seed). Statement triggers on invoice_lines
-- keep the sums equal to the lines on every write path (the app, the seed, cascades); increments
-- rather than recounts, so concurrent writers add up. Flags are counts (> 0 is the bool_or). Hidden
-- (suppressed) lines count nowhere except in any_additional. An invoice without a row has no lines.

create table invoice_line_sums (
  invoice_id integer primary key references invoices (id) on delete cascade,
  visible_count bigint not null default 0,
  visible_unpaid bigint not null default 0,
  unpaid_additional bigint not null default 0,
  any_additional bigint not null default 0,
  restricted_visible bigint not null default 0,
  restricted_unpaid bigint not null default 0,
  live_fee_visible bigint not null default 0,
  hammer bigint not null default 0,
  premium bigint not null default 0,
  live_fee bigint not null default 0,
  tax bigint not null default 0,
  shipping bigint not null default 0,
  insurance bigint not null default 0,
  other bigint not null default 0,
  add_tax bigint not null default 0,
  add_shipping bigint not null default 0,
  add_insurance bigint not null default 0,
  add_other bigint not null default 0,
  add_paid_total bigint not null default 0,
  amount_paid bigint not null default 0
);

-- One line's part of its invoice's sums, times `sign` (1 added, -1 removed).
create function invoice_line_sums_of(lines invoice_lines[], sign integer)
returns setof invoice_line_sums language sql stable as $$
  select l.invoice_id,
    sign * count(*) filter (where not l.suppress),
    sign * count(*) filter (where not l.suppress and not l.paid),
    sign * count(*) filter (where not l.suppress and not l.add_paid
      and (l.add_tax <> 0 or l.add_shipping <> 0 or l.add_insurance <> 0 or l.add_other <> 0)),
    sign * count(*) filter (where l.add_tax <> 0 or l.add_shipping <> 0 or l.add_insurance <> 0 or l.add_other <> 0),
    sign * count(*) filter (where not l.suppress and l.restricted),
    sign * count(*) filter (where not l.suppress and l.restricted and not l.paid),
    sign * count(*) filter (where not l.suppress and l.live_fee <> 0),
    sign * coalesce(sum(l.hammer) filter (where not l.suppress), 0)::bigint,
    sign * coalesce(sum(l.premium) filter (where not l.suppress), 0)::bigint,
    sign * coalesce(sum(l.live_fee) filter (where not l.suppress), 0)::bigint,
    sign * coalesce(sum(l.tax) filter (where not l.suppress), 0)::bigint,
    sign * coalesce(sum(l.shipping) filter (where not l.suppress), 0)::bigint,
    sign * coalesce(sum(l.insurance) filter (where not l.suppress), 0)::bigint,
    sign * coalesce(sum(l.other) filter (where not l.suppress), 0)::bigint,
    sign * coalesce(sum(l.add_tax) filter (where not l.suppress), 0)::bigint,
    sign * coalesce(sum(l.add_shipping) filter (where not l.suppress), 0)::bigint,
    sign * coalesce(sum(l.add_insurance) filter (where not l.suppress), 0)::bigint,
    sign * coalesce(sum(l.add_other) filter (where not l.suppress), 0)::bigint,
    sign * coalesce(sum(l.add_tax + l.add_shipping + l.add_insurance + l.add_other)
      filter (where not l.suppress and l.add_paid), 0)::bigint,
    sign * coalesce(sum(l.amount_paid) filter (where not l.suppress), 0)::bigint
  from unnest(lines) l
  group by l.invoice_id
$$;

insert into invoice_line_sums
select * from invoice_line_sums_of(array(select l from invoice_lines l), 1);

-- Removing goes by update only: when an invoice is deleted its sums row may already be gone.
create function invoice_lines_summed() returns trigger language plpgsql as $$
begin
  if tg_op in ('DELETE', 'UPDATE') then
    update invoice_line_sums s set
      visible_count = s.visible_count + d.visible_count,
      visible_unpaid = s.visible_unpaid + d.visible_unpaid,
      unpaid_additional = s.unpaid_additional + d.unpaid_additional,
      any_additional = s.any_additional + d.any_additional,
      restricted_visible = s.restricted_visible + d.restricted_visible,
      restricted_unpaid = s.restricted_unpaid + d.restricted_unpaid,
      live_fee_visible = s.live_fee_visible + d.live_fee_visible,
      hammer = s.hammer + d.hammer, premium = s.premium + d.premium, live_fee = s.live_fee + d.live_fee,
      tax = s.tax + d.tax, shipping = s.shipping + d.shipping, insurance = s.insurance + d.insurance,
      other = s.other + d.other,
      add_tax = s.add_tax + d.add_tax, add_shipping = s.add_shipping + d.add_shipping,
      add_insurance = s.add_insurance + d.add_insurance, add_other = s.add_other + d.add_other,
      add_paid_total = s.add_paid_total + d.add_paid_total, amount_paid = s.amount_paid + d.amount_paid
    from invoice_line_sums_of(array(select o::invoice_lines from old_rows o), -1) d
    where s.invoice_id = d.invoice_id;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    insert into invoice_line_sums as s
    select * from invoice_line_sums_of(array(select n::invoice_lines from new_rows n), 1)
    on conflict (invoice_id) do update set
      visible_count = s.visible_count + excluded.visible_count,
      visible_unpaid = s.visible_unpaid + excluded.visible_unpaid,
      unpaid_additional = s.unpaid_additional + excluded.unpaid_additional,
      any_additional = s.any_additional + excluded.any_additional,
      restricted_visible = s.restricted_visible + excluded.restricted_visible,
      restricted_unpaid = s.restricted_unpaid + excluded.restricted_unpaid,
      live_fee_visible = s.live_fee_visible + excluded.live_fee_visible,
      hammer = s.hammer + excluded.hammer, premium = s.premium + excluded.premium,
      live_fee = s.live_fee + excluded.live_fee, tax = s.tax + excluded.tax,
      shipping = s.shipping + excluded.shipping, insurance = s.insurance + excluded.insurance,
      other = s.other + excluded.other,
      add_tax = s.add_tax + excluded.add_tax, add_shipping = s.add_shipping + excluded.add_shipping,
      add_insurance = s.add_insurance + excluded.add_insurance, add_other = s.add_other + excluded.add_other,
      add_paid_total = s.add_paid_total + excluded.add_paid_total,
      amount_paid = s.amount_paid + excluded.amount_paid;
  end if;
  return null;
end;
$$;

-- A trigger with transition tables takes one event, hence three.
create trigger invoice_lines_summed_insert after insert on invoice_lines
  referencing new table as new_rows for each statement execute function invoice_lines_summed();
create trigger invoice_lines_summed_delete after delete on invoice_lines
  referencing old table as old_rows for each statement execute function invoice_lines_summed();
create trigger invoice_lines_summed_update after update on invoice_lines
  referencing old table as old_rows new table as new_rows for each statement execute function invoice_lines_summed();
