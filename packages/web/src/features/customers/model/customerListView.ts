/** The customer list's view in the URL (sales §2 Your Customers): a reload keeps search, group and page. */
export interface CustomerListView {
  search: string;
  groupId: string | null;
  page: number;
}

export function customerListViewOf(params: URLSearchParams): CustomerListView {
  const page = Number(params.get('page'));
  const group = params.get('group');
  return {
    search: params.get('search') ?? '',
    groupId: group && /^[1-9]\d{0,9}$/.test(group) ? group : null,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The URL query of a view (page 1 and blanks are left out). */
export function customerListSearch(view: CustomerListView): string {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('search', view.search.trim());
  if (view.groupId) params.set('group', view.groupId);
  if (view.page > 1) params.set('page', String(view.page));
  const text = params.toString();
  return text ? `?${text}` : '?';
}

/** "City, ST, Country" without empty parts. */
export function customerPlace(address: {
  city: string;
  stateOrProvince: string;
  countryName: string;
}): string {
  return [address.city, address.stateOrProvince, address.countryName]
    .filter((p) => p.trim() !== '')
    .join(', ');
}
