-- A group's invoices in id order straight from an index: the unfiltered page of GET invoicePage
-- (LIMIT/OFFSET) and the per-group aggregates start from it instead of scanning the house's invoices.
create index invoices_group_id_idx on invoices (invoice_group_id, id);
