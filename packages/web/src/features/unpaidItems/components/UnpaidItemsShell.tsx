import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { ListSkeleton } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { UnpaidItemsTabs } from './UnpaidItemsTabs';

export interface UnpaidItemsShellProps<T> {
  /** The screen's heading and the browser tab's title. */
  title: string;
  /** The line above the title: the area the screen is in. */
  eyebrow?: string;
  description: string;
  /** Above the content whatever the load's state, so filters and searches keep their place. */
  controls?: ReactNode;
  /** What the screen's query answered: none while it loads, and none when it failed. */
  data: T | null | undefined;
  loading: boolean;
  /** Names the skeleton for screen readers ("Loading the offers"). */
  loadingLabel: string;
  onRetry: () => void;
  /** The screen's content, once its data is there. */
  children: (data: T) => ReactNode;
}

/**
 * The frame of every unpaid-items screen: its title, the tabs between the screens, and its query's
 * loading and failed states around the content.
 */
export function UnpaidItemsShell<T>({
  title,
  eyebrow = 'Unpaid Items',
  description,
  controls,
  data,
  loading,
  loadingLabel,
  onRetry,
  children,
}: UnpaidItemsShellProps<T>) {
  useDocumentTitle(title);
  let content: ReactNode;
  if (data != null) content = children(data);
  else if (loading) content = <ListSkeleton rows={3} label={loadingLabel} />;
  else content = <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={onRetry} />;
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title} description={description} />
      <UnpaidItemsTabs />
      <Stack gap="md">
        {controls}
        {content}
      </Stack>
    </>
  );
}
