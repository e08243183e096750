import { lazy, Suspense, useState, type ComponentProps } from 'react';
import { LoadingState } from '../../../ui/LoadingState';

/*
 * The calendar's form and dialogs load when first opened (issue 23: the landing page's JS budget):
 * the Add Sale form (Select, Radio) and the modals (Modal, focus trap, scroll lock) are not needed
 * to show the calendar. Declared here, not in the page module, so the route table does not count
 * them as the page's content (e2e/support/routeTable.ts).
 */
const LazyAddSaleForm = lazy(() => import('./AddSaleForm').then((m) => ({ default: m.AddSaleForm })));
const LazyNoticeModal = lazy(() => import('./NoticeModal').then((m) => ({ default: m.NoticeModal })));
const LazyConfirmModal = lazy(() =>
  import('../../../ui/ConfirmModal').then((m) => ({ default: m.ConfirmModal })),
);

export function AddSaleForm(props: ComponentProps<typeof LazyAddSaleForm>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <LazyAddSaleForm {...props} />
    </Suspense>
  );
}

/** True from the first render with `opened` on: the modal then stays mounted for its exit transition. */
function useOpenedOnce(opened: boolean): boolean {
  const [once, setOnce] = useState(opened);
  if (opened && !once) setOnce(true);
  return once || opened;
}

export function NoticeModal(props: ComponentProps<typeof LazyNoticeModal>) {
  return useOpenedOnce(props.opened) ? (
    <Suspense fallback={null}>
      <LazyNoticeModal {...props} />
    </Suspense>
  ) : null;
}

export function ConfirmModal(props: ComponentProps<typeof LazyConfirmModal>) {
  return useOpenedOnce(props.opened) ? (
    <Suspense fallback={null}>
      <LazyConfirmModal {...props} />
    </Suspense>
  ) : null;
}
