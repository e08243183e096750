import type { InvoiceTemplateSettings } from '../../__generated__/resolvers-types.js';
import type { ProcessorType } from '../../rest/house/models.js';

/** The template editor before its REST-backed lists (addresses, countries) are resolved. */
export interface InvoiceTemplateEditorModel {
  houseRef: string;
  processorType: ProcessorType;
  /** The template in view mode, already in GraphQL shape; null in create mode. */
  template: InvoiceTemplateSettings | null;
}
