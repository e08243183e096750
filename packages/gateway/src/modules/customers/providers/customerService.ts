import { CUSTOMER_MESSAGES, CUSTOMER_SEARCH_MAX, CUSTOMERS_PAGE_SIZE } from '@ah/schema';
import type { GatewayContext } from '../../../context.js';
import { isValidPage } from '../../../domain/paging.js';
import { badUserInput, forbidden } from '../../../errors.js';
import { isId, notFound } from '../../../input/ids.js';
import { isNotFound } from '../../../input/ids.js';
import type { CustomerGroupModel, CustomerPageModel } from '../models.js';
import { maySeeCustomers } from './customerAccess.js';

/** The caller's house ref; FORBIDDEN unless the house's connect type has Your Customers. */
export async function requireCustomersHouse(context: GatewayContext): Promise<string> {
  const viewer = await context.requireViewer();
  if (!maySeeCustomers(viewer)) throw forbidden();
  return viewer.houseInfo.houseRef;
}

const GROUP_NOT_FOUND = 'No such sale group.';

/**
 * A page of the house's customers (sales §7 GET /yourCustomers, /yourCustomers/group/{groupID}): 50
 * a page (sales §9); the search as typed (the service matches it case-insensitively); a group id
 * that is not the house's is NOT_FOUND at `groupId`, as the service answers it.
 */
export async function yourCustomers(
  context: GatewayContext,
  args: { page: number; search?: string | null; groupId?: string | null },
): Promise<CustomerPageModel> {
  if (!isValidPage(args.page)) throw badUserInput('page must be a whole number from 1', 'page');
  const search = args.search?.trim() || null;
  if (search !== null && search.length > CUSTOMER_SEARCH_MAX)
    throw badUserInput(CUSTOMER_MESSAGES.searchTooLong, 'search');
  let groupId: number | null = null;
  if (args.groupId != null && args.groupId !== '') {
    if (!isId(args.groupId)) throw notFound(GROUP_NOT_FOUND, 'groupId');
    groupId = Number(args.groupId);
  }
  const houseRef = await requireCustomersHouse(context);
  const query = {
    page: args.page,
    size: CUSTOMERS_PAGE_SIZE,
    ...(search !== null ? { search } : {}),
  };
  try {
    const res =
      groupId === null
        ? await context.rest.house.GET('/app/house/{houseRef}/yourCustomers', {
            params: { path: { houseRef }, query },
          })
        : await context.rest.house.GET('/app/house/{houseRef}/yourCustomers/group/{groupID}', {
            params: { path: { houseRef, groupID: String(groupId) }, query },
          });
    const { customers, totalRecords } = res.data.data;
    return { items: customers, page: args.page, totalRecords, filter: { search, groupId } };
  } catch (error) {
    if (isNotFound(error)) throw notFound(GROUP_NOT_FOUND, 'groupId');
    throw error;
  }
}

/** The house's sale groups to filter by (sales §7 GET /groups). */
export async function customerGroups(context: GatewayContext): Promise<CustomerGroupModel[]> {
  const houseRef = await requireCustomersHouse(context);
  const res = await context.rest.house.GET('/app/house/{houseRef}/groups', {
    params: { path: { houseRef } },
  });
  return res.data.data.groups;
}
