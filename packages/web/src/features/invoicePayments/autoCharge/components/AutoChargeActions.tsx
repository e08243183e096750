import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconCalendarOff, IconCalendarPlus } from '@tabler/icons-react';
import { formatShortDate } from '../../../../ui/formatters';
import type { AutoChargeScope, StagedChange } from '../autoChargeRules';

export interface AutoChargeActionsProps {
  eligibleCount: number;
  selectedCount: number;
  hasScheduledDates: boolean;
  minDate: string;
  maxDate: string;
  staged: StagedChange | null;
  onStage: (change: StagedChange | null) => void;
}

const invoices = (n: number) => (n === 1 ? '1 invoice' : `${n} invoices`);

/**
 * Set / Remove Auto-Charge date for ALL / SELECTED (invoicing §2.6). Set opens the date picker
 * (today + 2 to today + 7, clearable); the change waits for Save & Continue.
 */
export function AutoChargeActions(props: AutoChargeActionsProps) {
  const { staged } = props;
  const count = (scope: AutoChargeScope) => (scope === 'all' ? props.eligibleCount : props.selectedCount);
  const noSelection = props.selectedCount === 0;
  return (
    <Paper p="sm" component="section" aria-label="Auto-charge actions">
      <Stack gap="sm">
        <Group gap="md" wrap="wrap">
          <Group gap="xs" wrap="wrap">
            <Button
              variant={staged?.action === 'set' && staged.scope === 'all' ? 'light' : 'default'}
              leftSection={<IconCalendarPlus size={16} />}
              onClick={() => props.onStage({ action: 'set', scope: 'all', date: null })}
            >
              Set Auto-Charge date for ALL
            </Button>
            <Button
              variant={staged?.action === 'set' && staged.scope === 'selected' ? 'light' : 'default'}
              leftSection={<IconCalendarPlus size={16} />}
              onClick={() => props.onStage({ action: 'set', scope: 'selected', date: null })}
              disabled={noSelection}
            >
              Set Auto-Charge date for SELECTED
            </Button>
          </Group>
          <Group gap="xs" wrap="wrap">
            <Button
              variant={staged?.action === 'remove' && staged.scope === 'all' ? 'light' : 'default'}
              color={staged?.action === 'remove' && staged.scope === 'all' ? 'red' : undefined}
              leftSection={<IconCalendarOff size={16} />}
              onClick={() => props.onStage({ action: 'remove', scope: 'all' })}
              disabled={!props.hasScheduledDates}
            >
              Remove Auto-Charge date for ALL
            </Button>
            <Button
              variant={staged?.action === 'remove' && staged.scope === 'selected' ? 'light' : 'default'}
              color={staged?.action === 'remove' && staged.scope === 'selected' ? 'red' : undefined}
              leftSection={<IconCalendarOff size={16} />}
              onClick={() => props.onStage({ action: 'remove', scope: 'selected' })}
              disabled={!props.hasScheduledDates || noSelection}
            >
              Remove Auto-Charge date for SELECTED
            </Button>
          </Group>
        </Group>
        {staged ? (
          <Group gap="md" align="flex-end" wrap="wrap" aria-live="polite">
            {staged.action === 'set' ? (
              <DatePickerInput
                label="New auto-charge date"
                description={`For ${staged.scope === 'all' ? 'all ' : 'the selected '}${invoices(count(staged.scope))}, from ${formatShortDate(props.minDate)} to ${formatShortDate(props.maxDate)}`}
                placeholder="MM/DD/YY"
                valueFormat="MM/DD/YY"
                value={staged.date}
                onChange={(date) => props.onStage({ ...staged, date })}
                minDate={props.minDate}
                maxDate={props.maxDate}
                clearable
                leftSection={<IconCalendar size={16} stroke={1.6} aria-hidden />}
                popoverProps={{ withinPortal: true }}
                w={340}
                data-autofocus
              />
            ) : (
              <Text size="sm">
                The auto-charge date will be removed from {staged.scope === 'all' ? 'all ' : 'the selected '}
                {invoices(count(staged.scope))}.
              </Text>
            )}
            <Button variant="subtle" color="gray" onClick={() => props.onStage(null)}>
              Cancel change
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
