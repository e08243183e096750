/**
 * The object types of GET /api/shipping/arta/metadata?types=objects (sales §3 "Object types
 * (id,name)"): the subtypes a shipping object's `artaSubtype` takes. The list is the reference
 * service's own (the spec names the shape, not the entries).
 */
export interface ObjectType {
  id: string;
  name: string;
}

export const OBJECT_TYPES: readonly ObjectType[] = [
  { id: 'painting_unframed', name: 'Painting (Unframed)' },
  { id: 'painting_framed', name: 'Painting (Framed)' },
  { id: 'painting_framed_glass', name: 'Painting (Framed with Glass)' },
  { id: 'work_on_paper_unframed', name: 'Work on Paper (Unframed)' },
  { id: 'work_on_paper_framed', name: 'Work on Paper (Framed)' },
  { id: 'photograph', name: 'Photograph' },
  { id: 'sculpture', name: 'Sculpture' },
  { id: 'furniture', name: 'Furniture' },
  { id: 'lighting', name: 'Lighting' },
  { id: 'rug', name: 'Rug or Carpet' },
  { id: 'ceramic', name: 'Ceramic or Porcelain' },
  { id: 'glass', name: 'Glass' },
  { id: 'silver', name: 'Silver or Metalware' },
  { id: 'jewelry', name: 'Jewelry' },
  { id: 'watch', name: 'Watch' },
  { id: 'book', name: 'Book or Manuscript' },
  { id: 'collectible', name: 'Collectible' },
  { id: 'wine', name: 'Wine or Spirits' },
  { id: 'textile', name: 'Textile' },
  { id: 'other', name: 'Other' },
];

const IDS = new Set(OBJECT_TYPES.map((t) => t.id));

export function isObjectType(id: string): boolean {
  return IDS.has(id);
}
