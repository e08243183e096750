import { Button, Group } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconX } from '@tabler/icons-react';

export interface DateRangeFilterProps {
  start: string | null;
  end: string | null;
  /** Today in the house's time zone: no future dates can be picked. */
  maxDate: string;
  startError?: string | null;
  endError?: string | null;
  onStartChange: (value: string | null) => void;
  onEndChange: (value: string | null) => void;
  onClear: () => void;
}

/** The From/To filter of Existing Invoices with Clear Dates (invoicing §2.1, §5). */
export function DateRangeFilter(props: DateRangeFilterProps) {
  const icon = <IconCalendar size={16} stroke={1.6} aria-hidden />;
  return (
    <Group align="flex-start" gap="md" wrap="wrap" role="group" aria-label="Filter by session date">
      <DatePickerInput
        label="From"
        placeholder="MM/DD/YYYY"
        valueFormat="MM/DD/YYYY"
        value={props.start}
        onChange={(value) => props.onStartChange(value)}
        maxDate={props.maxDate}
        leftSection={icon}
        error={props.startError || undefined}
        w={{ base: '100%', xs: 230 }}
        popoverProps={{ withinPortal: true }}
      />
      <DatePickerInput
        label="To"
        placeholder="MM/DD/YYYY"
        valueFormat="MM/DD/YYYY"
        value={props.end}
        onChange={(value) => props.onEndChange(value)}
        maxDate={props.maxDate}
        leftSection={icon}
        error={props.endError || undefined}
        w={{ base: '100%', xs: 230 }}
        popoverProps={{ withinPortal: true }}
      />
      <Button
        variant="default"
        leftSection={<IconX size={16} />}
        onClick={props.onClear}
        disabled={!props.start && !props.end}
        mt={{ base: 0, xs: 25 }}
      >
        Clear Dates
      </Button>
    </Group>
  );
}
