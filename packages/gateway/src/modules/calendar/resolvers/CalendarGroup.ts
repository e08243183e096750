import type { CalendarGroupResolvers } from '../../../__generated__/resolvers-types.js';
import { addSessionBlockOf, addSessionPathOf, auctionTypeOf } from '../providers/calendarService.js';

/** A calendar group of GET /auction-calendar. */
export const CalendarGroup: CalendarGroupResolvers = {
  id: (g) => String(g.groupID),
  name: (g) => g.groupName,
  groupSettingsId: (g) => (g.groupSettingsID === null ? null : String(g.groupSettingsID)),
  auctionType: (g) => auctionTypeOf(!g.live),
  houseFeeStepEnabled: (g) => g.houseFeeStepEnabled,
  pendingApprovalsCount: (g) => g.pendingApprovalsCount,
  orphanTerm: (g) => g.orphanTerm,
  sessions: (g) => g.catalogs,
  addSessionBlock: (g, _args, context) => addSessionBlockOf(context, g),
  addSessionPath: (g) => addSessionPathOf(g),
};
