import { centsToMoney, CUSTOMERS_PAGE_SIZE } from '@ah/schema';
import type {
  CustomerAddressResolvers,
  CustomerGroupResolvers,
  CustomerListResolvers,
  CustomerPageResolvers,
  CustomerResolvers,
} from '../../../__generated__/resolvers-types.js';
import { connectionOf, type PagingRule } from '../../../shared/connection.js';
import { pageInfoFor } from '../../../shared/paging.js';
import { pageWindow } from '../../../input/paging.js';
import { usToIso } from '../../../shared/houseDate.js';
import { customerExportUrls } from '../providers/customerAccess.js';
import { customerWindow } from '../providers/customerService.js';

/** The Your Customers table's pages: 50 (sales §9); scripts may walk up to 200 with `first`. */
export const CUSTOMER_PAGING: PagingRule = {
  defaultSize: CUSTOMERS_PAGE_SIZE,
  maxSize: 200,
  sizes: [CUSTOMERS_PAGE_SIZE],
};

export const CustomerList: CustomerListResolvers = {
  customerPage: async (list, args, context) => {
    const window = pageWindow(args, CUSTOMER_PAGING);
    const { customers, totalCount } = await customerWindow(context, list, window);
    return connectionOf(customers, window, totalCount);
  },
  exports: (list) => customerExportUrls(list.filter),
};

export const CustomerPage: CustomerPageResolvers = {
  items: (p) => p.items,
  pageInfo: (p) => pageInfoFor(p.page, CUSTOMERS_PAGE_SIZE, p.totalRecords),
  exports: (p) => customerExportUrls(p.filter),
};

export const Customer: CustomerResolvers = {
  id: (c) => String(c.customerID),
  firstName: (c) => c.firstName,
  lastName: (c) => c.lastName,
  email: (c) => c.email,
  phone: (c) => c.phone,
  address: (c) => c.address,
  creationDate: (c) => usToIso(c.creationDate),
  purchaseCount: (c) => c.purchaseCount,
  purchaseTotal: (c) => centsToMoney(c.purchaseTotal),
  unpaidBalance: (c) => centsToMoney(c.unpaidBalance),
  strikes: (c) => c.strikes,
};

export const CustomerAddress: CustomerAddressResolvers = {
  street1: (a) => a.street1,
  street2: (a) => a.street2,
  city: (a) => a.city,
  stateOrProvince: (a) => a.stateID || a.province,
  postalCode: (a) => a.postalCode,
  countryName: (a) => a.countryName,
};

export const CustomerGroup: CustomerGroupResolvers = {
  id: (g) => String(g.groupID),
  name: (g) => g.groupName,
};
