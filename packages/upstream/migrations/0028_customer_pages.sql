-- Your Customers in its order (last name, first name, id; case-insensitive) straight from an index:
-- a page of GET /yourCustomers (LIMIT/OFFSET) reads the house's bidders in order instead of sorting
-- them all.
create index bidders_house_name_idx on bidders (house_id, lower(last_name), lower(first_name), id);
