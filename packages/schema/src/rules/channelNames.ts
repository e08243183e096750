import type { ChannelCode } from '../constants.js';

/**
 * What a bidder's channel code (invoicing §1: INV, PL, AZ, Floor) reads as on screens and in the
 * spreadsheets: the names the calendar gives the same channels (sales §3 Channel), and floor
 * bidders as invoicing §4 calls them. The codes stay the data; people read these.
 */
export const CHANNEL_NAMES: Readonly<Record<ChannelCode, string>> = {
  INV: 'Marketplace',
  PL: 'Private Label',
  AZ: 'AZ Marketplace',
  Floor: 'Floor Bidders',
};

/** The channel's name; a value containing Floor is a floor bidder (sales §3), an unknown code stays as it is. */
export function channelName(code: string): string {
  if (Object.hasOwn(CHANNEL_NAMES, code)) return CHANNEL_NAMES[code as ChannelCode];
  return code.includes('Floor') ? CHANNEL_NAMES.Floor : code;
}
