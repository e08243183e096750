import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES } from './gatewayConfig.js';

/** docs/CONFIGURATION.md's gateway table: name → default, as written (backticks dropped). */
function documentedVariables(): Map<string, string> {
  const docs = readFileSync(new URL('../../../docs/CONFIGURATION.md', import.meta.url), 'utf8');
  const gatewaySection = docs.split('## Gateway (`packages/gateway`)')[1]?.split(/\n## /)[0] ?? '';
  const rows = gatewaySection.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\| ([^|]*?) +\|/gm);
  return new Map([...rows].map((m) => [m[1] ?? '', (m[2] ?? '').replaceAll('`', '')]));
}

describe("docs/CONFIGURATION.md's gateway table", () => {
  it('lists exactly the variables the core and the modules declare, with the same defaults', () => {
    const declared = CONFIG_VARIABLES.map((variable) => variable.name);
    expect(new Set(declared).size).toBe(declared.length);
    const documented = documentedVariables();
    expect([...documented.keys()].sort()).toEqual([...declared].sort());
    // Compared as the reader sees them: the declarations write their defaults in Markdown too.
    for (const variable of CONFIG_VARIABLES)
      expect(documented.get(variable.name), variable.name).toBe(variable.default.replaceAll('`', ''));
  });

  it('knows which module reads each domain variable', () => {
    const owner = Object.fromEntries(CONFIG_VARIABLES.map((variable) => [variable.name, variable.module]));
    expect(owner).toMatchObject({
      PORT: 'core',
      SHIPPING_POLL_INTERVAL_MS: 'shippingReviews',
      BULK_BIDDING_POLL_INTERVAL_MS: 'bulkBidding',
      INVOICE_POLL_INTERVAL_MS: 'invoices',
      BROADCAST_WHIP_URL: 'broadcast',
    });
  });
});
