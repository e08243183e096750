import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { creditLimitBannerMessage, INVOICE_PAYMENT_MESSAGES } from '@ah/schema';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconCreditCardOff,
  IconFilter,
  IconInfoCircle,
} from '@tabler/icons-react';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { chargeOutcomeKind, NOTHING_TO_CHARGE } from './chargeOutcome';
import type { ChargeResult } from './useChargeCards';
import type { ChargeCardsFlow } from './useChargeCardsFlow';

const COLOR = { processed: 'teal', partial: 'orange', failed: 'red', none: 'gray' } as const;
const ICON = {
  processed: <IconCircleCheck size={20} />,
  partial: <IconAlertTriangle size={20} />,
  failed: <IconCreditCardOff size={20} />,
  none: <IconInfoCircle size={20} />,
};

/**
 * The result of a batch charge (invoicing §8), with the gateway's texts and counts. The spec's texts
 * are two results, so a partial charge shows two banners: the failures (with the detail and the
 * failed-invoices filter) and, beside it, the payments that were processed.
 */
export function ChargeResultBanner({
  result,
  filtering,
  onShowFailed,
  onClose,
}: {
  result: ChargeResult;
  /** The failed-invoices filter is on. */
  filtering: boolean;
  onShowFailed: () => void;
  onClose: () => void;
}) {
  const kind = chargeOutcomeKind(result);
  const failures = kind === 'partial' || kind === 'failed';
  const dismiss = { withCloseButton: true, closeButtonLabel: 'Dismiss', onClose };
  return (
    <Stack gap="sm" component="section" aria-label="Charge result">
      {failures ? (
        <Alert color={COLOR[kind]} icon={ICON[kind]} title={result.failedMessage} role="alert" {...dismiss}>
          <Stack gap={6}>
            <Text size="sm">{result.failedDetail}</Text>
            {result.failedInvoiceIds.length > 0 && !filtering ? (
              <Group>
                <Button
                  size="xs"
                  variant="white"
                  color={COLOR[kind]}
                  leftSection={<IconFilter size={14} />}
                  onClick={onShowFailed}
                >
                  Show failed invoices
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {kind === 'processed' || kind === 'partial' ? (
        <Alert
          color={COLOR.processed}
          icon={ICON.processed}
          title={result.processedMessage}
          role="status"
          {...dismiss}
        />
      ) : null}
      {kind === 'none' ? (
        <Alert color={COLOR.none} icon={ICON.none} title={NOTHING_TO_CHARGE} role="status" {...dismiss} />
      ) : null}
    </Stack>
  );
}

/** The whole request failed: no card was charged (invoicing §8). */
export function ChargeRequestFailedBanner({
  reason,
  onRetry,
  onClose,
}: {
  reason: string | null;
  onRetry: (() => void) | null;
  onClose: () => void;
}) {
  return (
    <ErrorBanner
      message={INVOICE_PAYMENT_MESSAGES.chargeRequestFailed}
      detail={reason}
      onRetry={onRetry ?? undefined}
      onClose={onClose}
    />
  );
}

/** The failed-invoices filter is on: how many are shown, and Clear filter. */
export function FailedFilterBar({ count, onClear }: { count: number; onClear: () => void }) {
  return (
    <Alert
      color="red"
      variant="outline"
      icon={<IconFilter size={18} />}
      py="xs"
      aria-label="Failed invoices filter"
    >
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          Showing the {count === 1 ? 'invoice' : `${count} invoices`} whose payment failed.
        </Text>
        <Button size="xs" variant="default" onClick={onClear}>
          Clear filter
        </Button>
      </Group>
    </Alert>
  );
}

/** x of the y invoices exceed the buyer's card limit and need ACH (invoicing §8). */
export function CreditLimitBanner({ exceeded, total }: { exceeded: number; total: number }) {
  return (
    <Alert color="yellow" icon={<IconCreditCardOff size={18} />} py="xs">
      {creditLimitBannerMessage(exceeded, total)}
    </Alert>
  );
}

/** The outcome of the last charge on group details: the whole-request error or the result. */
export function ChargeOutcomeBanners({ flow }: { flow: ChargeCardsFlow }) {
  return (
    <>
      {flow.failed ? (
        <ChargeRequestFailedBanner
          reason={flow.failed.reason}
          onRetry={flow.charging ? null : () => void flow.retry()}
          onClose={flow.dismiss}
        />
      ) : null}
      {flow.result ? (
        <ChargeResultBanner
          result={flow.result}
          filtering={flow.failedIds !== null}
          onShowFailed={() => flow.showFailed(flow.result)}
          onClose={flow.dismiss}
        />
      ) : null}
    </>
  );
}
