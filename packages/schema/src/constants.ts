/** Business constants from the specs (invoicing §9, sales §9). One source for web and gateway. */
export const APP_VERSION = '2.9.35';
export const VERSION_CHECK_INTERVAL_MS = 300_000;

export const UNINVOICED_GROUPS_PAGE_SIZE = 25;
export const EXISTING_INVOICE_GROUPS_PAGE_SIZE = 10;
export const INVOICE_GROUP_NAME_MAX = 50;
export const DEFAULT_TOTAL_RECORDS_FALLBACK = 250;
/**
 * A new group's invoices are built in the background, in seconds even for the largest sales: one still
 * not built after this long is reported as stalled, with a way out (ours; the spec only has the wait).
 */
export const INVOICE_CREATION_STALLED_AFTER_MS = 5 * 60_000;
/** While a group's invoices are being built, its screens ask again this often. */
export const INVOICE_CREATION_POLL_MS = 2_000;
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

/** Charge edits in the charges modal are debounced (invoicing §5). */
export const CHARGE_EDIT_DEBOUNCE_MS = 500;
/** Payment method id of ACH; 3 Visa, 4 MasterCard, 5 Discover, 6 American Express (invoicing §9). */
export const ACH_PAYMENT_METHOD_ID = 11;
export const CARD_PAYMENT_METHOD_IDS = [3, 4, 5, 6] as const;
/** Online payment status codes that mean a payment is pending (invoicing §4). */
export const PENDING_ONLINE_STATUSES = ['p', 'u', 'h', 'i'] as const;
/** Online payment status codes that mean a payment failed (invoicing §4). */
export const FAILED_ONLINE_STATUSES = ['d', 'f'] as const;
/** Page size options of the group details table (invoicing §2.3, §9). */
export const GROUP_DETAILS_DEFAULT_PAGE_SIZE = 50;
/** The note icon is marked after this delay (invoicing §9). */
export const NOTE_ICON_DELAY_MS = 500;

/* ---- Invoice template editor (invoicing §5, §9). ---- */

/** Template name and charge (tax/fee) name: "names max 50". */
export const TEMPLATE_NAME_MAX = 50;
export const TEMPLATE_SUBJECT_MAX = 72;
export const TEMPLATE_BCC_MAX = 150;
/** Tax and fee tables page at 500 rows; a template holds one page of each (ours). */
export const TEMPLATE_CHARGE_ROWS_MAX = 500;
/** Messages: header length, detail length, how many, sequence range (ours). */
export const TEMPLATE_MESSAGE_HEADER_MAX = 50;
export const TEMPLATE_MESSAGE_DETAIL_MAX = 2000;
export const TEMPLATE_MESSAGES_MAX = 50;
export const TEMPLATE_MESSAGE_SEQUENCE_MAX = 999;

/* ---- Sales setup (sales §9): calendar, session wizard, fixed-price step 1, locations. ---- */

export const SESSION_TITLE_MAX = 120;
export const SALE_NAME_MAX = 120;
export const VIEW_NOTES_MAX = 2500;
export const CATEGORIES_MIN = 1;
export const CATEGORIES_MAX = 8;
/** Session time selects (sales §9): hours 01–12, minutes 00/15/30/45, AM/PM. */
export const SESSION_HOURS = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
] as const;
export const SESSION_MINUTES = ['00', '15', '30', '45'] as const;
export const MERIDIEMS = ['AM', 'PM'] as const;
export type Meridiem = (typeof MERIDIEMS)[number];
/** Seconds between staggered lot end times; default 60 (sales §4, §9). */
export const STAGGER_SECONDS_OPTIONS = [15, 30, 45, 60, 90, 120, 150] as const;
export const DEFAULT_STAGGER_SECONDS = 60;
/** A session date lies from tomorrow up to this many years ahead. */
export const SESSION_DATE_MAX_YEARS = 2;
/** Editing is locked within this many hours of the sale's start (sales §4 two-hour lock). */
export const EDIT_LOCK_HOURS = 2;

/** Fulfilment location modal limits (sales §5, §9). */
export const FULFILMENT_LOCATION_LIMITS = {
  name: 255,
  addressLine1: 255,
  addressLine2: 255,
  city: 255,
  postalCode: 100,
  state: 100,
  accessInstructions: 100,
  contactName: 100,
} as const;
/** House location form limits (sales §5: 75/50/50/50/50/32/40/60). */
export const HOUSE_LOCATION_LIMITS = {
  facilityName: 75,
  street1: 50,
  street2: 50,
  city: 50,
  province: 50,
  postalCode: 32,
  phone: 40,
  fax: 40,
  email: 60,
} as const;
/** Fixed-price step 1 limits (sales §9). */
export const INVOICE_FIELD_MAX = 150;
export const TAX_TYPE_MAX = 150;
export const TAX_RATE_MAX_DECIMALS = 3;
export const PHONE_DIGITS_MIN = 10;
export const PHONE_DIGITS_MAX = 15;

/** Contact types of a session (sales §3). */
export const CONTACT_TYPE_IDS = { consignment: 1, saleAdministrator: 3, expert: 4 } as const;
/** Card payment methods a fixed-price sale may accept (sales §3). */
export const BIN_PAYMENT_METHODS = [
  { id: 3, name: 'Visa' },
  { id: 4, name: 'MasterCard' },
  { id: 5, name: 'Discover' },
  { id: 6, name: 'American Express' },
] as const;
/** The six terms slots of a fixed-price sale; the first two are required, open and locked. */
export const FIXED_PRICE_TERM_SLOTS = [
  { slot: 1, label: 'Conditions of Sale', required: true },
  { slot: 2, label: 'Shipping', required: true },
  { slot: 3, label: 'Contract(s)', required: false },
  { slot: 4, label: 'Payment(s)', required: false },
  { slot: 5, label: 'Taxes', required: false },
  { slot: 6, label: 'Condition(s)', required: false },
] as const;

/** Post-sale channel states (sales §9). */
export const CHANNEL_STATE_LABELS = {
  0: 'Not Available on Site',
  1: 'Available on Site / View Only',
  2: 'Available on Site / Live',
} as const;
/** Facebook share is offered for these channels in state 2 (sales §9). */
export const FACEBOOK_SHARE_CHANNEL_IDS = [1, 4] as const;

/** Wizard step titles (sales §2 "Step titles"). */
export const SESSION_STEP_TITLES = [
  'Create Session',
  'Session Details',
  'Upload Items',
  'Upload Images',
  'Preview Session',
  'Review & Publish',
  'Shipping Summary',
] as const;
export const FIXED_PRICE_STEP_TITLES = [
  'Sale Details',
  'Upload Items',
  'Upload Images',
  'Preview Sale',
  'Preview Session',
  'Review & Publish',
  'Shipping Summary',
] as const;
export const SESSION_WIZARD_PAGE_TITLE = 'DIY Session';
/**
 * The fixed-price wizard's page title (ours: sales §2 names only the session wizard's "DIY Session";
 * a fixed-price sale is the calendar's Buy Now Sale).
 */
export const FIXED_PRICE_WIZARD_PAGE_TITLE = 'DIY Buy Now Sale';
/** The summary step a wizard step returns to when opened from it (sales §4). */
export const WIZARD_SUMMARY_STEP = 6;
export const CALENDAR_PATH = '/my-auctions/current';
/** Sale groups per page of the paged (Past) calendar. */
export const CALENDAR_PAGE_SIZE = 10;
/** The calendar's sale-name search waits this long after typing (sales §9: 300 ms, sales filter). */
export const CALENDAR_SEARCH_DEBOUNCE_MS = 300;
/** The longest sale-name search accepted (a sale name is at most 120 characters, sales §9). */
export const CALENDAR_SEARCH_MAX_LENGTH = 120;
/**
 * Bidders per page of the session results (ours: sales §2 Sale results names no page size; a page
 * of bidders with their lots stays well under 200 kB even for the largest sales).
 */
export const RESULT_BIDDER_PAGE_SIZES = [25, 50, 100] as const;
export const RESULT_BIDDER_PAGE_SIZE = 50;
/** The longest bidder search the results accept (a name or e-mail address fits). */
export const RESULT_SEARCH_MAX_LENGTH = 200;
