/** Connect types that may open Your Customers (sales §2 Top navigation: "only for connect types s, p, e"). */
export const YOUR_CUSTOMERS_CONNECT_TYPES = ['s', 'p', 'e'] as const;
/** Where Your Customers sends everyone else (sales §2 Routes: "redirects to /?p=1"). */
export const YOUR_CUSTOMERS_REDIRECT = '/?p=1';
/** The customers table shows 50 a page (sales §9). */
export const CUSTOMERS_PAGE_SIZE = 50;
/** The longest search text (ours: a name or an e-mail address). */
export const CUSTOMER_SEARCH_MAX = 100;

/** Texts of the Your Customers screen (sales §8 Other). */
export const CUSTOMER_MESSAGES = {
  loadFailed: 'Unable to load your customers. Please try again later or contact Customer Care.',
  empty: 'No customers match your search.',
  searchTooLong: `Search text can be at most ${CUSTOMER_SEARCH_MAX} characters`,
} as const;

/** Whether a house of this connect type has Your Customers. */
export function hasYourCustomers(connectType: string): boolean {
  return (YOUR_CUSTOMERS_CONNECT_TYPES as readonly string[]).includes(connectType);
}

export interface CustomerNameAndEmail {
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Customer search (sales §5 Search): the text matches the first name, last name or e-mail,
 * case-insensitive; blank matches everyone.
 */
export function customerMatches(customer: CustomerNameAndEmail, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return [customer.firstName, customer.lastName, customer.email].some((v) => v.toLowerCase().includes(needle));
}
