import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import type { InvoiceEditorVariant } from '../../../../__generated__/graphql';

export interface CostPerLotPanelProps {
  /** The gateway's editor variant; null: not answered yet (the screen asks first). */
  variant: InvoiceEditorVariant | null | undefined;
  /** Whether the question is offered at all (not under processor p). */
  choice: boolean;
  busy: boolean;
  onAnswer: (applyCostPerLot: boolean) => void;
}

/**
 * The screen's first question (invoicing §2.2): whether the group charges cost per lot. The answer
 * picks the editor variant: per-lot charges, or per-invoice charges. Under processor p there is no
 * choice (§9) and the gateway gives the per-invoice variant with additional-charge sections.
 */
export function CostPerLotPanel({ variant, choice, busy, onAnswer }: CostPerLotPanelProps) {
  if (!choice) return null;
  if (!variant)
    return (
      <Paper p="md" component="section" aria-labelledby="cost-per-lot-question" bg="ink.0">
        <Group justify="space-between" align="center" gap="md" wrap="wrap">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconHelpCircle size={22} aria-hidden />
            <Stack gap={2}>
              <Title order={2} size="h3" id="cost-per-lot-question">
                Does this invoice group charge costs per lot?
              </Title>
              <Text size="sm" c="dimmed">
                Per lot: tax, S/H, insurance and other are entered on each lot. Per invoice: they are entered
                once for the whole invoice.
              </Text>
            </Stack>
          </Group>
          <Group gap="xs">
            <Button onClick={() => onAnswer(true)} loading={busy}>
              Yes, per lot
            </Button>
            <Button variant="default" onClick={() => onAnswer(false)} disabled={busy}>
              No, per invoice
            </Button>
          </Group>
        </Group>
      </Paper>
    );
  return (
    <Group gap="sm" wrap="wrap">
      <Text size="sm" fw={500} id="cost-per-lot-label">
        Charges are entered
      </Text>
      <SegmentedControl
        aria-labelledby="cost-per-lot-label"
        size="xs"
        value={variant === 'PER_LOT' ? 'lot' : 'invoice'}
        onChange={(value) => onAnswer(value === 'lot')}
        disabled={busy}
        data={[
          { value: 'lot', label: 'Per lot' },
          { value: 'invoice', label: 'Per invoice' },
        ]}
      />
    </Group>
  );
}
