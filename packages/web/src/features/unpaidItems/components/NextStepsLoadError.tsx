import { ErrorBanner } from '../../../ui/ErrorBanner';

/** Said when the rest of a screen loaded but its invoices' "What happens next" lines did not. */
export const NEXT_STEPS_LOAD_FAILED = 'The “What happens next” lines could not be loaded.';

export function NextStepsLoadError({ onRetry }: { onRetry: () => void }) {
  return <ErrorBanner message={NEXT_STEPS_LOAD_FAILED} onRetry={onRetry} />;
}
