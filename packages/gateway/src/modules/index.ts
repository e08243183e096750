import { collectGuards, type RootFieldGuards } from '../auth/guards.js';
import { apiTokensModule } from './apiTokens/index.js';
import { baseModule } from './base/index.js';
import { bulkBiddingModule } from './bulkBidding/index.js';
import { calendarModule } from './calendar/index.js';
import { disputesModule } from './disputes/index.js';
import { feedbackModule } from './feedback/index.js';
import { passwordResetModule } from './passwordReset/index.js';
import { paymentCenterModule } from './paymentCenter/index.js';
import { privateLabelModule } from './privateLabel/index.js';
import { customersModule } from './customers/index.js';
import { legalModule } from './legal/index.js';
import { salesTaxReportsModule } from './salesTaxReports/index.js';
import { invoiceGroupsModule } from './invoiceGroups/index.js';
import { invoicePaymentsModule } from './invoicePayments/index.js';
import { invoicesModule } from './invoices/index.js';
import { invoiceTemplatesModule } from './invoiceTemplates/index.js';
import { locationsModule } from './locations/index.js';
import { lotImagesModule } from './lotImages/index.js';
import { lotsModule } from './lots/index.js';
import { publishingModule } from './publishing/index.js';
import { realizedPricesModule } from './realizedPrices/index.js';
import { saleResultsModule } from './saleResults/index.js';
import { saleWizardModule } from './saleWizard/index.js';
import { shippingReviewsModule } from './shippingReviews/index.js';
import { viewerModule } from './viewer/index.js';
import { broadcastModule } from './broadcast/index.js';
import { campaignReportingModule } from './campaignReporting/index.js';

/**
 * THE list of the gateway's domain modules: the schema's resolvers, the root-field guard registry
 * and each request's loaders all come from it. A new domain adds its folder and one line here.
 */
export const gatewayModules = [
  baseModule,
  viewerModule,
  apiTokensModule,
  invoiceGroupsModule,
  invoicesModule,
  invoicePaymentsModule,
  invoiceTemplatesModule,
  calendarModule,
  saleWizardModule,
  locationsModule,
  lotsModule,
  lotImagesModule,
  publishingModule,
  shippingReviewsModule,
  feedbackModule,
  disputesModule,
  realizedPricesModule,
  saleResultsModule,
  bulkBiddingModule,
  privateLabelModule,
  passwordResetModule,
  paymentCenterModule,
  salesTaxReportsModule,
  customersModule,
  legalModule,
  broadcastModule,
  campaignReportingModule,
] as const;

/**
 * THE guard registry: every root field of the schema has exactly one rule, declared by the module
 * whose SDL declares the field. Building the schema fails when a root field is missing (or a rule
 * names a field that no longer exists), and auth/guards.test.ts proves each rule refuses the
 * callers it should.
 */
export const ROOT_FIELD_GUARDS: RootFieldGuards = collectGuards(gatewayModules);
