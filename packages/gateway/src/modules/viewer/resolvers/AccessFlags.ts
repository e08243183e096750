import type { AccessFlagsResolvers } from '../../../__generated__/resolvers-types.js';
import { ACCESS_FLAG_NAMES, hasAccess } from '../../../shared/accessFlags.js';

/** Upstream 0/1 flags as booleans, one resolver per schema flag. */
export const AccessFlags: AccessFlagsResolvers = Object.fromEntries(
  ACCESS_FLAG_NAMES.map((flag) => [flag, (u: Parameters<typeof hasAccess>[0]) => hasAccess(u, flag)]),
);
