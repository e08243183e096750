import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Whether the print copy is in the page. It is added only while printing, from the Print button or
 * the browser's own print command (beforeprint renders it synchronously), so the screen never holds
 * two copies of every invoice.
 */
export function usePrintMode() {
  const [printing, setPrinting] = useState(false);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);

  // The Print button: render the copy first, then open the dialog.
  useEffect(() => {
    if (!requested) return;
    setRequested(false);
    window.print();
  }, [requested]);

  const print = useCallback(() => {
    setPrinting(true);
    setRequested(true);
  }, []);

  return { printing, print };
}
