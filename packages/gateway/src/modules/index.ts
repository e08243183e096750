import { collectGuards, type RootFieldGuards } from '../auth/guards.js';
import type { GatewayContext, Loaders, ModuleHubs, ModuleLoaders } from '../context.js';
import { requestLoaders } from '../contextLoaders.js';
import type { CoreConfig } from '../config.js';
import type { ModuleLive } from '../moduleLive.js';
import type { ModuleSettings, ModuleSettingsSpec } from '../settings.js';
import type { GatewayModule } from './gatewayModule.js';
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
import { unpaidItemsModule } from './unpaidItems/index.js';

/**
 * THE list of the gateway's domain modules: the schema's resolvers, the root-field guard registry,
 * each request's loaders, the live hubs and the settings all come from it. A new domain adds its
 * folder and one line here. Only the composition files (server.ts, gatewayConfig.ts, schema.ts,
 * index.ts, testing/) import it (eslint/gatewayBoundaries.mjs): the core (context.ts, config.ts, ws.ts)
 * is handed what the modules declare.
 */
const MODULES = [
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
  unpaidItemsModule,
] as const;

export const gatewayModules: readonly GatewayModule[] = MODULES;

// What the listed modules supply, by module name, against what their files declare (context.ts
// ModuleLoaders and ModuleHubs, settings.ts ModuleSettings). Both ways: a module dropped from the list
// whose declarations still compile, or one listed without its declaration, fails the typecheck here.
type Listed = (typeof MODULES)[number];
type ListedLoaders = {
  [M in Listed as M extends { loaders: unknown } ? M['name'] : never]: M extends {
    loaders: (context: GatewayContext) => infer L;
  }
    ? L
    : never;
};
type ListedHubs = {
  [M in Listed as M extends { live: unknown } ? M['name'] : never]: M extends {
    live: (...deps: never[]) => ModuleLive<infer H>;
  }
    ? H
    : never;
};
type SettingsOf<M> = M extends { settings: ModuleSettingsSpec<infer S> } ? S : never;
type ListedSettings = UnionToIntersection<SettingsOf<Listed>>;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;

export type ModuleDeclarationsMatchTheList = [
  Holds<Same<ModuleLoaders, ListedLoaders>>,
  Holds<Same<ModuleHubs, ListedHubs>>,
  Holds<Same<ModuleSettings, ListedSettings>>,
  // A module's setting must not share a name with the core's (they sit flat in GatewayConfig).
  Holds<Same<Extract<keyof ModuleSettings, keyof CoreConfig>, never>>,
];

/**
 * THE guard registry: every root field of the schema has exactly one rule, declared by the module
 * whose SDL declares the field. Building the schema fails when a root field is missing (or a rule
 * names a field that no longer exists), and auth/guards.test.ts proves each rule refuses the
 * callers it should.
 */
export const ROOT_FIELD_GUARDS: RootFieldGuards = collectGuards(gatewayModules);

/**
 * Every request's loaders, keyed by module: the lazy loaders' prototype is built here, once, when the
 * list is loaded, so two modules of one name stop the boot (contextLoaders.ts).
 */
export const MODULE_LOADERS = requestLoaders<GatewayContext, Loaders>(gatewayModules);
