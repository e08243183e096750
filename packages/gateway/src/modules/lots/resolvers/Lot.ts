import type { LotResolvers } from '../../../__generated__/resolvers-types.js';
import { browserUrl } from '../../../shared/browserImageUrl.js';

/**
 * A lot's primary image arrives as the catalog service's own address; the browser reaches the
 * service's image files only through the gateway's /images route.
 */
export const Lot: LotResolvers = {
  primaryImageUrl: (lot, _args, context) => browserUrl(context, lot.primaryImageUrl ?? null),
};
