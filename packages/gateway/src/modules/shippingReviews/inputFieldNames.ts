/**
 * The shipping service's names for what the GraphQL input calls otherwise: the review body's
 * (PUT /api/shipping/review/{id}) and the quote's validation errors alike.
 */
export const SHIPPING_INPUT_FIELD_NAMES: Readonly<Record<string, string>> = {
  objectsReviewed: 'objects',
  artaSubtype: 'objectTypeId',
  unitOfMeasurement: 'unit',
  originID: 'originId',
  termsID: 'termsId',
};
