import type { LotFieldName } from '@ah/schema';
import { centsText, numericText } from './lotColumns.js';
import type { LotRow } from './lotView.js';
import type { LayoutColumn } from './spreadsheetLayouts.js';

/**
 * One lot as snapshot cells, in the columns given: numbers where the column is a number (lot
 * number, whole amounts, shipping), text elsewhere (an inventory number keeps its leading zeros).
 */
export function snapshotCells(lot: LotRow, columns: readonly LayoutColumn[]): Array<string | number | null> {
  return columns.map((c) => cellOf(lot, c.field));
}

const whole = (cents: number | null) => (cents === null ? null : Math.trunc(cents / 100));
const decimal = (text: string | null) => (text === null ? null : Number(text));

function cellOf(lot: LotRow, field: LotFieldName): string | number | null {
  switch (field) {
    case 'lotNumber':
      return lot.lot_number;
    case 'lotExt':
      return lot.lot_number_ext || null;
    case 'invNumber':
      return lot.inv_number;
    case 'title':
      return lot.title;
    case 'description':
      return lot.description;
    case 'lowEstimate':
      return whole(lot.low_estimate);
    case 'highEstimate':
      return whole(lot.high_estimate);
    case 'startingBid':
      return whole(lot.starting_bid);
    case 'reserve':
      return whole(lot.reserve);
    case 'price':
      return whole(lot.price);
    case 'shipHeight':
      return decimal(numericText(lot.ship_height));
    case 'shipLength':
      return decimal(numericText(lot.ship_length));
    case 'shipWidth':
      return decimal(numericText(lot.ship_width));
    case 'shipWeight':
      return decimal(numericText(lot.ship_weight));
    case 'shippingDomestic':
      return decimal(centsText(lot.shipping_domestic));
    case 'shippingIntl':
      return decimal(centsText(lot.shipping_intl));
    case 'artistName':
      return lot.artist_name || null;
    case 'circa':
      return lot.circa || null;
    case 'condition':
      return lot.condition || null;
    case 'dimensions':
      return lot.dimensions || null;
    case 'exhibited':
      return lot.exhibited || null;
    case 'literature':
      return lot.literature || null;
    case 'medium':
      return lot.medium || null;
    case 'notes':
      return lot.notes || null;
    case 'provenance':
      return lot.provenance || null;
  }
}

/** The example lots of our model spreadsheets: valid for live, timed and Buy Now sales alike. */
export const MODEL_ROWS: ReadonlyArray<Partial<Record<LotFieldName, string | number>>> = [
  {
    lotNumber: 1,
    invNumber: 'INV-0001',
    title: 'Pair of Victorian silver candlesticks',
    description: 'Sheffield, circa 1885, with engraved crest. Height 10 in.',
    lowEstimate: 400,
    highEstimate: 600,
    startingBid: 200,
    reserve: 350,
    price: 500,
    artistName: 'Unknown maker',
    circa: '1885',
    condition: 'Light wear to the bases',
    dimensions: '10 x 4 x 4 in',
    medium: 'Silver',
    provenance: 'Private collection, Boston',
    shipHeight: 12,
    shipLength: 8,
    shipWidth: 8,
    shipWeight: 3.5,
    shippingDomestic: 25,
    shippingIntl: 60,
  },
  {
    lotNumber: 2,
    lotExt: 'A',
    invNumber: 'INV-0002',
    title: 'Oil on canvas, harbour at dusk',
    description: 'Signed lower right. Framed.',
    lowEstimate: 1500,
    highEstimate: 2500,
    startingBid: 750,
    price: 1800,
    artistName: 'J. Smith',
    circa: '1920',
    medium: 'Oil on canvas',
    dimensions: '24 x 36 in',
    exhibited: 'Harbour Gallery, 1921',
    literature: 'Coastal Painters, p. 42',
    notes: 'Frame has minor chips',
    shipHeight: 30,
    shipLength: 42,
    shipWidth: 4,
    shipWeight: 15,
    shippingDomestic: 120,
  },
];
