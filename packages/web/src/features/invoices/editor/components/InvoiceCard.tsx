import { Alert, Anchor, Badge, Box, Checkbox, Group, Paper, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { INVOICE_EDITING_MESSAGES } from '@ah/schema';
import { memo, useCallback } from 'react';
import type {
  EditorCardFieldsFragment,
  EditorInvoiceHeadFieldsFragment,
  EditorLineFieldsFragment,
  InvoiceEditorVariant,
} from '../../../../__generated__/graphql';
import { formatMoney } from '../../../../ui/moneyFormat';
import { truncateName } from '../../../../ui/truncate';
import { TruncatedText } from '../../../../ui/TruncatedText';
import { InvoiceUnpaidItems } from '../../../unpaidItems';
import { InvoiceCardActions, type InvoiceCardActionHandlers } from './InvoiceCardActions';
import { InvoiceChargeSections } from './InvoiceChargeSections';
import { LineMenu } from './LineMenu';
import { CardLines } from './CardLines';
import classes from './InvoiceCard.module.css';

export interface InvoiceCardProps extends InvoiceCardActionHandlers {
  invoice: EditorCardFieldsFragment;
  selected: boolean;
  onSelectedChange: (invoiceId: string, selected: boolean) => void;
  showLiveFee: boolean;
  shippingFeature: boolean;
  /** The per-invoice variants show the per-invoice (and additional-charge) sections. */
  variant: InvoiceEditorVariant | null;
  onLineMarkShipped: (line: EditorLineFieldsFragment) => void;
  onLineMarkPaid: (line: EditorLineFieldsFragment) => void;
  onLineMarkNotPaid: (line: EditorLineFieldsFragment) => void;
  onLineToggleHidden: (line: EditorLineFieldsFragment) => void;
}

function location(invoice: EditorInvoiceHeadFieldsFragment): string {
  return [invoice.city, invoice.state || invoice.province, invoice.country].filter(Boolean).join(', ');
}

function Figure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={classes.figure}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" fw={strong ? 700 : 600} className={classes.amount}>
        {value}
      </Text>
    </div>
  );
}

type InvoiceCardContentProps = Omit<InvoiceCardProps, 'selected' | 'onSelectedChange'>;

/** The name, badges and address: the same whether the card is selected or not. */
const InvoiceIdentity = memo(function InvoiceIdentity({
  invoice,
}: {
  invoice: EditorInvoiceHeadFieldsFragment;
}) {
  const name = `${invoice.firstName} ${invoice.lastName}`.trim();
  return (
    <Stack gap={2} className={classes.identityText}>
      <Group gap="xs" wrap="wrap">
        <Anchor
          href={`mailto:${invoice.email}`}
          fw={650}
          id={`invoice-${invoice.id}`}
          aria-label={`${name}, invoice ${invoice.id}`}
        >
          <TruncatedText text={name} truncate={truncateName} component="span" inherit />
        </Anchor>
        <Badge variant="light" color="gray" radius="sm">
          {invoice.channel}
        </Badge>
        <Text size="sm" c="dimmed">
          Invoice #{invoice.id}
        </Text>
        {invoice.paddleNumber ? (
          <Text size="sm" c="dimmed">
            Paddle {invoice.paddleNumber}
          </Text>
        ) : null}
      </Group>
      <Text size="sm" c="dimmed" className={classes.wrapAnywhere}>
        {invoice.email}
        {location(invoice) ? ` · ${location(invoice)}` : ''}
      </Text>
      <Group gap={6} mt={2}>
        <Badge variant="dot" color={invoice.invoiceStatusLabel === 'Paid' ? 'teal' : 'blue'}>
          {invoice.invoiceStatusLabel}
        </Badge>
        <Badge variant="dot" color="gray">
          {invoice.shipStatusLabel}
        </Badge>
        <Badge variant="outline" color="gray">
          {invoice.deliveryMode === 'PICKUP' ? 'Pickup' : 'Shipping'}
        </Badge>
      </Group>
    </Stack>
  );
});

const InvoiceFigures = memo(function InvoiceFigures({
  invoice,
}: {
  invoice: EditorInvoiceHeadFieldsFragment;
}) {
  return (
    <Group
      gap="lg"
      component="dl"
      className={classes.figures}
      aria-label={`Amounts of invoice ${invoice.id}`}
    >
      <Figure label="Outstanding Balance" value={formatMoney(invoice.outstandingBalance)} strong />
      <Figure label="Payments Made" value={formatMoney(invoice.paymentsMade)} />
      <Figure label="Invoice Total" value={formatMoney(invoice.invoiceTotal)} />
    </Group>
  );
});

/**
 * The pending notice, the actions, the lines and the charge sections: the heavy part of a card,
 * memoised apart from the selection so Select All re-renders 20 checkboxes, not every line.
 */
const InvoiceCardContent = memo(function InvoiceCardContent(props: InvoiceCardContentProps) {
  const {
    invoice,
    onLineMarkShipped,
    onLineMarkPaid,
    onLineMarkNotPaid,
    onMarkInvoiceNotPaid,
    onLineToggleHidden,
  } = props;
  const renderMenu = useCallback(
    (line: EditorLineFieldsFragment) => (
      <LineMenu
        invoice={invoice}
        line={line}
        onMarkShipped={() => onLineMarkShipped(line)}
        onMarkPaid={() => onLineMarkPaid(line)}
        onMarkNotPaid={() => onLineMarkNotPaid(line)}
        onMarkInvoiceNotPaid={() => onMarkInvoiceNotPaid(invoice.id)}
        onToggleHidden={() => onLineToggleHidden(line)}
      />
    ),
    [invoice, onLineMarkShipped, onLineMarkPaid, onLineMarkNotPaid, onMarkInvoiceNotPaid, onLineToggleHidden],
  );
  return (
    <>
      {invoice.isPendingPayment ? (
        <Alert color="yellow" icon={<IconClock size={18} />} py={6}>
          {INVOICE_EDITING_MESSAGES.pendingInvoice}
        </Alert>
      ) : null}

      <InvoiceCardActions {...props} />

      <CardLines
        invoice={invoice}
        showLiveFee={props.showLiveFee}
        shippingFeature={props.shippingFeature}
        renderMenu={renderMenu}
      />
      {props.variant === 'PER_INVOICE' || props.variant === 'PER_INVOICE_WITH_ADDITIONAL' ? (
        <InvoiceChargeSections
          invoice={invoice}
          withAdditional={props.variant === 'PER_INVOICE_WITH_ADDITIONAL'}
        />
      ) : null}
    </>
  );
});

/** One bidder's invoice on the create/edit screen (invoicing §2.2). */
export const InvoiceCard = memo(function InvoiceCard({
  selected,
  onSelectedChange,
  ...content
}: InvoiceCardProps) {
  const { invoice } = content;
  return (
    <Paper
      component="article"
      aria-labelledby={`invoice-${invoice.id}`}
      p="md"
      className={classes.card}
      data-selected={selected || undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
          <Group gap="sm" align="flex-start" wrap="nowrap" className={classes.identity}>
            <Checkbox
              mt={4}
              checked={selected}
              onChange={(event) => onSelectedChange(invoice.id, event.currentTarget.checked)}
              aria-label={`Select invoice ${invoice.id}`}
            />
            <InvoiceIdentity invoice={invoice} />
          </Group>
          <InvoiceFigures invoice={invoice} />
        </Group>
        {invoice.unpaidItems ? (
          // The line comes with the card; its code loads lazily after it: room for it meanwhile, so
          // the card does not shift.
          <Box mih={56}>
            <InvoiceUnpaidItems
              invoiceGroupId={invoice.invoiceGroupId}
              invoiceId={invoice.id}
              timeline={invoice.unpaidItems}
            />
          </Box>
        ) : null}
        <InvoiceCardContent {...content} />
      </Stack>
    </Paper>
  );
});
