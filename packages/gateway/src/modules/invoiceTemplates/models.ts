import type { InvoiceTemplateSettings } from '../../__generated__/resolvers-types.js';
import type { InvoiceTemplateItem, ProcessorType } from '../../rest/house/models.js';

/** Codegen mapper of `InvoiceTemplate`: an item of the house service's template list. */
export type InvoiceTemplateModel = InvoiceTemplateItem;

/** The template editor before its REST-backed lists (addresses, countries) are resolved. */
export interface InvoiceTemplateEditorModel {
  houseRef: string;
  processorType: ProcessorType;
  /** The template in view mode, already in GraphQL shape; null in create mode. */
  template: InvoiceTemplateSettings | null;
}
