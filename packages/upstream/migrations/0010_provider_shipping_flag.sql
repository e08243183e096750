-- The provider shipping feature flag (invoicing §2.2, §6): a house enrolled in the provider's shipping
-- service sees the invoices' Shipping Status column and the banner about the service. Off by default.
alter table houses
  add column provider_shipping_enabled boolean not null default false;
