import type { GatewayModule } from '../gatewayModule.js';
import { customerDownloadRoutes } from './http/customerDownloads.js';
import {
  Customer,
  CustomerAddress,
  CustomerGroup,
  CustomerList,
  CustomerPage,
} from './resolvers/Customer.js';
import { Query } from './resolvers/Query.js';

/**
 * Your Customers (sales §2 Other screens, §3 Customer, §5 Search, §7 Other). The guard needs the
 * customer flag; the service also refuses a house whose connect type is not s, p or e (sales §2 Top
 * navigation). The exports travel through the module's file routes (http/customerDownloads.ts).
 */
export const customersModule = {
  name: 'customers' as const,
  resolvers: { Query, CustomerList, CustomerPage, Customer, CustomerAddress, CustomerGroup },
  guards: {
    Query: {
      yourCustomers: { access: 'customer' },
      customerList: { access: 'customer' },
      customerGroups: { access: 'customer' },
    },
  },
  routes: customerDownloadRoutes,
} satisfies GatewayModule;
