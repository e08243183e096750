/** Your Customers: the house's customers, their purchases, balances and strikes (sales §2 Other screens). */
import type { AppFeature } from '../../platform/feature';
import { customersRoutes } from './routes';
import { customersAccess } from './access';

export const customersFeature: AppFeature = {
  name: 'customers',
  routes: customersRoutes,
  typePolicies: {
    // A page belongs to its search, group and page arguments (the default field-argument keying).
    CustomerAddress: { keyFields: false },
  },
  nav: [
    {
      menu: 'customers',
      label: 'Your Customers',
      to: '/your-customers',
      rule: customersAccess.yourCustomers,
      description: 'Your customer list',
    },
  ],
  accessRules: customersAccess,
};
