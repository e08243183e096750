import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIRST_CARDS, useCardsInChunks } from './useCardsInChunks';

const page = (from: number) => Array.from({ length: 20 }, (_, i) => String(from + i));

describe('useCardsInChunks', () => {
  it('draws a page’s first cards, then the rest; the same page keeps them, a new page starts again', async () => {
    const { result, rerender } = renderHook(({ ids }) => useCardsInChunks(ids), {
      initialProps: { ids: page(1) },
    });
    expect(result.current).toBe(FIRST_CARDS);
    await waitFor(() => expect(result.current).toBe(20));
    // A card's data changed: the same ids in a new array.
    rerender({ ids: page(1) });
    expect(result.current).toBe(20);
    rerender({ ids: page(21) });
    expect(result.current).toBe(FIRST_CARDS);
    await waitFor(() => expect(result.current).toBe(20));
  });

  it('draws a short page at once', () => {
    const { result } = renderHook(() => useCardsInChunks(['1', '2']));
    expect(result.current).toBe(2);
  });
});
