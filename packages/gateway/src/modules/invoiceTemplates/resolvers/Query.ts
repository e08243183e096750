import type { QueryResolvers } from '../../../__generated__/resolvers-types.js';
import { invoiceTemplates } from '../../invoiceGroups/index.js';
import { invoiceTemplateEditor } from '../providers/invoiceTemplateService.js';

export const Query: QueryResolvers = {
  invoiceTemplates: (_parent, _args, context) => invoiceTemplates(context),
  invoiceTemplateEditor: (_parent, args, context) => invoiceTemplateEditor(context, args.templateId),
};
