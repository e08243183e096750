/**
 * The invoice-level ship action (invoicing §2.2, §4): it marks the invoice shipped (picked up for a
 * pickup invoice) and, once it is, offers the way back to Not Shipped. The card, the group details menu
 * and the modal's title read the label from here so they always agree.
 */
export function shippedActionLabel(invoice: { pickup: boolean; shipped: boolean }): string {
  const word = invoice.pickup ? 'Picked Up' : 'Shipped';
  return invoice.shipped ? `Mark as Not ${word}` : `Mark as ${word}`;
}
