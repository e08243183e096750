import type { ShippingObjectResolvers } from '../../../__generated__/resolvers-types.js';

export const ShippingObject: ShippingObjectResolvers = {
  id: ({ object }) => String(object.id),
  title: ({ object }) => object.title,
  objectTypeId: ({ object }) => object.artaSubtype,
  height: ({ object }) => object.height,
  width: ({ object }) => object.width,
  depth: ({ object }) => object.depth,
  unit: ({ object }) => (object.unitOfMeasurement === 'cm' ? 'CM' : 'IN'),
  isFragile: ({ object }) => object.isFragile,
  notes: ({ object }) => object.notes,
  invalidFields: ({ invalidFields }) => invalidFields,
};
