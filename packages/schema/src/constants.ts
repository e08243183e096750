/** Business constants from the specs (invoicing §9, sales §9). One source for web and gateway. */
export const APP_VERSION = '2.9.35';
export const VERSION_CHECK_INTERVAL_MS = 300_000;

export const UNINVOICED_GROUPS_PAGE_SIZE = 25;
export const EXISTING_INVOICE_GROUPS_PAGE_SIZE = 10;
export const INVOICE_GROUP_NAME_MAX = 50;
export const DEFAULT_TOTAL_RECORDS_FALLBACK = 250;
export const GROUP_TABLE_PAGE_SIZES = [50, 100, 200] as const;

/** With only an end date, the range starts here (invoicing §5). */
export const DEFAULT_RANGE_START = '1989-01-01';

export const CHANNEL_CODES = ['INV', 'PL', 'AZ', 'Floor'] as const;
export type ChannelCode = (typeof CHANNEL_CODES)[number];
/** Company ids of the non-marketplace channels (invoicing §1). */
export const COMPANY_ID_BY_CHANNEL: Readonly<Record<ChannelCode, number | null>> = {
  INV: null,
  PL: 3,
  AZ: 4,
  Floor: 9,
};

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 50;
