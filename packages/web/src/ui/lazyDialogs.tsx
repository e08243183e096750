import { notifications } from '@mantine/notifications';
import { Component, lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';

/** Said when a screen's dialogs could not be downloaded (offline, or a deploy replaced the files). */
export const DIALOG_LOAD_FAILED =
  'This dialog could not be opened. Check your connection, or reload the page.';

interface BoundaryProps {
  /** Closes the dialog (its URL parameter) after a failed download. */
  onFailed: () => void;
  children: ReactNode;
}

/** A failed download of the dialogs closes the dialog and says so; the screen behind it stays. */
class DialogLoadBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    notifications.show({ color: 'red', message: DIALOG_LOAD_FAILED });
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A screen's dialogs (opened from the URL), loaded apart from the screen: the screen is usable
 * without them, and the route table does not count them as the page's weight since they are not
 * declared in the page module (e2e/support/routeTable.ts). `usePreload` fetches them once the
 * screen shows its content, so a click rarely waits for them.
 */
export function lazyDialogs<P extends { onClose: () => void }>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  // React.lazy keeps a failure for good: after one, the next open starts a new download.
  let LazyDialogs = lazy(preload);

  function Dialogs(props: P) {
    const onFailed = () => {
      LazyDialogs = lazy(preload);
      props.onClose();
    };
    return (
      <DialogLoadBoundary onFailed={onFailed}>
        <Suspense fallback={null}>
          <LazyDialogs {...props} />
        </Suspense>
      </DialogLoadBoundary>
    );
  }

  /** Starts the download when `ready` (the screen has its content); a failure waits for the open. */
  function usePreload(ready: boolean) {
    useEffect(() => {
      if (ready) preload().catch(() => undefined);
    }, [ready]);
  }

  return { Dialogs, usePreload };
}
