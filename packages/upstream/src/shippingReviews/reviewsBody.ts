import { badRequest } from '../http/httpError.js';
import { jsonObjectBody } from '../http/validate.js';
import { isObjectType } from './reviewsObjectTypes.js';

/** The object form's messages (sales §5 "Shipping object form"), as the web and gateway show them. */
export const OBJECT_MESSAGES = {
  titleRequired: 'Enter Title',
  typeRequired: 'Select Object Type',
  dimensions: 'Enter Dimensions',
} as const;

export const MAX_OBJECTS = 50;
const MAX_IMAGES = 20;
const MAX_TEXT = 2_000;
const MAX_TITLE = 250;
const DECIMAL = /^(0|[1-9][0-9]{0,11})(\.[0-9]{1,2})?$/;
const CURRENCY = /^[A-Z]{3}$/;

export interface ObjectInput {
  id: number | null;
  title: string;
  artaSubtype: string;
  height: number;
  width: number;
  depth: number;
  unitOfMeasurement: 'in' | 'cm';
  isFragile: boolean;
  notes: string;
}

export interface FullReviewInput {
  originID: number | null;
  termsID: number | null;
  objectsDescription: string;
  objectsValueCents: number;
  objectsValueCurrency: string;
  objectsImages: string[];
  objects: ObjectInput[];
}

export type ReviewUpdate = { kind: 'confirm' } | { kind: 'save'; review: FullReviewInput };

const FULL_KEYS = [
  'originID',
  'termsID',
  'objectsDescription',
  'objectsValue',
  'objectsValueCurrency',
  'objectsImages',
  'objectsReviewed',
  'reviewComplete',
] as const;
const OBJECT_KEYS = [
  'id',
  'title',
  'artaSubtype',
  'height',
  'width',
  'depth',
  'unitOfMeasurement',
  'isFragile',
  'notes',
];

/**
 * PUT /api/shipping/review/{id} (sales §4, §7): `{review:{reviewComplete:true}}` confirms;
 * the full review with `reviewComplete:false` saves it and asks for a new quote.
 */
export function parseReviewUpdate(body: unknown): ReviewUpdate {
  const outer = jsonObjectBody(body, ['review']);
  const review = jsonObjectBody(outer['review'], FULL_KEYS);
  const complete = review['reviewComplete'];
  if (typeof complete !== 'boolean')
    throw badRequest('INVALID_BODY', '"reviewComplete" must be true or false.', 'reviewComplete');
  if (complete) {
    if (Object.keys(review).length > 1)
      throw badRequest('INVALID_BODY', 'A confirmation sends only "reviewComplete".', 'reviewComplete');
    return { kind: 'confirm' };
  }
  return { kind: 'save', review: parseFullReview(review) };
}

function parseFullReview(review: Record<string, unknown>): FullReviewInput {
  const objectsValue = review['objectsValue'];
  if (typeof objectsValue !== 'string' || !DECIMAL.test(objectsValue))
    throw badRequest('INVALID_BODY', '"objectsValue" must be an amount such as "1250.00".', 'objectsValue');
  const currency = review['objectsValueCurrency'];
  if (typeof currency !== 'string' || !CURRENCY.test(currency))
    throw badRequest(
      'INVALID_BODY',
      '"objectsValueCurrency" must be a currency code.',
      'objectsValueCurrency',
    );
  const description = review['objectsDescription'];
  if (typeof description !== 'string' || description.length > MAX_TEXT)
    throw badRequest(
      'INVALID_BODY',
      `"objectsDescription" must be text of at most ${MAX_TEXT} characters.`,
      'objectsDescription',
    );
  const images = review['objectsImages'];
  if (
    !Array.isArray(images) ||
    images.length > MAX_IMAGES ||
    !images.every((i) => typeof i === 'string' && i.length <= 2048)
  )
    throw badRequest(
      'INVALID_BODY',
      `"objectsImages" must be a list of at most ${MAX_IMAGES} URLs.`,
      'objectsImages',
    );
  const objects = review['objectsReviewed'];
  if (!Array.isArray(objects) || objects.length === 0 || objects.length > MAX_OBJECTS)
    throw badRequest(
      'INVALID_BODY',
      `"objectsReviewed" must list 1 to ${MAX_OBJECTS} objects.`,
      'objectsReviewed',
    );
  return {
    originID: optionalId(review, 'originID'),
    termsID: optionalId(review, 'termsID'),
    objectsDescription: description,
    objectsValueCents: decimalToCents(objectsValue),
    objectsValueCurrency: currency,
    objectsImages: images as string[],
    objects: objects.map((o, index) => parseObject(o, index)),
  };
}

function optionalId(record: Record<string, unknown>, key: string): number | null {
  const value = record[key];
  if (value === null || value === undefined) return null;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1)
    throw badRequest('INVALID_BODY', `"${key}" must be an id or null.`, key);
  return value;
}

function parseObject(raw: unknown, index: number): ObjectInput {
  const o = jsonObjectBody(raw, OBJECT_KEYS);
  const at = (field: string) => `objectsReviewed[${index}].${field}`;
  const title = o['title'];
  if (typeof title !== 'string' || title.trim() === '')
    throw badRequest('INVALID_OBJECT', OBJECT_MESSAGES.titleRequired, at('title'));
  if (title.length > MAX_TITLE)
    throw badRequest('INVALID_OBJECT', `Title must be ${MAX_TITLE} characters or less.`, at('title'));
  const subtype = o['artaSubtype'];
  if (typeof subtype !== 'string' || !isObjectType(subtype))
    throw badRequest('INVALID_OBJECT', OBJECT_MESSAGES.typeRequired, at('artaSubtype'));
  const dimension = (field: 'height' | 'width' | 'depth', min: 'above' | 'atLeast') => {
    const value = o[field];
    const ok =
      typeof value === 'number' &&
      Number.isFinite(value) &&
      (min === 'above' ? value > 0 : value >= 0) &&
      value < 100_000;
    if (!ok) throw badRequest('INVALID_OBJECT', OBJECT_MESSAGES.dimensions, at(field));
    return value as number;
  };
  const unit = o['unitOfMeasurement'];
  if (unit !== 'in' && unit !== 'cm')
    throw badRequest('INVALID_OBJECT', '"unitOfMeasurement" must be "in" or "cm".', at('unitOfMeasurement'));
  const fragile = o['isFragile'] ?? false;
  if (typeof fragile !== 'boolean')
    throw badRequest('INVALID_OBJECT', '"isFragile" must be true or false.', at('isFragile'));
  const notes = o['notes'] ?? '';
  if (typeof notes !== 'string' || notes.length > MAX_TEXT)
    throw badRequest('INVALID_OBJECT', `Notes must be at most ${MAX_TEXT} characters.`, at('notes'));
  const id = o['id'];
  if (id !== undefined && id !== null && (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1))
    throw badRequest('INVALID_OBJECT', '"id" must be an object id; new objects have none.', at('id'));
  return {
    id: typeof id === 'number' ? id : null,
    title: title.trim(),
    artaSubtype: subtype,
    height: dimension('height', 'above'),
    width: dimension('width', 'above'),
    depth: dimension('depth', 'atLeast'),
    unitOfMeasurement: unit,
    isFragile: fragile,
    notes,
  };
}

/** "1250.5" → 125050, exactly (no floating point). */
export function decimalToCents(value: string): number {
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
