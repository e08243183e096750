import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readConfig, upstreamVariables } from './config.js';
import { DOMAINS } from './domains.js';
import { mountInvoicePayments } from './invoicePayments/mount.js';

const srcDir = fileURLToPath(new URL('.', import.meta.url));

/** docs/CONFIGURATION.md's upstream table: name → default, as written (backticks dropped). */
function documentedVariables(): Map<string, string> {
  const docs = readFileSync(new URL('../../../docs/CONFIGURATION.md', import.meta.url), 'utf8');
  const section = docs.split('## Upstream (`packages/upstream`)')[1]?.split(/\n## /)[0] ?? '';
  const rows = section.matchAll(/^\| `([A-Z][A-Z0-9_]*)` +\| ([^|]*?) +\|/gm);
  return new Map([...rows].map((m) => [m[1] ?? '', (m[2] ?? '').replaceAll('`', '')]));
}

/** The variable names the service's own sources read by name (tests and the test kit aside). */
function variablesReadInSources(): Set<string> {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('testing'),
  );
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(join(srcDir, file), 'utf8');
    for (const m of text.matchAll(/\benv(?:\[|, )'([A-Z][A-Z0-9_]*)'/g)) names.add(m[1] ?? '');
  }
  return names;
}

describe('the declared variables', () => {
  const declared = upstreamVariables();

  it('are each declared once', () => {
    const names = declared.map((variable) => variable.name);
    expect(names.length).toBeGreaterThan(20);
    expect(new Set(names).size).toBe(names.length);
  });

  it("are exactly docs/CONFIGURATION.md's upstream table, with the same defaults", () => {
    const documented = documentedVariables();
    expect([...documented.keys()].sort()).toEqual(declared.map((variable) => variable.name).sort());
    for (const variable of declared)
      expect(documented.get(variable.name), variable.name).toBe(variable.default);
  });

  it('cover every variable the sources read by name', () => {
    const names = new Set(declared.map((variable) => variable.name));
    for (const name of variablesReadInSources()) expect(names.has(name), name).toBe(true);
  });
});

describe('readConfig', () => {
  it('gives the defaults for an empty environment', () => {
    expect(readConfig({})).toEqual({
      host: '127.0.0.1',
      port: 4001,
      dataDir: resolve('.data'),
      databaseUrl: undefined,
      seedSize: 'small',
      requestTimeouts: {
        headersMs: 10_000,
        requestMs: 30_000,
        uploadMs: 300_000,
        uploadMinBytesPerSecond: 16_384,
      },
      // The app's own, then every listed domain's as it reads them: each domain pins its own
      // defaults beside its settings (src/<domain>/<domain>Settings.test.ts).
      options: {
        secureCookies: false,
        smtpUrl: undefined,
        devTools: false,
        ...Object.assign(
          {},
          ...DOMAINS.map((mount) => mount.settings?.fromEnv({}, { dataDir: resolve('.data') })),
        ),
      },
    });
  });

  it("names each option once: no domain's option is the app's or another domain's", () => {
    const names = [
      ...Object.keys(readConfig({}, []).options),
      ...DOMAINS.flatMap((mount) => Object.keys(mount.settings?.fromEnv({}, { dataDir: '/data' }) ?? {})),
    ];
    expect(names.length).toBeGreaterThan(5);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("reads the domains' settings into the app's options", () => {
    const { options } = readConfig({
      UPSTREAM_SECURE_COOKIES: 'true',
      UPSTREAM_DEV_TOOLS: '1',
      SMTP_URL: 'smtp://mail.example.com:587',
      SHIPPING_QUOTE_DELAY_MS: '0',
      AUTO_CHARGE_INTERVAL_MS: '60000',
      PASSWORD_RESET_SECRET: 'p'.repeat(32),
      PASSWORD_RESET_ORIGINS: ' https://a.example , https://b.example,',
      BROADCAST_TOKEN_SECRET: 'b'.repeat(40),
      BROADCAST_RTC_PORTS: '40000-40100',
    });
    expect(options).toMatchObject({
      secureCookies: true,
      devTools: true,
      smtpUrl: 'smtp://mail.example.com:587',
      shippingQuoteDelayMs: 0,
      autoChargeIntervalMs: 60_000,
      passwordResetSecret: 'p'.repeat(32),
      passwordResetOrigins: ['https://a.example', 'https://b.example'],
      broadcastTokenSecret: 'b'.repeat(40),
      broadcastPortRange: [40000, 40100],
    });
  });

  it('refuses a wrong value, naming its variable', () => {
    const wrong: Record<string, string[]> = {
      UPSTREAM_PORT: ['65536', 'http'],
      SEED_SIZE: ['medium', ''],
      SHIPPING_QUOTE_DELAY_MS: ['-1', '1.5', 'soon'],
      AUTO_CHARGE_INTERVAL_MS: ['-1', '1.5'],
      PASSWORD_RESET_SECRET: ['short'],
      BROADCAST_TOKEN_SECRET: ['short'],
      BROADCAST_RTC_PORTS: ['40100-40000', '0-10', '40000', '1-70000'],
      HEADERS_TIMEOUT_MS: ['0'],
      // A flag is on or off in so many words; anything else is a mistake, not "off".
      UPSTREAM_SECURE_COOKIES: ['maybe'],
      UPSTREAM_DEV_TOOLS: ['enabled'],
    };
    for (const [name, values] of Object.entries(wrong))
      for (const value of values)
        expect(() => readConfig({ [name]: value }), `${name}=${value}`).toThrow(name);
  });

  it('reads only the listed domains', () => {
    expect(readConfig({}, []).options).toEqual({ secureCookies: false, smtpUrl: undefined, devTools: false });
    expect(readConfig({}, [mountInvoicePayments]).options.autoChargeIntervalMs).toBe(900_000);
    expect(upstreamVariables([mountInvoicePayments]).map((variable) => variable.name)).toContain(
      'AUTO_CHARGE_INTERVAL_MS',
    );
    expect(upstreamVariables([]).map((variable) => variable.name)).not.toContain('AUTO_CHARGE_INTERVAL_MS');
  });
});
