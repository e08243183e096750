#!/usr/bin/env bash
# Bulk-marks invoices of one invoice group shipped (or picked up, for pickup invoices) through the
# GraphQL API, once per idempotency key: running it again with the same key and invoices changes
# nothing (the API replays the first answer), so a retry after a time-out or a crash is safe.
# Needs bash, curl, and jq or node to read the JSON answers (jq when installed, else node;
# AH_JSON_PARSER=node|jq picks one). See examples/README.md.
set -euo pipefail

usage() {
  cat <<'USAGE'
Usage: examples/mark-shipped.sh --group GROUP_ID --key KEY [--date YYYY-MM-DD] INVOICE_ID...
       (or the invoice ids on standard input, one a line, when none are given)

  --group   the invoice group the invoices belong to
  --key     an idempotency key: 1 to 100 letters, digits, ".", "_", ":" or "-" (one per batch, e.g.
            ship-2026-11-26-morning); the same key with other invoices is refused
  --date    the shipped date (not in the future); today in the house's time zone when omitted

Environment:
  AH_API_TOKEN     an API token (createApiToken), required
  AH_GRAPHQL_URL   the GraphQL endpoint (default http://127.0.0.1:4000/graphql)
USAGE
}

fail_usage() {
  echo "$1" >&2
  echo >&2
  usage >&2
  exit 2
}

group="" key="" date=""
while [[ $# -gt 0 ]]; do
  case "$1" in
    --group | --key | --date)
      [[ $# -ge 2 && -n "$2" ]] || fail_usage "$1 needs a value."
      case "$1" in --group) group=$2 ;; --key) key=$2 ;; --date) date=$2 ;; esac
      shift 2
      ;;
    -h | --help)
      usage
      exit 0
      ;;
    --) shift; break ;;
    -*) fail_usage "Unknown option: $1" ;;
    *) break ;;
  esac
done

ids=("$@")
if [[ ${#ids[@]} -eq 0 && ! -t 0 ]]; then
  while IFS= read -r line; do
    line=${line//[[:space:]]/}
    [[ -n "$line" ]] && ids+=("$line")
  done
fi

[[ -n "${AH_API_TOKEN:-}" ]] || fail_usage 'Set AH_API_TOKEN to an API token (see "Using the API from scripts").'
url=${AH_GRAPHQL_URL:-http://127.0.0.1:4000/graphql}
[[ "$group" =~ ^[1-9][0-9]{0,9}$ ]] || fail_usage "--group must be an invoice group id (digits), got '${group}'."
[[ "$key" =~ ^[A-Za-z0-9._:-]{1,100}$ ]] ||
  fail_usage "--key must be 1 to 100 letters, digits, '.', '_', ':' or '-', got '${key}'."
[[ -z "$date" || "$date" =~ ^[0-9]{4}-[0-9]{2}-[0-9]{2}$ ]] || fail_usage "--date must be YYYY-MM-DD, got '${date}'."
[[ ${#ids[@]} -gt 0 ]] || fail_usage "Give at least one invoice id (arguments or standard input)."
for id in "${ids[@]}"; do
  [[ "$id" =~ ^[1-9][0-9]{0,9}$ ]] || fail_usage "Invoice ids are digits, got '${id}'."
done

# Every value was checked above (digits, the key's alphabet, a date), so plain text makes valid JSON.
ids_json=$(printf '"%s",' "${ids[@]}")
date_json=${date:+,\"shippedDate\":\"$date\"}
body=$(cat <<JSON
{"query":"mutation MarkShipped(\$input: MarkInvoicesShippedInput!) { markInvoicesShipped(input: \$input) { invoices { id shipStatusLabel } } }",
 "variables":{"input":{"invoiceGroupId":"$group","invoiceIds":[${ids_json%,}],"shipped":true,"idempotencyKey":"$key"$date_json}}}
JSON
)

parser=${AH_JSON_PARSER:-}
if [[ -z "$parser" ]]; then
  if command -v jq >/dev/null 2>&1; then parser=jq; else parser=node; fi
fi

# Reads a GraphQL answer on stdin; prints "error<TAB>code<TAB>message" for its first error, or one
# "invoice<TAB>id<TAB>ship status" line per invoice.
read_answer() {
  if [[ "$parser" == jq ]]; then
    jq -r 'if (.errors | length) > 0
      then .errors[0] | ["error", (.extensions.code // "UNKNOWN"), .message] | @tsv
      else .data.markInvoicesShipped.invoices[] | ["invoice", .id, .shipStatusLabel] | @tsv end'
  else
    node -e '
      const answer = JSON.parse(require("fs").readFileSync(0, "utf8"));
      const error = answer.errors?.[0];
      const lines = error
        ? [["error", error.extensions?.code ?? "UNKNOWN", error.message]]
        : answer.data.markInvoicesShipped.invoices.map((i) => ["invoice", i.id, i.shipStatusLabel]);
      for (const line of lines) console.log(line.join("\t"));'
  fi
}

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for attempt in 1 2 3 4 5 6; do
  status=$(curl -sS -o "$work/body" -D "$work/headers" -w '%{http_code}' -X POST "$url" \
    -H "authorization: Bearer $AH_API_TOKEN" -H 'content-type: application/json' --data-binary "$body") || {
    echo "Could not reach $url (curl failed). Nothing was marked; run again with the same --key." >&2
    exit 1
  }
  [[ "$status" == 429 ]] || break
  # RATE_LIMITED: wait as long as the API asks (Retry-After, in seconds), then send the same request.
  wait_s=$(sed -n 's/^[Rr]etry-[Aa]fter:[[:space:]]*\([0-9]*\).*/\1/p' "$work/headers" | head -n 1)
  wait_s=${wait_s:-1}
  [[ $attempt -lt 6 ]] || { echo "Still rate limited; try again later with the same --key." >&2; exit 1; }
  echo "Rate limited: waiting ${wait_s} s (Retry-After)." >&2
  sleep "$wait_s"
done

if ! answer=$(read_answer <"$work/body" 2>/dev/null); then
  echo "The API answered HTTP $status without a GraphQL answer: $(head -c 300 "$work/body")" >&2
  exit 1
fi

if [[ "$answer" == error$'\t'* ]]; then
  IFS=$'\t' read -r _ code message <<<"$answer"
  case "$code" in
    IDEMPOTENCY_KEY_REUSED) echo "The key '$key' was already used for other invoices: choose a new --key. ($message)" >&2 ;;
    UNAUTHENTICATED) echo "The API token was refused: check AH_API_TOKEN. ($message)" >&2 ;;
    FORBIDDEN) echo "The token's user may not edit invoices (invoices access flag). ($message)" >&2 ;;
    *) echo "Nothing was marked: $message ($code)" >&2 ;;
  esac
  exit 1
fi

count=0
while IFS=$'\t' read -r _ id label; do
  echo "Invoice $id: $label"
  count=$((count + 1))
done <<<"$answer"
echo "Marked $count invoices of group $group shipped (key $key; the same key again changes nothing)." >&2
