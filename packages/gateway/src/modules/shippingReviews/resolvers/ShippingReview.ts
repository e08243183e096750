import type {
  ShippingReviewResolvers,
  ShippingReviewStatus,
} from '../../../__generated__/resolvers-types.js';
import { canConfirm, canEdit, statusLabel } from '../domain/shippingReviewStatus.js';
import { SHIPPING_INPUT_FIELD_NAMES } from '../inputFieldNames.js';

/** The quote's field names as the schema's input names them. */
const fieldName = (field: string) => SHIPPING_INPUT_FIELD_NAMES[field] ?? field;

export const ShippingReview: ShippingReviewResolvers = {
  id: ({ review }) => String(review.id),
  lotId: ({ review }) => String(review.lotID),
  status: ({ review }) => review.status.toUpperCase() as ShippingReviewStatus,
  statusLabel: ({ review }) => statusLabel(review.status),
  canConfirm: ({ review, locked }) => canConfirm(review.status, locked),
  canEdit: ({ review, locked }) => canEdit(review.status, locked),
  originId: ({ review }) => (review.arguments.originID === null ? null : String(review.arguments.originID)),
  originName: ({ review }) => review.arguments.origin?.name ?? null,
  termsId: ({ review }) => (review.arguments.termsID === null ? null : String(review.arguments.termsID)),
  objectsDescription: ({ review }) => review.arguments.objectsDescription,
  objectsValue: ({ review }) => review.arguments.objectsValue,
  objectsValueCurrency: ({ review }) => review.arguments.objectsValueCurrency,
  objectsImages: ({ review }) => review.arguments.objectsImages,
  objects: ({ review }) => {
    const errors = review.quotesSampling.validationErrors?.objects ?? [];
    return review.arguments.objects.map((object) => ({
      object,
      invalidFields: (errors.find((e) => e.objectID === object.id)?.errors ?? []).map((e) =>
        fieldName(e.field),
      ),
    }));
  },
  quoteAmount: ({ review }) => review.quotesSampling.quotes[0]?.amount ?? null,
  invalidFields: ({ review }) =>
    (review.quotesSampling.validationErrors?.general ?? []).map((e) => fieldName(e.field)),
};
