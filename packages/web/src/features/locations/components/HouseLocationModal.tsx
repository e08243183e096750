import {
  HOUSE_LOCATION_LIMITS as LIMITS,
  HOUSE_LOCATION_MESSAGES,
  postalCodeLabelOf,
  subdivisionLabelOf,
  validateHouseLocation,
  withCountryChanged,
  type HouseLocationDraft,
} from '@ah/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Modal, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import {
  SaveHouseLocationDocument,
  SubdivisionsDocument,
  type CountryOptionFieldsFragment,
  type HouseLocationFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { CountrySelect } from '../../../ui/CountrySelect';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { useFieldErrors } from '../../../ui/useFieldErrors';

const subdivisionsQuery = toDocument(SubdivisionsDocument);
const saveMutation = toDocument(SaveHouseLocationDocument);

export type HouseLocation = HouseLocationFieldsFragment;

interface LocationForm extends HouseLocationDraft {
  timeZone: string | null;
}

function formOf(location: HouseLocation | null): LocationForm {
  return {
    facilityName: location?.facilityName ?? '',
    street1: location?.street1 ?? '',
    street2: location?.street2 ?? '',
    city: location?.city ?? '',
    countryCode: location?.countryCode ?? null,
    stateCode: location?.stateCode ?? '',
    province: location?.province ?? '',
    postalCode: location?.postalCode ?? '',
    phone: location?.phone ?? '',
    fax: location?.fax ?? '',
    email: location?.email ?? '',
    timeZone: location?.timeZone ?? null,
  };
}

const blankToNull = (value: string | null | undefined) =>
  value && value.trim() !== '' ? value.trim() : null;

export interface HouseLocationModalProps {
  opened: boolean;
  /** The location to edit; null adds one. */
  location: HouseLocation | null;
  countries: readonly CountryOptionFieldsFragment[];
  timeZones: readonly { id: string; name: string }[];
  onClose: () => void;
  onSaved: (location: HouseLocation) => void;
}

/**
 * The house location form (sales §5 House location form), used by Settings → Locations and by the
 * session wizard's "Add New Location". Save stays disabled until the shared rule passes.
 */
export function HouseLocationModal(props: HouseLocationModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.location ? 'Edit Location' : 'Add New Location'}
      size="lg"
    >
      {props.opened ? <HouseLocationForm {...props} /> : null}
    </Modal>
  );
}

function HouseLocationForm({ location, countries, timeZones, onClose, onSaved }: HouseLocationModalProps) {
  const [form, setForm] = useState<LocationForm>(() => formOf(location));
  const [saveError, setSaveError] = useState<string | null>(null);
  const [save, { loading: saving }] = useMutation(saveMutation);

  const country = countries.find((c) => c.code === form.countryCode) ?? null;
  const { data: subdivisionData, loading: subdivisionsLoading } = useQuery(subdivisionsQuery, {
    variables: { countryCode: form.countryCode ?? '' },
    skip: !country?.hasSubdivisions,
  });
  const subdivisions = subdivisionData?.subdivisions ?? [];

  const violations = useMemo(() => validateHouseLocation(form), [form]);
  const { errorOf, touch, untouch, refuse, serverErrors, clearServerErrors } = useFieldErrors(violations);
  const set = (patch: Partial<LocationForm>) => {
    setForm((f) => ({ ...f, ...patch }));
    clearServerErrors(Object.keys(patch));
  };

  // Any new edit hides the last save failure.
  useEffect(() => setSaveError(null), [form]);

  const canSave = violations.length === 0 && Object.keys(serverErrors).length === 0 && !saving;
  const postalLabel = country?.postalCodeLabel ?? postalCodeLabelOf(form.countryCode);
  const stateLabel = country?.subdivisionLabel ?? subdivisionLabelOf(form.countryCode);

  async function submit() {
    if (!canSave) return;
    setSaveError(null);
    try {
      const result = await save({
        variables: {
          input: {
            id: location?.id ?? null,
            facilityName: blankToNull(form.facilityName),
            street1: form.street1.trim(),
            street2: blankToNull(form.street2),
            city: form.city.trim(),
            countryCode: form.countryCode ?? '',
            stateCode: country?.hasSubdivisions ? blankToNull(form.stateCode) : null,
            province: country?.hasSubdivisions ? null : blankToNull(form.province),
            postalCode: form.postalCode.trim(),
            phone: blankToNull(form.phone),
            fax: blankToNull(form.fax),
            email: blankToNull(form.email),
            timeZone: form.timeZone,
          },
        },
      });
      const saved = result.data?.saveHouseLocation;
      if (!saved) throw new Error('No location in the answer');
      onSaved(saved);
    } catch (e) {
      const refused = refuse(e);
      if (refused.length > 0) setSaveError(refused[0]!.message);
      else setSaveError(HOUSE_LOCATION_MESSAGES.invalidFormat);
    }
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {saveError ? <ErrorBanner message={saveError} onClose={() => setSaveError(null)} /> : null}
        <TextInput
          label="Facility Name"
          value={form.facilityName ?? ''}
          maxLength={LIMITS.facilityName}
          onChange={(e) => set({ facilityName: e.currentTarget.value })}
          onBlur={() => touch('facilityName')}
          error={errorOf('facilityName')}
          data-autofocus
        />
        <TextInput
          label="Street Address 1"
          required
          value={form.street1}
          maxLength={LIMITS.street1}
          onChange={(e) => set({ street1: e.currentTarget.value })}
          onBlur={() => touch('street1')}
          error={errorOf('street1')}
        />
        <TextInput
          label="Street Address 2"
          value={form.street2 ?? ''}
          maxLength={LIMITS.street2}
          onChange={(e) => set({ street2: e.currentTarget.value })}
          onBlur={() => touch('street2')}
          error={errorOf('street2')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="City"
            required
            value={form.city}
            maxLength={LIMITS.city}
            onChange={(e) => set({ city: e.currentTarget.value })}
            onBlur={() => touch('city')}
            error={errorOf('city')}
          />
          <CountrySelect
            label="Country"
            required
            countries={countries}
            value={form.countryCode ?? null}
            onChange={(code) => {
              if (!code || code === form.countryCode) return;
              // A new country clears state, province and postal code, and their errors.
              setForm((f) => ({ ...withCountryChanged(f, code), timeZone: f.timeZone }));
              untouch('stateCode', 'province', 'postalCode');
              touch('countryCode');
              clearServerErrors();
            }}
            onBlur={() => touch('countryCode')}
            error={errorOf('countryCode')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {country?.hasSubdivisions ? (
            <Select
              label={stateLabel}
              required
              placeholder={subdivisionsLoading ? 'Loading…' : `Select a ${stateLabel.toLowerCase()}`}
              data={subdivisions.map((s) => ({ value: s.code, label: s.name }))}
              value={form.stateCode || null}
              onChange={(stateCode) => {
                set({ stateCode: stateCode ?? '' });
                touch('stateCode');
              }}
              onBlur={() => touch('stateCode')}
              error={errorOf('stateCode')}
              searchable
              allowDeselect={false}
              disabled={subdivisionsLoading}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <TextInput
              label="Province"
              required
              value={form.province ?? ''}
              maxLength={LIMITS.province}
              onChange={(e) => set({ province: e.currentTarget.value })}
              onBlur={() => touch('province')}
              error={errorOf('province')}
            />
          )}
          <TextInput
            label={postalLabel}
            required
            value={form.postalCode}
            maxLength={LIMITS.postalCode}
            onChange={(e) => set({ postalCode: e.currentTarget.value })}
            onBlur={() => touch('postalCode')}
            error={errorOf('postalCode')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Phone"
            type="tel"
            value={form.phone ?? ''}
            maxLength={LIMITS.phone}
            onChange={(e) => set({ phone: e.currentTarget.value })}
            onBlur={() => touch('phone')}
            error={errorOf('phone')}
          />
          <TextInput
            label="Fax"
            type="tel"
            value={form.fax ?? ''}
            maxLength={LIMITS.fax}
            onChange={(e) => set({ fax: e.currentTarget.value })}
            onBlur={() => touch('fax')}
            error={errorOf('fax')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="Email"
            type="email"
            value={form.email ?? ''}
            maxLength={LIMITS.email}
            onChange={(e) => set({ email: e.currentTarget.value })}
            onBlur={() => touch('email')}
            error={errorOf('email')}
          />
          <Select
            label="Time Zone"
            placeholder="Select a time zone"
            data={timeZones.map((z) => ({ value: z.id, label: z.name }))}
            value={form.timeZone}
            onChange={(timeZone) => set({ timeZone })}
            searchable
            clearable
            nothingFoundMessage="No matching time zone"
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" disabled={!canSave} loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
