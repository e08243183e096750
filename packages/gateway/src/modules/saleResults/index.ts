import type { GatewayModule } from '../gatewayModule.js';
import { saleResultDownloadRoutes } from './http/saleResultDownloads.js';
import { Query } from './resolvers/Query.js';
import { SaleResultAddress } from './resolvers/SaleResultBidder.js';
import { SaleResultGroup, SaleResultSession } from './resolvers/SaleResultGroup.js';
import {
  HouseCredit,
  SaleResultCatalog,
  SaleResultDownloads,
  SaleResultReport,
  SaleResultTotals,
} from './resolvers/SaleResultReport.js';

/**
 * Sale results (sales §2 Sale results, §3 Session results, Credit, §7): past groups, the results of
 * chosen sessions with credits and download links. Session statistics and sale results need the
 * reports access flag (sales §6 "accessReports: session stats, sale results").
 */
export const saleResultsModule = {
  name: 'saleResults' as const,
  resolvers: {
    Query,
    SaleResultGroup,
    SaleResultSession,
    SaleResultReport,
    SaleResultTotals,
    SaleResultCatalog,
    SaleResultAddress,
    HouseCredit,
    SaleResultDownloads,
  },
  guards: {
    Query: { pastSaleGroups: { access: 'reports' }, saleResults: { access: 'reports' } },
  },
  routes: saleResultDownloadRoutes,
} satisfies GatewayModule;
