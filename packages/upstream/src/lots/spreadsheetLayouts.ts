import type { LotFieldName } from '@ah/schema';

/**
 * The two spreadsheet layouts of the catalog service (sales §2 Upload Items format radio): Standard
 * (`artfact`) and Auction Flex (`auctionflex`). Each names every lot column; a header matches a
 * column case-insensitively, ignoring spaces and punctuation, by its name or one of its aliases.
 * The model spreadsheets and the catalog snapshot are written with these names, so they upload back.
 */
export type LayoutName = 'artfact' | 'auctionflex';

export interface LayoutColumn {
  field: LotFieldName;
  header: string;
  aliases: readonly string[];
}

const STANDARD: readonly LayoutColumn[] = [
  { field: 'lotNumber', header: 'Lot Number', aliases: ['Lot', 'Lot #', 'Lot No', 'Item Number'] },
  { field: 'lotExt', header: 'Lot Extension', aliases: ['Lot Ext', 'Extension'] },
  { field: 'invNumber', header: 'Inventory Number', aliases: ['Inv Number', 'Inventory #', 'Inventory No'] },
  { field: 'title', header: 'Title', aliases: ['Item Title', 'Lot Title'] },
  { field: 'description', header: 'Description', aliases: ['Item Description', 'Lot Description'] },
  { field: 'lowEstimate', header: 'Low Estimate', aliases: ['Estimate Low'] },
  { field: 'highEstimate', header: 'High Estimate', aliases: ['Estimate High'] },
  { field: 'startingBid', header: 'Starting Bid', aliases: ['Opening Bid'] },
  { field: 'reserve', header: 'Reserve', aliases: ['Reserve Price'] },
  { field: 'price', header: 'Price', aliases: ['Item Price', 'Buy Now Price'] },
  { field: 'artistName', header: 'Artist Name', aliases: ['Artist'] },
  { field: 'circa', header: 'Circa', aliases: [] },
  { field: 'condition', header: 'Condition', aliases: [] },
  { field: 'dimensions', header: 'Dimensions', aliases: [] },
  { field: 'exhibited', header: 'Exhibited', aliases: [] },
  { field: 'literature', header: 'Literature', aliases: [] },
  { field: 'medium', header: 'Medium', aliases: [] },
  { field: 'notes', header: 'Notes', aliases: [] },
  { field: 'provenance', header: 'Provenance', aliases: [] },
  { field: 'shipHeight', header: 'Shipping Height', aliases: ['Ship Height'] },
  { field: 'shipLength', header: 'Shipping Length', aliases: ['Ship Length'] },
  { field: 'shipWidth', header: 'Shipping Width', aliases: ['Ship Width'] },
  { field: 'shipWeight', header: 'Shipping Weight', aliases: ['Ship Weight'] },
  { field: 'shippingDomestic', header: 'Domestic Shipping', aliases: ['Shipping Domestic'] },
  { field: 'shippingIntl', header: 'International Shipping', aliases: ['Shipping International'] },
];

/** Auction Flex's compact export names (ours: the spec does not list them). */
const AUCTION_FLEX: readonly LayoutColumn[] = [
  { field: 'lotNumber', header: 'LotNum', aliases: ['Lot'] },
  { field: 'lotExt', header: 'LotExt', aliases: ['Ext'] },
  { field: 'invNumber', header: 'InvNum', aliases: ['Inv', 'Inventory'] },
  { field: 'title', header: 'Lead', aliases: ['LeadLine'] },
  { field: 'description', header: 'Desc', aliases: ['LotDesc'] },
  { field: 'lowEstimate', header: 'LowEst', aliases: ['EstLow'] },
  { field: 'highEstimate', header: 'HighEst', aliases: ['EstHigh'] },
  { field: 'startingBid', header: 'StartBid', aliases: ['OpenBid'] },
  { field: 'reserve', header: 'Reserve', aliases: [] },
  { field: 'price', header: 'Price', aliases: ['BuyNow'] },
  { field: 'artistName', header: 'Artist', aliases: [] },
  { field: 'circa', header: 'Circa', aliases: [] },
  { field: 'condition', header: 'Condition', aliases: [] },
  { field: 'dimensions', header: 'Dimensions', aliases: [] },
  { field: 'exhibited', header: 'Exhibited', aliases: [] },
  { field: 'literature', header: 'Literature', aliases: [] },
  { field: 'medium', header: 'Medium', aliases: [] },
  { field: 'notes', header: 'Notes', aliases: [] },
  { field: 'provenance', header: 'Provenance', aliases: [] },
  { field: 'shipHeight', header: 'ShipHeight', aliases: [] },
  { field: 'shipLength', header: 'ShipLength', aliases: [] },
  { field: 'shipWidth', header: 'ShipWidth', aliases: [] },
  { field: 'shipWeight', header: 'ShipWeight', aliases: [] },
  { field: 'shippingDomestic', header: 'ShipDomestic', aliases: [] },
  { field: 'shippingIntl', header: 'ShipIntl', aliases: [] },
];

export const LAYOUTS: Readonly<Record<LayoutName, readonly LayoutColumn[]>> = {
  artfact: STANDARD,
  auctionflex: AUCTION_FLEX,
};

export const LAYOUT_NAMES: readonly LayoutName[] = ['artfact', 'auctionflex'];

export const normaliseHeader = (text: string): string => text.toLowerCase().replace(/[^a-z0-9#]/g, '');

/** The field a header names in a layout, or null. */
export function fieldOfHeader(layout: LayoutName, header: string): LotFieldName | null {
  const key = normaliseHeader(header);
  if (key === '') return null;
  for (const column of LAYOUTS[layout])
    if (normaliseHeader(column.header) === key || column.aliases.some((a) => normaliseHeader(a) === key))
      return column.field;
  return null;
}

/** Which sale a spreadsheet is for: decides the columns written and the values kept. */
export type SaleKind = 'live' | 'timed' | 'bin';

/** The columns a written spreadsheet has for a kind of sale (models hold every column). */
export function columnsFor(layout: LayoutName, kind: SaleKind | 'all'): LayoutColumn[] {
  return LAYOUTS[layout].filter((c) => {
    if (kind === 'all') return true;
    if (kind === 'bin') return !['lowEstimate', 'highEstimate', 'startingBid', 'reserve'].includes(c.field);
    if (c.field === 'price') return false;
    return kind === 'timed' || c.field !== 'reserve';
  });
}
