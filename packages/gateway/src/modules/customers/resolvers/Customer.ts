import { centsToMoney, CUSTOMERS_PAGE_SIZE } from '@ah/schema';
import type {
  CustomerAddressResolvers,
  CustomerGroupResolvers,
  CustomerPageResolvers,
  CustomerResolvers,
} from '../../../__generated__/resolvers-types.js';
import { pageInfoFor } from '../../../domain/paging.js';
import { usToIso } from '../../invoices/providers/facts.js';
import { customerExportUrls } from '../providers/customerAccess.js';

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
