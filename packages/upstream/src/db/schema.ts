import type { ApiTokenTables } from '../apiTokens/tables.js';
import type { CustomerTables } from '../customers/tables.js';
import type { DisputeTables } from '../disputes/tables.js';
import type { FeedbackTables } from '../feedback/tables.js';
import type { InvoiceGroupTables } from '../invoiceGroups/tables.js';
import type { InvoicePaymentTables } from '../invoicePayments/tables.js';
import type { InvoiceTables } from '../invoices/tables.js';
import type { InvoiceTemplateTables } from '../invoiceTemplates/tables.js';
import type { LocationTables } from '../locations/tables.js';
import type { LotImageTables } from '../lotImages/tables.js';
import type { LotTables } from '../lots/tables.js';
import type { PublishingTables } from '../publishing/tables.js';
import type { RealizedPriceTables } from '../realizedPrices/tables.js';
import type { SaleWizardTables } from '../saleWizard/tables.js';
import type { ShippingReviewTables } from '../shippingReviews/tables.js';
import type { ViewerTables } from '../viewer/tables.js';
import type { PasswordResetTables } from '../passwordReset/tables.js';
import type { PaymentCenterTables } from '../paymentCenter/tables.js';
import type { PrivateLabelTables } from '../privateLabel/tables.js';
import type { CampaignReportingTables } from '../campaignReporting/tables.js';
import type { Timestamp } from './columnTypes.js';

/**
 * Kysely's view of the tables in ../../migrations, composed from each domain's `<domain>/tables.ts`
 * (a new domain adds its tables there and one name here). Migrations keep their history names, so a
 * table's domain and the migration that created it may differ. bigint columns arrive as JS numbers
 * (see typeParsers.ts).
 */
export interface DB
  extends
    ViewerTables,
    ApiTokenTables,
    LocationTables,
    SaleWizardTables,
    LotTables,
    LotImageTables,
    PublishingTables,
    ShippingReviewTables,
    InvoiceTemplateTables,
    InvoiceGroupTables,
    InvoiceTables,
    InvoicePaymentTables,
    FeedbackTables,
    RealizedPriceTables,
    DisputeTables,
    PrivateLabelTables,
    PasswordResetTables,
    PaymentCenterTables,
    CustomerTables,
    CampaignReportingTables {
  schema_migrations: SchemaMigrationsTable;
}

export interface SchemaMigrationsTable {
  version: number;
  name: string;
  applied_at: Timestamp;
}

// The row types most of the service reads, re-exported so callers need not know their domain.
export type { ApiTokensTable } from '../apiTokens/tables.js';
export type { Channel, NewInvoiceLine, OnlinePaymentStat } from '../invoices/tables.js';
export type { LotsTable } from '../lots/tables.js';
export type { CatalogsTable } from '../saleWizard/tables.js';
export type { ShippingReviewStatus } from '../shippingReviews/tables.js';
export { ACCESS_COLUMNS } from '../viewer/tables.js';
export type { AccessColumn, ConnectType, House, ProcessorType, User } from '../viewer/tables.js';
