-- A house's disputes in the list's order (newest status change, then id) straight from an index: a
-- page of GET /disputes/{filter}?limit (LIMIT/OFFSET) reads its rows without sorting the house's
-- disputes. It covers the index of 0014 on (house_id, status_changed_at desc), which it replaces.
create index disputes_house_page_idx on disputes (house_id, status_changed_at desc, id desc);
drop index disputes_house_id_idx;
