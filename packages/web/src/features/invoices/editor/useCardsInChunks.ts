import { startTransition, useEffect, useState } from 'react';

/** The cards a new page draws at once: the ones in the window, and a little more. */
export const FIRST_CARDS = 3;
/** The cards each later task draws. */
export const CARDS_PER_TASK = 3;

/** After the next frame is drawn (so each chunk's style and layout land in a task of their own). */
function afterNextFrame(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(run, 0);
    return () => clearTimeout(timer);
  }
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * How many of a page's cards to draw now. Twenty cards of ten lines drawn in one go made a task of
 * 300 ms (mostly style and layout): a new page draws its first cards, then a few more per task
 * until all are drawn. The same page (a card's data changed) keeps what it has drawn.
 */
export function useCardsInChunks(ids: readonly string[]): number {
  const page = ids.join(',');
  const [drawn, setDrawn] = useState({ page, count: FIRST_CARDS });
  // A new page starts again from its first cards (state adjusted while rendering, as React advises).
  const count = drawn.page === page ? drawn.count : FIRST_CARDS;
  if (drawn.page !== page) setDrawn({ page, count });
  const total = ids.length;
  useEffect(() => {
    if (count >= total) return;
    // In a transition: React draws the chunk in slices that yield to the browser (a chunk of three
    // cards drawn in one go was a task of 25-40 ms, more on a busy machine).
    return afterNextFrame(() =>
      startTransition(() =>
        setDrawn((current) =>
          current.page === page ? { page, count: current.count + CARDS_PER_TASK } : current,
        ),
      ),
    );
  }, [page, count, total]);
  return Math.min(count, total);
}
