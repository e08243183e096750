import { validateLotForm, type LotFieldName, type LotFormContext } from '@ah/schema';
import type { LotInput } from '../../../__generated__/graphql';
import type { LotFormValues } from '../components/LotFields';

export type FieldErrors = Partial<Record<LotFieldName, string>>;

/** Every broken rule of the form as field → message (`validateLotForm`, the gateway's own check). */
export function lotFormErrors(values: LotFormValues, ctx: LotFormContext): FieldErrors {
  const errors: FieldErrors = {};
  for (const v of validateLotForm(values, ctx)) {
    const field = v.field as LotFieldName;
    errors[field] ??= v.message;
  }
  return errors;
}

/**
 * The errors a person sees: a field's message shows once it was left or holds a value (typing a
 * wrong value shows at once; an empty required field only after it was visited), and all of them
 * after a save was tried. The forms get the same through `useFieldErrors` with `holdsValue`.
 */
export function shownErrors(
  errors: FieldErrors,
  values: LotFormValues,
  touched: ReadonlySet<LotFieldName>,
  attempted: boolean,
): FieldErrors {
  if (attempted) return errors;
  const shown: FieldErrors = {};
  for (const [field, message] of Object.entries(errors) as [LotFieldName, string][])
    if (touched.has(field) || holdsValue(values, field)) shown[field] = message;
  return shown;
}

/** Whether the form holds a value in `field`: a typed value's message shows at once, before a visit. */
export function holdsValue(values: LotFormValues, field: string): boolean {
  return field in values && values[field as LotFieldName].trim() !== '';
}

/** The form as the saveLot mutation takes it: trimmed texts, empty ones as null. */
export function lotInputOf(values: LotFormValues, id: string | null): LotInput {
  const input: Record<string, string | null> = {};
  for (const [field, value] of Object.entries(values)) {
    const text = value.trim();
    input[field] = text === '' ? null : field === 'lotExt' ? text.toUpperCase() : text;
  }
  return {
    ...input,
    ...(id ? { id } : {}),
    title: values.title.trim(),
    description: values.description.trim(),
  } as LotInput;
}
