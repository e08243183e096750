import { Alert } from '@mantine/core';
import { IconTruckDelivery } from '@tabler/icons-react';
import { useState } from 'react';

/**
 * The dismissible banner about the provider's shipping service (invoicing §2.2), shown only with the
 * shipping feature flag (§6). Its wording is not in the spec; the shipping issue owns the feature.
 */
export function ShippingServiceBanner() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <Alert
      color="ink"
      icon={<IconTruckDelivery size={18} />}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => setOpen(false)}
      title="Shipping service"
    >
      Lots with a shipping policy can be shipped with the provider&apos;s shipping service; their status shows
      in the Shipping Status column.
    </Alert>
  );
}
