import { describe, expect, it } from 'vitest';
import { readPreviewPosition, withPreviewPosition } from './previewParams';

describe('preview position', () => {
  it('shows the first invoice one at a time by default, and an unknown ?at= falls back to it', () => {
    const ids = ['12', '9', '30'];
    expect(readPreviewPosition(new URLSearchParams(''), ids)).toEqual({
      view: 'one',
      current: '12',
      index: 0,
    });
    expect(readPreviewPosition(new URLSearchParams('at=30&view=all'), ids)).toEqual({
      view: 'all',
      current: '30',
      index: 2,
    });
    expect(readPreviewPosition(new URLSearchParams('at=77'), ids).current).toBe('12');
    expect(readPreviewPosition(new URLSearchParams(''), []).current).toBeNull();
  });

  it('keeps other params and leaves defaults out of the URL', () => {
    const next = withPreviewPosition(new URLSearchParams('x=1&view=all&at=9'), { view: 'one', at: null });
    expect(next.toString()).toBe('x=1');
    expect(withPreviewPosition(next, { view: 'all', at: '30' }).toString()).toBe('x=1&view=all&at=30');
  });
});
