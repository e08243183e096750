import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router';

/** The history entries a screen has been on since it mounted: its own steps, pages and dialogs. */
interface Trail {
  keys: string[];
  at: number;
  /** An in-app page came before the screen; 'default' is the key of the entry the app loaded on. */
  fromApp: boolean;
}

const start = (key: string): Trail => ({ keys: [key], at: 0, fromApp: key !== 'default' });

/**
 * A screen's Cancel: back to the page the user came from inside the app, past the entries the screen
 * pushed itself (a plain Back would only undo its last step); `fallback` when the app was opened on
 * the screen. Call it in the component that stays mounted across the screen's steps.
 */
export function useBackToOrigin(fallback: string): () => void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigate = useNavigate();
  const trail = useRef<Trail | null>(null);

  useEffect(() => {
    const t = trail.current;
    const key = location.key;
    if (!t) trail.current = start(key);
    else if (t.keys[t.at] === key) return;
    else if (navigationType === 'PUSH') {
      t.keys = [...t.keys.slice(0, t.at + 1), key];
      t.at += 1;
    } else if (navigationType === 'REPLACE') t.keys[t.at] = key;
    else {
      // Back or Forward: onto an entry of the screen, or (the same route again) one from before it.
      const at = t.keys.indexOf(key);
      if (at >= 0) t.at = at;
      else trail.current = start(key);
    }
  }, [location.key, navigationType]);

  return useCallback(() => {
    const t = trail.current;
    if (t?.fromApp) void navigate(-(t.at + 1));
    else void navigate(fallback);
  }, [navigate, fallback]);
}
