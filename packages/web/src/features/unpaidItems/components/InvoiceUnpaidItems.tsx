import { Box, Button, Stack } from '@mantine/core';
import { lazy, Suspense, useId, useState } from 'react';
import type { UnpaidItemNextFieldsFragment } from '../../../__generated__/graphql';
import { NextStepLine } from './NextStepLine';

// The trail's code and query load when staff first open one: the editor and details pages stay light.
const UnpaidItemsTimeline = lazy(() => import('./UnpaidItemsTimeline'));

export interface InvoiceUnpaidItemsProps {
  invoiceGroupId: string;
  invoiceId: string;
  /**
   * The invoice's `unpaidItems` (UnpaidItemNextFields; null when it is not sent), read with the
   * page's invoices: the gateway answers a page's lines in one batch.
   */
  timeline: UnpaidItemNextFieldsFragment | null;
  size?: 'xs' | 'sm';
}

/**
 * What the invoice editor and the group details show of the automation (issue 36): the "What happens
 * next" line, and a button that shows the invoice's timeline below it.
 */
export function InvoiceUnpaidItems({
  invoiceGroupId,
  invoiceId,
  timeline,
  size = 'sm',
}: InvoiceUnpaidItemsProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!timeline) return null;
  return (
    <Stack gap={4}>
      <NextStepLine timeline={timeline} size={size} />
      <Box>
        <Button
          variant="subtle"
          size="compact-xs"
          aria-label={`${open ? 'Hide timeline' : 'Show timeline'} of unpaid items, invoice ${invoiceId}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide timeline' : 'Show timeline'}
        </Button>
      </Box>
      <div id={panelId} hidden={!open}>
        {open ? (
          <Suspense fallback={null}>
            <UnpaidItemsTimeline invoiceGroupId={invoiceGroupId} invoiceId={invoiceId} />
          </Suspense>
        ) : null}
      </div>
    </Stack>
  );
}

export default InvoiceUnpaidItems;
