import { INVOICE_EDITING_MESSAGES } from '@ah/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  SaveInvoiceChargesDocument,
  type EditorInvoiceFieldsFragment,
  type LineChargesInput,
} from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { ErrorBanner } from '../../../../ui/ErrorBanner';
import { isSaveAndNextKey } from '../../../../ui/keyboard/shortcuts';
import { formatMoney } from '../../../../ui/moneyFormat';
import { truncateLongText } from '../../../../ui/truncate';
import { changeVariables, useInvoiceChangeScope } from '../../common/invoiceChangeContext';
import { ACTION_FAILED_MESSAGE, refusalMessage } from '../../../../ui/mutationErrors';
import { EditConflictNotice } from '../../common/live/EditConflictNotice';
import { authorOf } from '../../common/live/liveChange';
import { useLatestLiveChange } from '../../common/live/InvoiceGroupLive';
import { RESTRICTED_INVOICE_MESSAGE } from '../restricted';
import { ChargesGrid } from './ChargesGrid';
import { changedAmounts, chargesLayout, type ChargeKey } from './chargeFields';

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
  /** Another viewer changed this invoice's charges while the form was open: start again from theirs. */
  onTakeTheirs: () => void;
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

/** What the form shows of the invoice as it now is, to see whether someone else changed it. */
function chargesKey(invoice: EditorInvoiceFieldsFragment, additional: boolean): string {
  const lines = invoice.lines
    .filter((line) => !line.hidden)
    .map((line) => [line.id, lineAmounts(line, additional)]);
  return JSON.stringify([lines, additional ? invoice.invoiceAdditionalCharges : invoice.invoiceCharges]);
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
  onTakeTheirs,
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
  // Another viewer may change these charges while this one types (live updates): the form keeps the
  // user's amounts and says so; "Take theirs" starts the form again from the new ones.
  const [openedWith] = useState(() => chargesKey(invoice, additional));
  const [keptMineOver, setKeptMineOver] = useState<string | null>(null);
  const latestChange = useLatestLiveChange(scope.invoiceGroupId);
  const nowKey = chargesKey(invoice, additional);
  // The user's own save changes the invoice too: no notice from the moment it is sent.
  const saving = useRef(false);
  const conflict =
    !saving.current && nowKey !== openedWith && nowKey !== keptMineOver
      ? latestChange
        ? authorOf(latestChange)
        : 'another user'
      : null;
  // The latest drafts in a ref too: a click on Save right after a blur must see the blurred value.
  const drafts = useRef({ lines: new Map(initialLines), invoice: { ...initialInvoice } });
  const [, rerender] = useState(0);
  const [failure, setFailure] = useState<string | null | undefined>(undefined);
  const [save, { loading }] = useMutation(saveCharges);
  const root = useRef<HTMLDivElement>(null);

  // The focus starts at the first amount: on opening (the modal focused its header while the
  // invoice loaded) and on a new invoice (Save & Next, Previous replaced the form it was in).
  useEffect(() => {
    const form = root.current;
    if (form && !form.contains(document.activeElement))
      form.querySelector<HTMLElement>('[data-cell]')?.focus();
  }, []);

  /** Ctrl+Enter (Cmd+Enter): Save & Next, or Save & Close on the last invoice. */
  function onKeyDown(event: KeyboardEvent) {
    if (!isSaveAndNextKey(event) || loading) return;
    event.preventDefault();
    event.stopPropagation();
    // The amount being typed commits on blur: leave the field for its cell before reading the drafts.
    const active = document.activeElement;
    const cell = active instanceof HTMLElement ? active.closest<HTMLElement>('[data-cell]') : null;
    if (cell && cell !== active) cell.focus();
    void submit(hasNext ? 'next' : 'close');
  }

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
    saving.current = true;
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
      saving.current = false;
      setFailure(refusalMessage(error));
    }
  }

  const editable = layout.fields.length > 0;
  const floorFields = (layout.fields as readonly ChargeKey[]).includes('hammer');
  return (
    <Stack gap="md" ref={root} onKeyDown={onKeyDown}>
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
      {conflict ? (
        <EditConflictNotice
          title="The charges changed"
          author={conflict}
          onKeepMine={() => setKeptMineOver(nowKey)}
          onTakeTheirs={onTakeTheirs}
        />
      ) : null}
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
        <ChargesGrid
          label={`Charges by lot of invoice ${invoice.id}`}
          rowHeading="Lot"
          fields={layout.fields}
          rows={lines.map((line) => ({
            id: line.id,
            name: `lot ${line.lotNumber}`,
            total: additional ? line.additionalCharges.total : line.amounts.total,
            header: (
              <>
                <Text size="sm" fw={500}>
                  {line.lotNumber}
                  {line.restricted ? '*' : ''}
                </Text>
                <Text size="xs" c="dimmed">
                  {truncateLongText(line.lotTitle)}
                </Text>
              </>
            ),
          }))}
          valueOf={(lineId, key) => drafts.current.lines.get(lineId)?.[key] ?? '0.00'}
          onValueChange={setLine}
        />
      ) : null}
      {editable && layout.kind === 'byInvoice' ? (
        <ChargesGrid
          label={`Charges of invoice ${invoice.id}`}
          rowHeading="Invoice"
          fields={layout.fields}
          rows={[{ id: invoice.id, name: 'invoice', total: null, header: `#${invoice.id}` }]}
          valueOf={(_, key) => drafts.current.invoice[key]}
          onValueChange={(_, key, value) => setInvoiceAmount(key, value)}
        />
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
              aria-keyshortcuts="Control+Enter Meta+Enter"
            >
              Save &amp; Next
            </Button>
          ) : null}
          <Button
            onClick={() => void submit('close')}
            loading={loading}
            aria-keyshortcuts={hasNext ? undefined : 'Control+Enter Meta+Enter'}
          >
            Save &amp; Close
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
