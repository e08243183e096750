import { INVOICE_EDITING_MESSAGES } from '@ah/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconLock } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  SaveInvoiceChargesDocument,
  type EditorInvoiceFieldsFragment,
  type LineChargesInput,
} from '../../../../__generated__/graphql';
import { toDocument } from '../../../../app/graphqlDocument';
import { ErrorBanner } from '../../../../ui/ErrorBanner';
import { formatMoney } from '../../../../ui/moneyFormat';
import { truncateLongText } from '../../../../ui/truncate';
import { changeVariables, useInvoiceChangeScope } from '../../common/invoiceChangeContext';
import { MoneyInput } from '../../common/MoneyInput';
import { ACTION_FAILED_MESSAGE, refusalMessage } from '../../common/mutationErrors';
import { RESTRICTED_INVOICE_MESSAGE } from '../restricted';
import { CHARGE_LABEL, changedAmounts, chargesLayout, type ChargeKey } from './chargeFields';

const saveCharges = toDocument(SaveInvoiceChargesDocument);

type Amounts = Record<ChargeKey, string>;

export interface ChargesFormProps {
  invoice: EditorInvoiceFieldsFragment;
  showLiveFee: boolean;
  /** The screen's editor variant is per lot. */
  perLot: boolean;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  /** After a save (or with nothing to save): go on to the next invoice, or close. */
  onDone: (then: 'next' | 'close') => void;
  onCancel: () => void;
}

function lineAmounts(line: EditorInvoiceFieldsFragment['lines'][number], additional: boolean): Amounts {
  const source = additional ? { ...line.amounts, ...line.additionalCharges } : line.amounts;
  return {
    hammer: source.hammer,
    premium: source.premium,
    liveFee: source.liveFee,
    tax: source.tax,
    shipping: source.shipping,
    insurance: source.insurance,
    other: source.other,
  };
}

/** The Add/Edit Charges form of one invoice: by lot or by invoice, regular or Add'l (invoicing §2.2, §4). */
export function ChargesForm({
  invoice,
  showLiveFee,
  perLot,
  hasPrevious,
  hasNext,
  onPrevious,
  onDone,
  onCancel,
}: ChargesFormProps) {
  const scope = useInvoiceChangeScope();
  const layout = chargesLayout(invoice, { perLot, showLiveFee });
  const additional = invoice.chargeMode === 'ADDITIONAL';
  const lines = invoice.lines.filter((line) => !line.hidden);
  const [initialLines] = useState(() => new Map(lines.map((l) => [l.id, lineAmounts(l, additional)])));
  const [initialInvoice] = useState<Amounts>(() => {
    const source = additional ? invoice.invoiceAdditionalCharges : invoice.invoiceCharges;
    return {
      hammer: '0.00',
      premium: '0.00',
      liveFee: '0.00',
      tax: source.tax,
      shipping: source.shipping,
      insurance: source.insurance,
      other: source.other,
    };
  });
  // The latest drafts in a ref too: a click on Save right after a blur must see the blurred value.
  const drafts = useRef({ lines: new Map(initialLines), invoice: { ...initialInvoice } });
  const [, rerender] = useState(0);
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const [save, { loading }] = useMutation(saveCharges);

  function setLine(lineId: string, key: ChargeKey, value: string) {
    const current = drafts.current.lines.get(lineId);
    if (current) drafts.current.lines.set(lineId, { ...current, [key]: value });
    rerender((n) => n + 1);
  }
  function setInvoiceAmount(key: ChargeKey, value: string) {
    drafts.current.invoice = { ...drafts.current.invoice, [key]: value };
    rerender((n) => n + 1);
  }

  async function submit(then: 'next' | 'close') {
    setFailure(undefined);
    const changedLines: LineChargesInput[] = [];
    let invoiceCharges = null;
    if (layout.kind === 'byLot') {
      for (const [lineId, draft] of drafts.current.lines) {
        const changed = changedAmounts(initialLines.get(lineId)!, draft, layout.fields);
        if (changed) changedLines.push({ lineId, ...changed });
      }
    } else invoiceCharges = changedAmounts(initialInvoice, drafts.current.invoice, layout.fields);
    if (changedLines.length === 0 && !invoiceCharges) return onDone(then);
    try {
      await save({
        variables: changeVariables(scope, {
          invoiceGroupId: scope.invoiceGroupId,
          invoiceId: invoice.id,
          mode: invoice.chargeMode,
          ...(changedLines.length > 0 ? { lines: changedLines } : {}),
          ...(invoiceCharges ? { invoiceCharges } : {}),
        }),
      });
      onDone(then);
    } catch (error) {
      setFailure(refusalMessage(error));
    }
  }

  const editable = layout.fields.length > 0;
  const floorFields = (layout.fields as readonly ChargeKey[]).includes('hammer');
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <Badge variant={additional ? 'filled' : 'light'} color={additional ? 'orange' : 'ink'}>
          {additional ? "Add'l charges" : 'Charges'}
        </Badge>
        <Badge variant="outline" color="gray">
          {layout.kind === 'byLot' ? 'By lot' : 'By invoice'}
        </Badge>
        <Text size="sm" c="dimmed">
          {invoice.invoiceStatusLabel} · Invoice Total {formatMoney(invoice.invoiceTotal)}
        </Text>
      </Group>
      {failure !== undefined ? <ErrorBanner message={ACTION_FAILED_MESSAGE} detail={failure} /> : null}
      {!invoice.canEdit ? (
        <Alert color="yellow" icon={<IconLock size={18} />}>
          {INVOICE_EDITING_MESSAGES.pendingInvoice}
        </Alert>
      ) : null}
      {invoice.canEdit && floorFields ? (
        <Alert color="blue" icon={<IconLock size={18} />}>
          {INVOICE_EDITING_MESSAGES.floorLocked}
        </Alert>
      ) : null}
      {invoice.canEdit && !invoice.taxEditable && !floorFields ? (
        <Text size="sm" c="dimmed">
          {INVOICE_EDITING_MESSAGES.taxNotEditable}
        </Text>
      ) : null}
      {layout.kind === 'byLot' && layout.restrictedNotice ? (
        <Alert color="orange">{RESTRICTED_INVOICE_MESSAGE}</Alert>
      ) : null}

      {editable && layout.kind === 'byLot' ? (
        <Table.ScrollContainer minWidth={560} type="native" mah={420}>
          <Table
            verticalSpacing={4}
            horizontalSpacing="xs"
            fz="sm"
            stickyHeader
            aria-label={`Charges by lot of invoice ${invoice.id}`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Lot</Table.Th>
                {layout.fields.map((key) => (
                  <Table.Th key={key} scope="col" ta="right">
                    {CHARGE_LABEL[key]}
                  </Table.Th>
                ))}
                <Table.Th scope="col" ta="right">
                  Total
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {line.lotNumber}
                      {line.restricted ? '*' : ''}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {truncateLongText(line.lotTitle)}
                    </Text>
                  </Table.Td>
                  {layout.fields.map((key) => (
                    <Table.Td key={key} miw={96}>
                      <MoneyInput
                        label={`${CHARGE_LABEL[key]}, lot ${line.lotNumber}`}
                        hideLabel
                        size="xs"
                        value={drafts.current.lines.get(line.id)?.[key] ?? '0.00'}
                        allowNegative={key === 'other'}
                        onValueChange={(value) => setLine(line.id, key, value)}
                      />
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {formatMoney(additional ? line.additionalCharges.total : line.amounts.total)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {editable && layout.kind === 'byInvoice' ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
          {layout.fields.map((key) => (
            <MoneyInput
              key={key}
              label={CHARGE_LABEL[key]}
              value={drafts.current.invoice[key]}
              allowNegative={key === 'other'}
              onValueChange={(value) => setInvoiceAmount(key, value)}
            />
          ))}
        </SimpleGrid>
      ) : null}

      <Group justify="space-between" gap="sm" wrap="wrap">
        <Button
          variant="subtle"
          leftSection={<IconArrowLeft size={16} />}
          onClick={onPrevious}
          disabled={!hasPrevious || loading}
        >
          Previous
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            Cancel
          </Button>
          {hasNext ? (
            <Button
              variant="light"
              rightSection={<IconArrowRight size={16} />}
              onClick={() => void submit('next')}
              loading={loading}
            >
              Save &amp; Next
            </Button>
          ) : null}
          <Button onClick={() => void submit('close')} loading={loading}>
            Save &amp; Close
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
