import type { components } from '../../__generated__/upstream/house.js';

/** Codegen mapper: a customer resolves from the house service's record (cents, MM/DD/YYYY). */
export type CustomerModel = components['schemas']['Customer'];
/** Codegen mapper: the address of that record. */
export type CustomerAddressModel = components['schemas']['Customer']['address'];

/** Codegen mapper: a page of customers with the filter it was asked for (its exports repeat it). */
export interface CustomerPageModel {
  items: CustomerModel[];
  page: number;
  totalRecords: number;
  filter: { search: string | null; groupId: number | null };
}

/** Codegen mapper: the customers of a search and a group, checked; the house is the caller's. */
export interface CustomerListModel {
  houseRef: string;
  filter: { search: string | null; groupId: number | null };
}

/** Codegen mapper: a sale group of the house (GET /groups). */
export interface CustomerGroupModel {
  groupID: number;
  groupName: string;
}
