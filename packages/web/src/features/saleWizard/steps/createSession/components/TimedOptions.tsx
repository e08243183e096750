import { Paper, Select, Stack, Switch, Text } from '@mantine/core';

export interface TimedOptionsValue {
  /** Lots close one after another (timedType 1). */
  staggered: boolean;
  /** Seconds between lot end times (timedValue). */
  staggerSeconds: number;
  /** Resell unsold live lots in a timed sale (resellUnsoldLiveLots). */
  resellUnsoldLiveLots: boolean;
}

export interface TimedOptionsProps {
  value: TimedOptionsValue;
  onChange: (next: TimedOptionsValue) => void;
  /** The stagger choices in seconds (sales §9). */
  choices: readonly number[];
  error?: string | null;
  disabled?: boolean;
}

/** A timed session's options (sales §4): staggered lot end times and the interval; live-to-timed resale. */
export function TimedOptions({ value, onChange, choices, error, disabled }: TimedOptionsProps) {
  return (
    <Paper p="md" bg="gray.0" withBorder={false} component="fieldset" style={{ border: 0, margin: 0 }}>
      <Stack gap="sm">
        <Text component="legend" fw={600} size="sm" p={0}>
          Timed Options
        </Text>
        <Switch
          label="Stagger lot end times"
          description="Lots close one after another instead of all at once."
          checked={value.staggered}
          onChange={(e) => onChange({ ...value, staggered: e.currentTarget.checked })}
          disabled={disabled}
        />
        {value.staggered ? (
          <Select
            label="Time between lot end times"
            data={choices.map((s) => ({ value: String(s), label: `${s} seconds` }))}
            value={String(value.staggerSeconds)}
            onChange={(s) => s && onChange({ ...value, staggerSeconds: Number(s) })}
            allowDeselect={false}
            error={error || undefined}
            disabled={disabled}
            w={{ base: '100%', xs: 240 }}
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <Switch
          label="Resell unsold live lots in a timed sale"
          description="Unsold lots of a live sale are offered again in a timed sale that is created automatically."
          checked={value.resellUnsoldLiveLots}
          onChange={(e) => onChange({ ...value, resellUnsoldLiveLots: e.currentTarget.checked })}
          disabled={disabled}
        />
      </Stack>
    </Paper>
  );
}
