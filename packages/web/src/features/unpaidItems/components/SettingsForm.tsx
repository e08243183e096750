import { Button, Fieldset, Group, MultiSelect, NumberInput, Stack, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { reminderDayOptions, SETTINGS_LIMITS, type UnpaidSettingsForm } from '../model/settingsForm';
import { ExclusionPicker } from './ExclusionPicker';

export interface SettingsFormProps {
  form: UnpaidSettingsForm;
  onChange: (patch: Partial<UnpaidSettingsForm>) => void;
  onBlur: (field: keyof UnpaidSettingsForm) => void;
  errorOf: (field: string) => string | null;
  onSubmit: () => void;
  saving: boolean;
  /** A failure of the save that names no field. */
  banner?: ReactNode;
}

const numberOf = (value: number | string) =>
  typeof value === 'number' ? value : value === '' ? '' : Number(value);

/**
 * The unpaid-items settings (issue 36: house settings), grouped as the pipeline runs: the deadline
 * and reminders, the dispute, strikes, second-chance offers, and the buyers it never touches.
 * Every input has its label; each rule's message shows under its input.
 */
export function SettingsForm({
  form,
  onChange,
  onBlur,
  errorOf,
  onSubmit,
  saving,
  banner,
}: SettingsFormProps) {
  const number = (
    field: 'paymentDays' | 'openDisputeAfterDays' | 'strikeExpiryMonths' | 'offerDays',
    label: string,
    description: string,
    disabled = false,
  ) => (
    <NumberInput
      label={label}
      description={description}
      value={form[field]}
      min={SETTINGS_LIMITS[field].min}
      max={SETTINGS_LIMITS[field].max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      disabled={disabled}
      onChange={(value) => onChange({ [field]: numberOf(value) })}
      onBlur={() => onBlur(field)}
      error={errorOf(field)}
      w={280}
    />
  );
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="lg" maw={720}>
        <Switch
          label="Run the unpaid-item automation"
          description="Off: nothing is sent, opened or closed automatically."
          checked={form.enabled}
          onChange={(event) => onChange({ enabled: event.currentTarget.checked })}
        />
        <Fieldset legend="Payment deadline and reminders">
          <Stack gap="sm">
            {number(
              'paymentDays',
              'Payment deadline (days after the invoice is sent)',
              '4 to 30 days; 7 by default.',
            )}
            <MultiSelect
              label="Reminder e-mails"
              description="Days before the deadline, at most 5. eBay bidders are reached through the eBay message center instead."
              data={reminderDayOptions(form.paymentDays)}
              value={form.reminderDaysBefore.map(String)}
              onChange={(values) => onChange({ reminderDaysBefore: values.map(Number) })}
              onBlur={() => onBlur('reminderDaysBefore')}
              error={errorOf('reminderDaysBefore')}
              maxValues={SETTINGS_LIMITS.reminderCountMax}
              clearable
            />
          </Stack>
        </Fieldset>
        <Fieldset legend="Non-payment dispute">
          <Stack gap="sm">
            <Switch
              label="Open the non-payment dispute automatically"
              description="Not on lots won by floor bidders, and only within the dispute window (more than 4 and under 50 days after the sale)."
              checked={form.autoOpenDispute}
              onChange={(event) => onChange({ autoOpenDispute: event.currentTarget.checked })}
            />
            {number(
              'openDisputeAfterDays',
              'Open it this many days after the deadline',
              '0 to 30 days.',
              !form.autoOpenDispute,
            )}
            <Switch
              label="Close the dispute automatically"
              description="Once it has been open 4 days and the buyer still has not paid: the house's credit, the no-bid list and a strike."
              checked={form.autoCloseDispute}
              onChange={(event) => onChange({ autoCloseDispute: event.currentTarget.checked })}
            />
            {number('strikeExpiryMonths', 'Strikes expire after (months)', '1 to 60 months; 12 by default.')}
          </Stack>
        </Fieldset>
        <Fieldset legend="Second-chance offers">
          <Stack gap="sm">
            <Switch
              label="Offer the lot to the underbidder"
              description="After the dispute closes, at the underbidder's highest bid, by e-mail."
              checked={form.secondChance}
              onChange={(event) => onChange({ secondChance: event.currentTarget.checked })}
            />
            {number('offerDays', 'An offer stays open (days)', '1 to 14 days.', !form.secondChance)}
          </Stack>
        </Fieldset>
        <Fieldset legend="Exclusion list">
          <ExclusionPicker
            value={form.excludedBidders}
            onChange={(excludedBidders) => onChange({ excludedBidders })}
            error={errorOf('excludedBidderIds')}
          />
        </Fieldset>
        {banner}
        <Group>
          <Button type="submit" loading={saving}>
            Save settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
