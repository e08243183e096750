import { LOT_MESSAGES, type LotFormContext } from '@ah/schema';
import { describe, expect, it } from 'vitest';
import { bulkErrors, bulkFields } from './BulkEditModal';
import { rowFields } from './EditRowModal';
import {
  EMPTY_LOT_VALUES,
  formValuesOf,
  lotFieldsFor,
  lotFormErrors,
  type LotFormValues,
  lotInputOf,
  shownErrors,
} from '../../../../lots';

const LIVE: LotFormContext = {
  isBin: false,
  isTimed: false,
  lotNumberRequired: true,
  deletedLotNumbers: ['12'],
};
const TIMED: LotFormContext = { ...LIVE, isTimed: true };
const BIN: LotFormContext = { ...LIVE, isBin: true };

const valid: LotFormValues = {
  ...EMPTY_LOT_VALUES,
  lotNumber: '5',
  title: 'A Chinese vase',
  description: 'Blue and white, 19th century.',
  lowEstimate: '100',
  highEstimate: '200',
  startingBid: '50',
};
const withValues = (patch: Partial<LotFormValues>): LotFormValues => ({ ...valid, ...patch });

describe('the lot form rules (sales §5 Lot form)', () => {
  it('accepts a complete lot', () => {
    expect(lotFormErrors(valid, LIVE)).toEqual({});
  });

  it('needs a lot number unless the house connects as e or p, where an inventory number is enough', () => {
    expect(lotFormErrors(withValues({ lotNumber: '' }), LIVE).lotNumber).toBe(
      LOT_MESSAGES.itemNumberRequired,
    );
    const optional = { ...LIVE, lotNumberRequired: false };
    expect(lotFormErrors(withValues({ lotNumber: '' }), optional).lotNumber).toBe(
      LOT_MESSAGES.numberOrInventoryRequired,
    );
    expect(lotFormErrors(withValues({ lotNumber: '', invNumber: 'INV-7' }), optional)).toEqual({});
  });

  it('takes digits only, at most 8 for sessions, and an extension A-Z', () => {
    expect(lotFormErrors(withValues({ lotNumber: '5a' }), LIVE).lotNumber).toBe(
      LOT_MESSAGES.itemNumberNumeric,
    );
    expect(lotFormErrors(withValues({ lotNumber: '123456789' }), LIVE).lotNumber).toBe(
      LOT_MESSAGES.itemNumberTooLong(8),
    );
    expect(lotFormErrors(withValues({ lotExt: '1' }), LIVE).lotExt).toBe(LOT_MESSAGES.extensionInvalid);
    expect(lotFormErrors(withValues({ lotExt: 'B' }), LIVE)).toEqual({});
  });

  it('refuses a number of a deleted lot with the code-112 sentence, but not on a locked number', () => {
    expect(lotFormErrors(withValues({ lotNumber: '12' }), LIVE).lotNumber).toBe(
      LOT_MESSAGES.previouslyDeleted('12'),
    );
    expect(lotFormErrors(withValues({ lotNumber: '12' }), { ...LIVE, lotNumberLocked: true })).toEqual({});
  });

  it('requires a title of at most 250 characters without markup, and a description', () => {
    expect(lotFormErrors(withValues({ title: '' }), LIVE).title).toBe(LOT_MESSAGES.titleRequired);
    expect(lotFormErrors(withValues({ title: 'x'.repeat(251) }), LIVE).title).toBe(LOT_MESSAGES.titleTooLong);
    expect(lotFormErrors(withValues({ title: '<script>alert(1)</script>' }), LIVE).title).toBe(
      LOT_MESSAGES.titleMarkup,
    );
    expect(lotFormErrors(withValues({ description: ' ' }), LIVE).description).toBe(
      LOT_MESSAGES.descriptionRequired,
    );
  });

  it('takes whole money amounts only and checks the estimates together', () => {
    expect(lotFormErrors(withValues({ startingBid: '50.5' }), LIVE).startingBid).toBe(
      LOT_MESSAGES.wholeNumber('Starting Bid'),
    );
    expect(lotFormErrors(withValues({ lowEstimate: 'lots' }), LIVE).lowEstimate).toBe(
      LOT_MESSAGES.numeric('Low Estimate'),
    );
    expect(lotFormErrors(withValues({ lowEstimate: '300' }), LIVE).lowEstimate).toBe(
      LOT_MESSAGES.estimatesOrder,
    );
  });

  it('checks the reserve for timed sales only', () => {
    expect(lotFormErrors(withValues({ reserve: '10.5' }), TIMED).reserve).toBe(
      LOT_MESSAGES.wholeNumber('Reserve'),
    );
    expect(lotFormErrors(withValues({ reserve: '10.5' }), LIVE)).toEqual({});
  });

  it('needs a whole price above 0 for bin sales, and numeric shipping', () => {
    const bin = withValues({ lowEstimate: '', highEstimate: '', startingBid: '' });
    expect(lotFormErrors(bin, BIN).price).toBe(LOT_MESSAGES.priceRequired);
    expect(lotFormErrors({ ...bin, price: '0' }, BIN).price).toBe(LOT_MESSAGES.priceAboveZero);
    expect(lotFormErrors({ ...bin, price: '25' }, BIN)).toEqual({});
    expect(lotFormErrors({ ...bin, price: '25', shipWeight: 'heavy' }, BIN).shipWeight).toBe(
      LOT_MESSAGES.numeric('Shipping Weight'),
    );
  });

  it('checks inventory numbers: letters, digits and dashes, at most 32, unique', () => {
    expect(lotFormErrors(withValues({ invNumber: 'AB 12' }), LIVE).invNumber).toBe(
      LOT_MESSAGES.inventoryInvalid,
    );
    expect(lotFormErrors(withValues({ invNumber: 'A'.repeat(33) }), LIVE).invNumber).toBe(
      LOT_MESSAGES.inventoryInvalid,
    );
    expect(
      lotFormErrors(withValues({ invNumber: 'ab-1' }), { ...LIVE, usedInvNumbers: ['AB-1'] }).invNumber,
    ).toBe(LOT_MESSAGES.inventoryInUse);
  });
});

describe('which messages show', () => {
  const errors = lotFormErrors(withValues({ title: '', startingBid: '1.5' }), LIVE);

  it('shows a wrong value at once, an empty required field only once visited, all after a save attempt', () => {
    const values = withValues({ title: '', startingBid: '1.5' });
    expect(Object.keys(shownErrors(errors, values, new Set(), false))).toEqual(['startingBid']);
    expect(Object.keys(shownErrors(errors, values, new Set(['title']), false)).sort()).toEqual([
      'startingBid',
      'title',
    ]);
    expect(shownErrors(errors, values, new Set(), true)).toBe(errors);
  });
});

describe('form values', () => {
  it('sends trimmed texts, empty ones as null and the extension in capitals', () => {
    const input = lotInputOf(withValues({ lotExt: 'b', notes: '  ', title: ' Vase ' }), '42');
    expect(input).toMatchObject({ id: '42', lotNumber: '5', lotExt: 'B', notes: null, title: 'Vase' });
    expect(lotInputOf(valid, null)).not.toHaveProperty('id');
  });

  it('reads null values as empty texts', () => {
    expect(formValuesOf({ title: 'Vase', reserve: null }).reserve).toBe('');
  });

  it('lays out price and shipping for bin sales instead of estimates and bids', () => {
    expect(lotFieldsFor(BIN)).toEqual(expect.arrayContaining(['price', 'shipWeight', 'shippingIntl']));
    expect(lotFieldsFor(BIN)).not.toContain('startingBid');
    expect(lotFieldsFor(TIMED)).toContain('reserve');
    expect(lotFieldsFor(LIVE)).not.toContain('reserve');
  });

  it('lets a session row with shipping values edit them', () => {
    const row = { id: 'r2', row: 2, lotNumber: '1', shipWeight: 'x' };
    expect(rowFields(LIVE, row)).toContain('shipWeight');
    expect(rowFields(LIVE, { ...row, shipWeight: null })).not.toContain('shipWeight');
  });
});

describe('bulk edit', () => {
  it('offers amounts and details, never numbers, titles or descriptions', () => {
    const fields = bulkFields(TIMED);
    expect(fields).toEqual(expect.arrayContaining(['lowEstimate', 'reserve', 'condition']));
    expect(fields).not.toEqual(expect.arrayContaining(['lotNumber']));
    expect(fields).not.toContain('title');
    expect(bulkFields(BIN)).toEqual(expect.arrayContaining(['price', 'shipWeight']));
  });

  it('checks only the values given', () => {
    const fields = bulkFields(TIMED);
    expect(bulkErrors(EMPTY_LOT_VALUES, TIMED, fields)).toEqual({});
    expect(bulkErrors({ ...EMPTY_LOT_VALUES, reserve: '12.5' }, TIMED, fields)).toEqual({
      reserve: LOT_MESSAGES.wholeNumber('Reserve'),
    });
    expect(bulkErrors({ ...EMPTY_LOT_VALUES, price: '0' }, BIN, bulkFields(BIN))).toEqual({
      price: LOT_MESSAGES.priceAboveZero,
    });
  });
});
