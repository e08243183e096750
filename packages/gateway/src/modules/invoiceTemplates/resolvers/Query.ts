import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { invoiceTemplateEditor } from '../providers/invoiceTemplateService.js';

export const Query: QueryResolvers = {
  invoiceTemplateEditor: (_parent, args, context) => invoiceTemplateEditor(context, args.templateId),
};
