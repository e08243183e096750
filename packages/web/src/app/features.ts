import { bulkBiddingFeature } from '../features/bulkBidding';
import { calendarFeature } from '../features/calendar';
import { disputesFeature } from '../features/disputes';
import { customersFeature } from '../features/customers';
import { feedbackFeature } from '../features/feedback';
import { invoiceGroupsFeature } from '../features/invoiceGroups';
import { invoicePaymentsFeature } from '../features/invoicePayments';
import { invoicesFeature } from '../features/invoices';
import { invoiceTemplatesFeature } from '../features/invoiceTemplates';
import { locationsFeature } from '../features/locations';
import { legalFeature } from '../features/legal';
import { lotImagesFeature } from '../features/lotImages';
import { lotsFeature } from '../features/lots';
import { realizedPricesFeature } from '../features/realizedPrices';
import { saleResultsFeature } from '../features/saleResults';
import { salesTaxReportsFeature } from '../features/salesTaxReports';
import { saleWizardFeature } from '../features/saleWizard';
import { shippingReviewsFeature } from '../features/shippingReviews';
import { passwordResetFeature } from '../features/passwordReset';
import { paymentCenterFeature } from '../features/paymentCenter';
import { privateLabelFeature } from '../features/privateLabel';
import { broadcastFeature } from '../features/broadcast';
import type { AppFeature } from '../platform/feature';
import { campaignReportingFeature } from '../features/campaignReporting';
import { apiTokensFeature } from '../features/apiTokens';
import { unpaidItemsFeature } from '../features/unpaidItems';

/**
 * Every feature of the app, one line each: the router mounts their routes and the Apollo cache uses
 * their type policies. A new feature is a folder under `features/` and a line here.
 */
export const FEATURES: readonly AppFeature[] = [
  invoiceGroupsFeature,
  invoicesFeature,
  invoicePaymentsFeature,
  invoiceTemplatesFeature,
  calendarFeature,
  shippingReviewsFeature,
  saleWizardFeature,
  locationsFeature,
  lotsFeature,
  lotImagesFeature,
  feedbackFeature,
  disputesFeature,
  realizedPricesFeature,
  saleResultsFeature,
  bulkBiddingFeature,
  privateLabelFeature,
  passwordResetFeature,
  paymentCenterFeature,
  salesTaxReportsFeature,
  customersFeature,
  legalFeature,
  broadcastFeature,
  campaignReportingFeature,
  apiTokensFeature,
  unpaidItemsFeature,
];
