import { Group, Input, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconClock } from '@tabler/icons-react';
import { MERIDIEMS, type Meridiem } from '@ah/schema';

export interface SessionDateTime {
  /** YYYY-MM-DD in the session's time zone. */
  date: string | null;
  /** '01'…'12'. */
  hour: string | null;
  /** '00', '15', '30' or '45'. */
  minute: string | null;
  ampm: Meridiem | null;
  /** IANA zone name. */
  timeZone: string | null;
}

export interface TimeZoneOption {
  value: string;
  label: string;
}

export interface SessionDateTimeFieldsProps {
  value: SessionDateTime;
  onChange: (next: SessionDateTime) => void;
  /** Timed sessions pick the first lot's end time; live sessions the start. */
  isTimed: boolean;
  hours: readonly string[];
  minutes: readonly string[];
  /** The first and last day that can be picked, YYYY-MM-DD (tomorrow to two years ahead). */
  minDate: string;
  maxDate: string;
  timeZones: readonly TimeZoneOption[];
  errors?: Partial<Record<'date' | 'time' | 'ampm' | 'timeZone', string | null>>;
  disabled?: boolean;
}

/** Date, hour, minute, AM/PM and time zone of a session (sales §2 Session step 1, §9). */
export function SessionDateTimeFields(props: SessionDateTimeFieldsProps) {
  const { value, onChange, isTimed, errors = {}, disabled } = props;
  const set = (patch: Partial<SessionDateTime>) => onChange({ ...value, ...patch });
  const dateLabel = isTimed ? 'First Lot End Date' : 'Session Date';
  const timeLabel = isTimed ? 'First Lot End Time' : 'Session Time';
  const timeError = errors.time ?? null;
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <DatePickerInput
          label={dateLabel}
          placeholder="MM/DD/YYYY"
          valueFormat="MM/DD/YYYY"
          value={value.date}
          onChange={(date) => set({ date })}
          minDate={props.minDate}
          ariaLabels={{
            nextMonth: 'Next month',
            previousMonth: 'Previous month',
            nextYear: 'Next year',
            previousYear: 'Previous year',
            monthLevelControl: 'Choose a month',
            yearLevelControl: 'Choose a year',
          }}
          maxDate={props.maxDate}
          leftSection={<IconCalendar size={16} stroke={1.6} aria-hidden />}
          error={errors.date || undefined}
          required
          disabled={disabled}
          popoverProps={{ withinPortal: true }}
        />
        <Select
          label="Time Zone"
          placeholder="Select a time zone"
          data={props.timeZones.map((z) => ({ value: z.value, label: z.label }))}
          value={value.timeZone}
          onChange={(timeZone) => set({ timeZone })}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No matching time zone"
          error={errors.timeZone || undefined}
          required
          disabled={disabled}
          comboboxProps={{ withinPortal: true }}
        />
      </SimpleGrid>
      <Input.Wrapper
        label={timeLabel}
        required
        labelElement="div"
        id="session-time"
        error={timeError || errors.ampm || undefined}
      >
        <Group
          gap="sm"
          wrap="nowrap"
          role="group"
          aria-labelledby="session-time-label"
          align="flex-start"
          mt={4}
        >
          <Select
            aria-label="Hour"
            placeholder="HH"
            data={[...props.hours]}
            value={value.hour}
            onChange={(hour) => set({ hour })}
            allowDeselect={false}
            leftSection={<IconClock size={16} stroke={1.6} aria-hidden />}
            error={Boolean(timeError) && !value.hour}
            disabled={disabled}
            w={120}
            comboboxProps={{ withinPortal: true }}
          />
          <Text pt={6} aria-hidden>
            :
          </Text>
          <Select
            aria-label="Minute"
            placeholder="MM"
            data={[...props.minutes]}
            value={value.minute}
            onChange={(minute) => set({ minute })}
            allowDeselect={false}
            error={Boolean(timeError) && !value.minute}
            disabled={disabled}
            w={90}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            aria-label="AM/PM"
            placeholder="AM/PM"
            data={[...MERIDIEMS]}
            value={value.ampm}
            onChange={(ampm) => set({ ampm: MERIDIEMS.find((m) => m === ampm) ?? null })}
            allowDeselect={false}
            error={Boolean(errors.ampm)}
            disabled={disabled}
            w={100}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      </Input.Wrapper>
    </Stack>
  );
}
