-- Bulk bidding on timed sales (sales §3 bulk bidding lot and bid history, §4 Bulk bidding, §6, §7 Bulk
-- bidding). The order bids of 0009 become the timed-auction book: each row is a maximum (proxy) bid of
-- a bidder, or of the house when placed through the bid-admin service (user_id), and can be cancelled.
-- Current bid, bid count and leader are computed from the standing rows (bulkBidding/engine).

-- sales §6: the page also needs bulk bidding enabled for the house (or a super user).
alter table houses add column bulk_bidding_enabled boolean not null default false;

alter table order_bids
  add column ref text not null default ('OB' || replace(gen_random_uuid()::text, '-', '')),
  -- The house user who placed it through bid admin; null for a bidder's own bid.
  add column user_id integer references users (id) on delete set null,
  add column bid_type text not null default 'maxBid' check (bid_type in ('maxBid', 'bidNow')),
  add column cancelled_at timestamptz,
  add column cancelled_by integer references users (id) on delete set null;
create unique index order_bids_ref_key on order_bids (ref);
create index order_bids_standing_idx on order_bids (lot_id, created_at) where cancelled_at is null;

alter table lots
  -- sales §3 consignor (bulk-bid search matches it, sales §5 Search).
  add column consignor text not null default '',
  -- sales §3 isExtended: a bid near the end moved the end time.
  add column extended boolean not null default false;
