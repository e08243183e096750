import { useLayoutEffect } from 'react';

/**
 * Sets the browser tab's title while the screen is shown, and puts the previous one back after.
 * A layout effect: the title changes in the same commit as the screen, never a frame after it (a
 * passive effect could run after the screen was already painted and read).
 */
export function useDocumentTitle(title: string) {
  useLayoutEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
