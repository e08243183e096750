import type { RuleViolation } from '@ah/schema';
import { validateShippingReviewDraft } from '@ah/schema';
import type {
  LengthUnit,
  ShippingReviewFieldsFragment,
  ShippingReviewInput,
} from '../../../__generated__/graphql';

/** One object of the Edit Shipping Details form; dimensions are null while empty. */
export interface ObjectDraft {
  /** A stable React key (new objects have no id yet). */
  key: string;
  id: string | null;
  title: string;
  objectTypeId: string | null;
  height: number | null;
  width: number | null;
  depth: number | null;
  unit: LengthUnit;
  isFragile: boolean;
  notes: string;
}

export interface ReviewDraft {
  originId: string | null;
  termsId: string | null;
  objectsDescription: string;
  objectsValue: string;
  objectsValueCurrency: string;
  objectsImages: string[];
  objects: ObjectDraft[];
}

let newKeys = 0;

export function newObjectDraft(unit: LengthUnit = 'IN'): ObjectDraft {
  newKeys += 1;
  return {
    key: `new-${newKeys}`,
    id: null,
    title: '',
    objectTypeId: null,
    height: null,
    width: null,
    depth: null,
    unit,
    isFragile: false,
    notes: '',
  };
}

/** The form's starting point: the review as saved. */
export function draftOf(review: ShippingReviewFieldsFragment): ReviewDraft {
  return {
    originId: review.originId ?? null,
    termsId: review.termsId ?? null,
    objectsDescription: review.objectsDescription,
    objectsValue: review.objectsValue,
    objectsValueCurrency: review.objectsValueCurrency,
    objectsImages: [...review.objectsImages],
    objects: review.objects.map((o) => ({
      key: `object-${o.id}`,
      id: o.id,
      title: o.title,
      objectTypeId: o.objectTypeId ?? null,
      height: o.height ?? null,
      width: o.width ?? null,
      depth: o.depth ?? null,
      unit: o.unit,
      isFragile: o.isFragile,
      notes: o.notes,
    })),
  };
}

/** Every broken rule of the draft (the same rules the gateway applies); Save is disabled while any. */
export function draftViolations(draft: ReviewDraft): RuleViolation[] {
  return validateShippingReviewDraft(draft);
}

/** The first message per field, e.g. `objects.0.title` → 'Enter Title'. */
export function messagesByField(violations: readonly RuleViolation[]): Map<string, string> {
  const messages = new Map<string, string>();
  for (const v of violations) if (!messages.has(v.field)) messages.set(v.field, v.message);
  return messages;
}

/** The mutation's input: the full review (objects left out are deleted, new ones have no id). */
export function inputOf(draft: ReviewDraft): ShippingReviewInput {
  return {
    originId: draft.originId,
    termsId: draft.termsId,
    objectsDescription: draft.objectsDescription,
    objectsValue: draft.objectsValue.trim(),
    objectsValueCurrency: draft.objectsValueCurrency,
    objectsImages: draft.objectsImages,
    objects: draft.objects.map((o) => ({
      ...(o.id ? { id: o.id } : {}),
      title: o.title.trim(),
      objectTypeId: o.objectTypeId,
      height: o.height,
      width: o.width,
      depth: o.depth,
      unit: o.unit,
      isFragile: o.isFragile,
      notes: o.notes,
    })),
  };
}
