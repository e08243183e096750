import { GraphQLError } from 'graphql/index.js';
import type { SubscriptionResolvers } from '../../../__generated__/resolvers-types.js';
import type { GatewayContext } from '../../../context.js';
import { unauthenticated } from '../../../errors.js';
import type { InvoiceGroupEvent } from '../live/invoiceGroupEvents.js';
import { groupInChunks, groupInvoiceIds, parseIdArg } from '../providers/invoiceService.js';

/**
 * invoiceGroupChanged: the guard (the same rule as the screens' queries) has checked the caller; the
 * group is loaded with their own credentials, so another house's group is NOT_FOUND.
 */
export const Subscription: SubscriptionResolvers = {
  invoiceGroupChanged: {
    subscribe: async (_parent, args, context) => {
      const hub = context.hubs.invoices;
      if (!hub) throw new GraphQLError('Live updates are not available on this connection.');
      const credentials = context.credentials;
      if (!credentials) throw unauthenticated();
      const invoiceGroupId = String(parseIdArg(args.invoiceGroupId, 'invoiceGroupId'));
      const houseRef = await context.houseRef();
      return hub.watch({
        houseRef,
        invoiceGroupId,
        credentials,
        listIds: () => groupInvoiceIds(context, houseRef, invoiceGroupId),
        load: (ids) => groupInChunks(context, houseRef, invoiceGroupId, ids),
      });
    },
    resolve: async (event: InvoiceGroupEvent, _args: unknown, context: GatewayContext) => {
      const viewer = await context.viewer();
      return {
        invoiceGroupId: event.invoiceGroupId,
        invoiceIds: event.invoiceIds,
        fields: event.fields,
        author: event.author.kind,
        authorName: event.author.name,
        byViewer: event.author.userRef !== null && event.author.userRef === viewer?.userRef,
        changedAt: event.changedAt,
      };
    },
  },
};
