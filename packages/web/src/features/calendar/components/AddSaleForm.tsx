import { SALE_NAME_MAX, validateNewSale, type NewSaleDraft } from '@ah/schema';
import {
  Alert,
  Button,
  Group,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import type { AddSaleFormFieldsFragment } from '../../../__generated__/graphql';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { useFieldErrors } from '../../../ui/useFieldErrors';

export interface AddSaleFormProps {
  form: AddSaleFormFieldsFragment;
  submitting: boolean;
  /** A failed add: the banner text and the gateway's explanation. */
  submitError: { message: string; detail: string | null } | null;
  onSubmit: (draft: NewSaleDraft) => void;
  onCancel: () => void;
}

const EMPTY: NewSaleDraft = { name: '', termsId: null, auctionType: null, shippingTermsId: null };

/**
 * The calendar's Add Sale form (sales §2 Calendar, §5 New sale): the internal sale name, the terms
 * (greyed entries cannot be picked), live or timed when the house has the choice, and shipping terms
 * when a shipping policy exists. Continue is enabled exactly when the shared rule passes.
 */
export function AddSaleForm({ form, submitting, submitError, onSubmit, onCancel }: AddSaleFormProps) {
  const [draft, setDraft] = useState<NewSaleDraft>(EMPTY);
  const greyedTermsIds = useMemo(() => form.terms.filter((t) => t.disabled).map((t) => t.id), [form.terms]);
  // Without the live/timed choice the house runs one type, and that is the sale's type.
  const effective: NewSaleDraft = form.liveOrTimedEnabled
    ? draft
    : { ...draft, auctionType: form.defaultAuctionType };
  const violations = validateNewSale(effective, { shippingEnabled: form.shippingEnabled, greyedTermsIds });
  const { errorOf, touch } = useFieldErrors(violations);
  const set = (patch: Partial<NewSaleDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const canContinue = violations.length === 0 && !submitting;
  const reasonById = new Map(form.terms.map((t) => [t.id, t.disabledReason]));

  return (
    <Paper p="lg" component="section" aria-labelledby="add-sale-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          touch('name', 'termsId', 'auctionType', 'shippingTermsId');
          if (canContinue) onSubmit({ ...effective, name: effective.name.trim() });
        }}
      >
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} id="add-sale-title">
              Add Sale
            </Title>
            <Text size="sm" c="dimmed">
              Name the sale and choose its terms; you set up its first session next.
            </Text>
          </Stack>
          {submitError ? <ErrorBanner message={submitError.message} detail={submitError.detail} /> : null}
          {form.warnings.map((warning) => (
            <Alert key={warning} color="yellow" icon={<IconAlertTriangle size={18} />}>
              {warning}
            </Alert>
          ))}
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              label="Sale Name"
              description={`For your staff only: bidders never see it. ${draft.name.length}/${SALE_NAME_MAX}`}
              placeholder="e.g. Spring Fine Art"
              value={draft.name}
              maxLength={SALE_NAME_MAX}
              onChange={(e) => set({ name: e.currentTarget.value })}
              onBlur={() => touch('name')}
              error={errorOf('name')}
              required
              disabled={submitting}
              data-autofocus
            />
            <Select
              label="Terms"
              placeholder={form.terms.length ? 'Select your terms' : 'No terms available'}
              data={form.terms.map((t) => ({ value: t.id, label: t.name, disabled: t.disabled }))}
              renderOption={({ option }) => {
                const reason = reasonById.get(option.value);
                return (
                  <Stack gap={0}>
                    <Text size="sm" c={option.disabled ? 'dimmed' : undefined}>
                      {option.label}
                    </Text>
                    {option.disabled && reason ? (
                      <Text size="xs" c="dimmed">
                        {reason}
                      </Text>
                    ) : null}
                  </Stack>
                );
              }}
              value={draft.termsId ?? null}
              onChange={(termsId) => {
                set({ termsId });
                touch('termsId');
              }}
              onBlur={() => touch('termsId')}
              error={errorOf('termsId')}
              allowDeselect={false}
              required
              disabled={submitting}
              comboboxProps={{ withinPortal: true }}
            />
            {form.liveOrTimedEnabled ? (
              <Radio.Group
                label="Sale Type"
                value={draft.auctionType ?? ''}
                onChange={(value) => {
                  set({ auctionType: value === 'TIMED' ? 'TIMED' : 'LIVE' });
                  touch('auctionType');
                }}
                error={errorOf('auctionType')}
                required
              >
                <Group gap="lg" mt={6}>
                  <Radio value="LIVE" label="Live" disabled={submitting} />
                  <Radio value="TIMED" label="Timed" disabled={submitting} />
                </Group>
              </Radio.Group>
            ) : null}
            {form.shippingEnabled ? (
              <Select
                label="Shipping Terms"
                placeholder="Select your shipping terms"
                data={form.shippingTerms.map((t) => ({ value: t.id, label: t.name }))}
                value={draft.shippingTermsId ?? null}
                onChange={(shippingTermsId) => {
                  set({ shippingTermsId });
                  touch('shippingTermsId');
                }}
                onBlur={() => touch('shippingTermsId')}
                error={errorOf('shippingTermsId')}
                allowDeselect={false}
                required
                disabled={submitting}
                comboboxProps={{ withinPortal: true }}
              />
            ) : null}
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canContinue} loading={submitting}>
              Continue
            </Button>
          </Group>
          {!canContinue && !submitting && violations[0] ? (
            <Text size="xs" c="dimmed" ta="right">
              {violations[0].message}
            </Text>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}
