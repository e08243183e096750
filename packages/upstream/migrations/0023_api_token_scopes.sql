-- API tokens that expire and are scoped (README: Using the API from scripts, Tokens).
-- `expires_at`: tokens are refused from then on; tokens made before this migration get the default
-- 90 days from now rather than stopping the scripts that use them at once.
-- `read_only`: the gateway refuses the token's mutations.
-- `scopes`: the access flags the token may use (a JSON array of flag names, e.g. ["invoices"]);
-- null means all of its user's flags. Either way the token never has more than its user has now.
alter table api_tokens add column expires_at timestamptz;
update api_tokens set expires_at = greatest(now(), created_at) + interval '90 days';
alter table api_tokens alter column expires_at set not null;
alter table api_tokens add column read_only boolean not null default false;
alter table api_tokens add column scopes jsonb check (scopes is null or jsonb_typeof(scopes) = 'array');
