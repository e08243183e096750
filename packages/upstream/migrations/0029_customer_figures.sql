-- A customer's unpaid balance sums the lines of their sent invoices: found by bidder from an index,
-- not by scanning every invoice for each customer of a Your Customers page.
create index invoices_bidder_id_idx on invoices (bidder_id) where sent_at is not null;
