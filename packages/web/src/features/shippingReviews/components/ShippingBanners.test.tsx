import { SHIPPING_REVIEW_MESSAGES } from '@ah/schema';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { theme } from '../../../ui/theme';
import { ShippingBanners } from './ShippingBanners';

const counts = { all: 3, readyToConfirm: 1, needsReview: 0, inProgress: 2 };

function banners(reconnecting: boolean) {
  return (
    <MantineProvider theme={theme}>
      <ShippingBanners counts={counts} locked={false} pollingError={null} reconnecting={reconnecting} />
    </MantineProvider>
  );
}

describe('ShippingBanners while the gateway reconnects to the shipping service', () => {
  it('says it is reconnecting, not that polling stopped, and the notice goes once it is back', async () => {
    const { rerender } = render(banners(true));
    expect(
      (await screen.findByText(SHIPPING_REVIEW_MESSAGES.reconnecting)).closest('[role="status"]'),
    ).not.toBeNull();
    expect(screen.queryByText(SHIPPING_REVIEW_MESSAGES.pollingError)).toBeNull();
    rerender(banners(false));
    expect(screen.queryByText(SHIPPING_REVIEW_MESSAGES.reconnecting)).toBeNull();
  });
});
