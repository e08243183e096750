-- Paged reads of a catalog's lots (the extension of GET .../lots and .../preview, sales §4, §9 page
-- sizes): the lot-number order the pages walk, so a page is read from the index rather than by
-- sorting the whole catalog, and the primary image of a page's lots by lot.
create index lots_catalog_number_order_idx
  on lots (catalog_id, (lot_number is null), lot_number, lot_number_ext, inv_number, id);
create index lot_images_lot_id_sequence_idx on lot_images (lot_id, sequence);
