/**
 * The route's `{invoiceIDList}`: a comma list, duplicates and blanks dropped, order kept. The sent
 * invoices, the preview and auto-charge (invoicing §2.4–§2.6) all end in it, so it is read here, once.
 */
export function parseRouteInvoiceIds(value: string | undefined): string[] {
  if (!value) return [];
  return [
    ...new Set(
      value
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
}
