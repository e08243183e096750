import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { generateSeed } from './generateSeed.js';
import { SEED_SIZES, type SeedSize } from './housePlans.js';
import { insertSeed } from './insertSeed.js';
import { seedSaleWizard } from '../saleWizard/saleWizardSeed.js';
import { seedShippingReviews } from '../shippingReviews/shippingReviewsSeed.js';
import { seedItems } from '../lots/lotsSeed.js';
import { seedTemplateMessages } from '../invoiceTemplates/templateMessagesSeed.js';
import { DOMAINS } from '../domains.js';
import type { DomainMount } from '../domain.js';

export type { SeedSize } from './housePlans.js';
export {
  DEMO_HOUSE_REF,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  INSTANT_HOUSE_REF,
  OTHER_HOUSE_REF,
  type DemoLogin,
} from './demoLogins.js';
export { generateSeed } from './generateSeed.js';

export interface SeedOptions {
  size?: SeedSize;
  /** The data's "now" (default: the real clock): sessions sit in the weeks and months before it. */
  now?: Date;
  /** Whose domain seeds run (default DOMAINS, the app's list); each adds its rows after the shared seed. */
  domains?: readonly DomainMount[];
}

export interface SeedSummary {
  size: SeedSize;
  rows: Record<string, number>;
  milliseconds: number;
}

export function isSeedSize(value: string): value is SeedSize {
  return (SEED_SIZES as readonly string[]).includes(value);
}

/** True when no house exists yet (a fresh database). */
export async function isDatabaseEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('houses').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

/** Generates and inserts the demo data. The database must be migrated and empty. */
export async function seedDatabase(db: Kysely<DB>, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const size = options.size ?? 'small';
  const now = options.now ?? new Date();
  const data = generateSeed({ size, now });
  await insertSeed(db, data);
  // These seeds read each other's rows, so they are called here, in this order, rather than as
  // their domains' `seed` hooks (which read only the shared seed's rows). The sale wizard's comes
  // first: it adds the upcoming sales with their lots and templates, and the shipping policy's
  // origins; the shipping reviews use those origins and lots, the lots' seed those sales.
  const saleWizard = await seedSaleWizard(db, now);
  const shipping = await seedShippingReviews(db, now);
  const items = await seedItems(db, now);
  // Last: every template made above gets its invoice messages.
  const templateMessages = await seedTemplateMessages(db);
  // Then each domain's own seed (domain.ts DomainSeed), in the list's order, which cannot matter.
  const domainRows: Record<string, number> = {};
  for (const mount of options.domains ?? DOMAINS) Object.assign(domainRows, await mount.seed?.(db, now));
  return {
    size,
    rows: {
      ...Object.fromEntries(
        Object.entries(data).map(([table, rows]: [string, unknown[]]) => [table, rows.length]),
      ),
      house_contacts: saleWizard.contacts,
      categories: saleWizard.categories,
      shipping_reviews: shipping.reviews,
      shipments: shipping.shipments,
      order_bids: items.orderBids,
      invoice_setting_messages: templateMessages,
      ...domainRows,
    },
    milliseconds: Math.round(performance.now() - started),
  };
}

/** Every data table, children first; payment_methods and schema_migrations are kept. */
const DATA_TABLES = [
  'invoice_lines',
  'invoices',
  'invoice_group_catalogs',
  'invoice_groups',
  'invoice_setting_charges',
  'invoice_settings',
  'sale_results',
  'approvals',
  'bidders',
  'lots',
  'catalogs',
  'sale_groups',
  'house_addresses',
  'api_tokens',
  'sessions',
  'users',
  'houses',
] as const;

/** Deletes all data (not the schema) and restarts the ids. */
export async function wipeDatabase(db: Kysely<DB>): Promise<void> {
  await sql`truncate table ${sql.join(DATA_TABLES.map((t) => sql.table(t)))} restart identity cascade`.execute(
    db,
  );
}
