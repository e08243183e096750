import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink, IconPencil, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { AuctionCalendarPageQuery } from '../../../__generated__/graphql';

export type BuyNowSale = NonNullable<NonNullable<AuctionCalendarPageQuery['auctionCalendar']>['buyNowSale']>;

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} role="group" aria-label={label}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} aria-hidden>
        {label}
      </Text>
      <Text size="lg" fw={650}>
        {value}
      </Text>
    </Stack>
  );
}

/** The Buy Now Sale row of the calendar (sales §2, §3 buy-now sale). */
export function BuyNowSaleRow({ sale }: { sale: BuyNowSale }) {
  return (
    <Paper p="md" component="section" aria-labelledby="buy-now-sale-title">
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconShoppingCart size={22} stroke={1.6} aria-hidden style={{ marginTop: 2 }} />
          <Stack gap={4}>
            <Group gap="xs">
              <Title order={2} id="buy-now-sale-title">
                Buy Now Sale
              </Title>
              <Badge variant="light" color="teal">
                Fixed price
              </Badge>
            </Group>
            <Group gap="md">
              <Anchor href={sale.catalogUrl} target="_blank" rel="noopener noreferrer" size="sm">
                <Group gap={4} component="span" wrap="nowrap">
                  View sale
                  <IconExternalLink size={12} aria-hidden />
                </Group>
              </Anchor>
              {sale.invoiceGroupId ? (
                <Anchor
                  component={Link}
                  to={`/invoices/InvoiceGroupDetails/${encodeURIComponent(sale.invoiceGroupId)}`}
                  size="sm"
                >
                  View Invoices
                </Anchor>
              ) : null}
            </Group>
          </Stack>
        </Group>
        <SimpleGrid cols={3} spacing="xl" verticalSpacing="xs">
          <Stat label="Sold" value={sale.soldLotCount} />
          <Stat label="Unsold" value={sale.unsoldLotCount} />
          <Stat label="Unpublished" value={sale.unpublishedLotCount} />
        </SimpleGrid>
        <Button
          component={Link}
          to={sale.wizardPath}
          variant="default"
          leftSection={<IconPencil size={16} />}
        >
          Edit Sale
        </Button>
      </Group>
    </Paper>
  );
}
