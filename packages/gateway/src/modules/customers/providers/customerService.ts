import { CUSTOMER_MESSAGES, CUSTOMER_SEARCH_MAX, CUSTOMERS_PAGE_SIZE } from '@ah/schema';
import type { GatewayContext } from '../../../context.js';
import { isValidPage } from '../../../shared/paging.js';
import { badUserInput, forbidden } from '../../../errors.js';
import { isId, notFound } from '../../../input/ids.js';
import { isNotFound } from '../../../input/ids.js';
import type { PageWindow } from '../../../shared/connection.js';
import type { CustomerGroupModel, CustomerListModel, CustomerModel, CustomerPageModel } from '../models.js';
import { maySeeCustomers } from './customerAccess.js';

/** The caller's house ref; FORBIDDEN unless the house's connect type has Your Customers. */
export async function requireCustomersHouse(context: GatewayContext): Promise<string> {
  const viewer = await context.requireViewer();
  if (!maySeeCustomers(viewer)) throw forbidden();
  return viewer.houseInfo.houseRef;
}

const GROUP_NOT_FOUND = 'No such sale group.';

/** The search and group as asked: BAD_USER_INPUT for a long search, NOT_FOUND for a group that is no id. */
function customerFilterOf(args: {
  search?: string | null;
  groupId?: string | null;
}): CustomerListModel['filter'] {
  const search = args.search?.trim() || null;
  if (search !== null && search.length > CUSTOMER_SEARCH_MAX)
    throw badUserInput(CUSTOMER_MESSAGES.searchTooLong, 'search');
  let groupId: number | null = null;
  if (args.groupId != null && args.groupId !== '') {
    if (!isId(args.groupId)) throw notFound(GROUP_NOT_FOUND, 'groupId');
    groupId = Number(args.groupId);
  }
  return { search, groupId };
}

/** One page of the service's listing (sales §7 GET /yourCustomers, /yourCustomers/group/{groupID}). */
async function customerListing(
  context: GatewayContext,
  list: CustomerListModel,
  page: number,
  size: number,
): Promise<{ customers: CustomerModel[]; totalRecords: number }> {
  const { houseRef, filter } = list;
  const query = { page, size, ...(filter.search !== null ? { search: filter.search } : {}) };
  try {
    const res =
      filter.groupId === null
        ? await context.rest.house.GET('/app/house/{houseRef}/yourCustomers', {
            params: { path: { houseRef }, query },
          })
        : await context.rest.house.GET('/app/house/{houseRef}/yourCustomers/group/{groupID}', {
            params: { path: { houseRef, groupID: String(filter.groupId) }, query },
          });
    return res.data.data;
  } catch (error) {
    if (isNotFound(error)) throw notFound(GROUP_NOT_FOUND, 'groupId');
    throw error;
  }
}

/**
 * A page of the house's customers: 50 a page (sales §9); the search as typed (the service matches it
 * case-insensitively); a group id that is not the house's is NOT_FOUND at `groupId`, as the service
 * answers it.
 */
export async function yourCustomers(
  context: GatewayContext,
  args: { page: number; search?: string | null; groupId?: string | null },
): Promise<CustomerPageModel> {
  if (!isValidPage(args.page)) throw badUserInput('page must be a whole number from 1', 'page');
  const filter = customerFilterOf(args);
  const list = { houseRef: await requireCustomersHouse(context), filter };
  const { customers, totalRecords } = await customerListing(context, list, args.page, CUSTOMERS_PAGE_SIZE);
  return { items: customers, page: args.page, totalRecords, filter };
}

/** The customers of a search and a group (Query.customerList): checked now, read by its page. */
export async function customerList(
  context: GatewayContext,
  args: { search?: string | null; groupId?: string | null },
): Promise<CustomerListModel> {
  const filter = customerFilterOf(args);
  return { houseRef: await requireCustomersHouse(context), filter };
}

/**
 * One window of the customers, read through the service's own paging (page and size): one call
 * when the window is a page of its size (the screens, and scripts walking with one `first`),
 * otherwise the two pages of that size it spans.
 */
export async function customerWindow(
  context: GatewayContext,
  list: CustomerListModel,
  window: PageWindow,
): Promise<{ customers: CustomerModel[]; totalCount: number }> {
  const size = Math.max(1, window.limit);
  const first = Math.floor(window.offset / size) + 1;
  const skip = window.offset % size;
  const pages = await Promise.all(
    (skip === 0 || window.limit === 0 ? [first] : [first, first + 1]).map((page) =>
      customerListing(context, list, page, size),
    ),
  );
  const all = pages.flatMap((p) => p.customers);
  return {
    customers: all.slice(skip, skip + window.limit),
    totalCount: pages[0]?.totalRecords ?? 0,
  };
}

/** The house's sale groups to filter by (sales §7 GET /groups). */
export async function customerGroups(context: GatewayContext): Promise<CustomerGroupModel[]> {
  const houseRef = await requireCustomersHouse(context);
  const res = await context.rest.house.GET('/app/house/{houseRef}/groups', {
    params: { path: { houseRef } },
  });
  return res.data.data.groups;
}
