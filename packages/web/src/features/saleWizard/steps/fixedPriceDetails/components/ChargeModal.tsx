import { TAX_TYPE_MAX, validateCharge, type ChargeDraft } from '@ah/schema';
import { useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { SubdivisionsDocument, type CountryOptionFieldsFragment } from '../../../../../__generated__/graphql';
import { toDocument } from '../../../../../platform/graphql/graphqlDocument';
import { CountrySelect } from '../../../../../ui/CountrySelect';
import { useFieldErrors } from '../../../../../ui/useFieldErrors';

const subdivisionsQuery = toDocument(SubdivisionsDocument);

/** An additional charge as the step holds it (names kept for the table). */
export interface Charge {
  taxType: string;
  rate: string;
  countryCode: string;
  countryName: string;
  stateCode: string | null;
  stateName: string | null;
}

export interface ChargeModalProps {
  opened: boolean;
  /** The charge to edit; null adds one. */
  charge: Charge | null;
  countries: readonly CountryOptionFieldsFragment[];
  onClose: () => void;
  onSave: (charge: Charge) => void;
}

/** The Additional Charges (Taxes & Fees) modal (sales §5 Fixed-price step 1, charge modal). */
export function ChargeModal(props: ChargeModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.charge ? 'Edit Charge' : 'Add Charge'}
      size="md"
    >
      {props.opened ? <ChargeForm {...props} /> : null}
    </Modal>
  );
}

function ChargeForm({ charge, countries, onClose, onSave }: ChargeModalProps) {
  const [draft, setDraft] = useState<ChargeDraft>(() => ({
    taxType: charge?.taxType ?? '',
    rate: charge?.rate ?? '',
    countryCode: charge?.countryCode ?? null,
    stateCode: charge?.stateCode ?? null,
  }));
  const country = countries.find((c) => c.code === draft.countryCode);
  const { data, loading } = useQuery(subdivisionsQuery, {
    variables: { countryCode: draft.countryCode ?? '' },
    skip: !country?.hasSubdivisions,
  });
  const states = data?.subdivisions ?? [];
  const violations = useMemo(() => validateCharge(draft), [draft]);
  const { errorOf, touch } = useFieldErrors(violations);

  function submit() {
    touch('taxType', 'rate', 'countryCode', 'stateCode');
    if (violations.length > 0 || !country) return;
    const state = country.hasSubdivisions ? states.find((s) => s.code === draft.stateCode) : undefined;
    onSave({
      taxType: draft.taxType.trim(),
      rate: draft.rate.trim(),
      countryCode: country.code,
      countryName: country.name,
      stateCode: state?.code ?? null,
      stateName: state?.name ?? null,
    });
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Tax Type"
          required
          value={draft.taxType}
          maxLength={TAX_TYPE_MAX}
          onChange={(e) => {
            const taxType = e.currentTarget.value;
            setDraft((d) => ({ ...d, taxType }));
          }}
          onBlur={() => touch('taxType')}
          error={errorOf('taxType')}
          data-autofocus
        />
        <TextInput
          label="Rate %"
          required
          inputMode="decimal"
          value={draft.rate}
          onChange={(e) => {
            const rate = e.currentTarget.value;
            setDraft((d) => ({ ...d, rate }));
          }}
          onBlur={() => touch('rate')}
          error={errorOf('rate')}
          w={{ base: '100%', xs: 220 }}
        />
        <SimpleGrid cols={{ base: 1, xs: country?.hasSubdivisions ? 2 : 1 }} spacing="md">
          <CountrySelect
            label="Country"
            required
            countries={countries}
            value={draft.countryCode ?? null}
            onChange={(countryCode) => {
              setDraft((d) => ({ ...d, countryCode, stateCode: null }));
              touch('countryCode');
            }}
            onBlur={() => touch('countryCode')}
            error={errorOf('countryCode')}
          />
          {country?.hasSubdivisions ? (
            <Select
              label={country.subdivisionLabel}
              required
              placeholder={loading ? 'Loading…' : 'Select'}
              data={states.map((s) => ({ value: s.code, label: s.name }))}
              value={draft.stateCode ?? null}
              onChange={(stateCode) => {
                setDraft((d) => ({ ...d, stateCode }));
                touch('stateCode');
              }}
              onBlur={() => touch('stateCode')}
              error={errorOf('stateCode')}
              searchable
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={violations.length > 0}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
