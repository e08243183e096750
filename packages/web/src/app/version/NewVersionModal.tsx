import { APP_VERSION, VERSION_CHECK_INTERVAL_MS } from '@ah/schema';
import { lazy, Suspense, useEffect, useState } from 'react';
import { fetchServerVersion, isNewVersion, storedVersion, VERSION_STORAGE_KEY } from './versionCheck';

const NewVersionDialog = lazy(() => import('./NewVersionDialog'));

function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Polls /version.json every VERSION_CHECK_INTERVAL_MS (5 minutes) and, when the server runs a
 * different version than the stored one, announces it with a Reload button.
 */
export function NewVersionModal({ intervalMs = VERSION_CHECK_INTERVAL_MS }: { intervalMs?: number }) {
  const [newVersion, setNewVersion] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);

  useEffect(() => {
    // The running build is the stored version; a reload that gets the new bundle stores the new one.
    try {
      localStorageOrNull()?.setItem(VERSION_STORAGE_KEY, APP_VERSION);
    } catch {
      // Storage may be unavailable (private mode); the build's own version is used then.
    }
    let cancelled = false;
    async function check() {
      const server = await fetchServerVersion();
      if (!cancelled && isNewVersion(server, storedVersion(localStorageOrNull()))) setNewVersion(server);
    }
    void check();
    const timer = window.setInterval(() => void check(), intervalMs);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [intervalMs]);

  if (newVersion === null) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionDialog
        newVersion={newVersion}
        opened={dismissed !== newVersion}
        onLater={() => setDismissed(newVersion)}
      />
    </Suspense>
  );
}
