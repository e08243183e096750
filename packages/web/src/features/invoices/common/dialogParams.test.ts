import { describe, expect, it } from 'vitest';
import { readDialog, withDialog, withoutDialog } from './dialogParams';

describe('dialog state in the URL', () => {
  it('opens a dialog for one invoice and keeps the other parameters', () => {
    const params = withDialog(new URLSearchParams('id=1,2&page=2'), 'charges', { invoice: '7' });
    expect(params.toString()).toBe('id=1%2C2&page=2&dialog=charges&invoice=7');
    expect(readDialog(params)).toEqual({ dialog: 'charges', invoice: '7', line: null, scope: 'one' });
  });
  it('records all or selected', () => {
    expect(readDialog(withDialog(new URLSearchParams(), 'print', { scope: 'selected' }))).toEqual({
      dialog: 'print',
      invoice: null,
      line: null,
      scope: 'selected',
    });
  });
  it('ignores unknown dialogs and closes cleanly', () => {
    expect(readDialog(new URLSearchParams('dialog=nope'))).toBeNull();
    const line = withDialog(new URLSearchParams(), 'markPaid', { invoice: '3', line: '30' });
    expect(readDialog(line)?.line).toBe('30');
    const closed = withoutDialog(new URLSearchParams('dialog=note&invoice=3&line=30&scope=all&page=4'));
    expect(closed.toString()).toBe('page=4');
  });
});
