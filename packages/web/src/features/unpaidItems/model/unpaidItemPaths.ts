/**
 * The feature's screens (the route table and the menu links read them, so this module is in the
 * app's first load: it holds nothing else).
 */
export const UNPAID_ITEMS_PATH = '/unpaid-items';
export const UNPAID_SETTINGS_PATH = '/unpaid-items/settings';
export const UNPAID_PREVIEW_PATH = '/unpaid-items/preview';
export const UNPAID_OFFERS_PATH = '/unpaid-items/offers';
