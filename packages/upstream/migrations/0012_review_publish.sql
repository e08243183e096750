-- Review & Publish (sales §3 featured lots, §4 Publish buttons and Featured picker, §7 Review and
-- publish, §8 cover photo code 130): the catalog's publication, its cover photo and its featured lots.

alter table catalogs
  -- Set by Publish All (GET /cps/app/catalog/{id}/publishlots): the catalog is published.
  add column published_at timestamptz,
  -- The cover photo chosen in the cover-photo modal (selectcoverimage's httpThumbPath); the calendar's
  -- image_url is the cover until one is chosen.
  add column cover_thumb_path text check (cover_thumb_path is null or length(cover_thumb_path) <= 2048),
  -- The cover is in error (code 130), e.g. its lot was deleted; set-cover after publishing clears it.
  add column cover_error boolean not null default false;

-- The house logo of the preview header (sales §2 Preview screen, bin); null when none.
alter table houses add column logo_url text check (logo_url is null or length(logo_url) <= 2048);

-- The featured lots of a catalog, in the order chosen (exactly 5 when saved).
create table catalog_featured_lots (
  catalog_id integer not null references catalogs (id) on delete cascade,
  position smallint not null check (position between 1 and 5),
  lot_id integer not null references lots (id) on delete cascade,
  primary key (catalog_id, position),
  unique (catalog_id, lot_id)
);
create index catalog_featured_lots_lot_id_idx on catalog_featured_lots (lot_id);
