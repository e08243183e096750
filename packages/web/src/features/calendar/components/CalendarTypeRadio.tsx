import { Group, Radio } from '@mantine/core';
import { CALENDAR_TYPE_LABELS, type CalendarType } from '../model/calendarModel';

/** Upcoming / Past (sales §2 Calendar): each is its own path, so the choice is in the URL. */
export function CalendarTypeRadio({
  value,
  onChange,
}: {
  value: CalendarType;
  onChange: (t: CalendarType) => void;
}) {
  return (
    <Radio.Group
      value={value}
      onChange={(v) => onChange(v === 'past' ? 'past' : 'current')}
      label="Show sales"
      aria-label="Show upcoming or past sales"
    >
      <Group gap="lg" mt={6}>
        {(Object.keys(CALENDAR_TYPE_LABELS) as CalendarType[]).map((type) => (
          <Radio key={type} value={type} label={CALENDAR_TYPE_LABELS[type]} />
        ))}
      </Group>
    </Radio.Group>
  );
}
