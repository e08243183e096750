/**
 * The screens of other domains this feature links to. The invoice editor's and a dispute's paths are
 * spelled here rather than imported: the invoices feature shows this feature's timeline, and two
 * features never import each other; and the timeline, loaded on the invoice screens, stays free of
 * the disputes feature's route table.
 */

/** The editor narrowed to one invoice (invoicing §2.2 Edit Invoices with `?id=`). */
export const invoiceEditorPath = (invoiceGroupId: string, invoiceId: string) =>
  `/invoices/EditInvoices/${encodeURIComponent(invoiceGroupId)}?id=${encodeURIComponent(invoiceId)}`;

/** A dispute's page (sales §2 /customers/dispute/{ref}), spelled here for the same reason. */
export const disputePagePath = (ref: string) => `/customers/dispute/${encodeURIComponent(ref)}`;
