import {
  FULFILMENT_LOCATION_LIMITS as LIMITS,
  FULFILMENT_LOCATION_MESSAGES as MESSAGES,
  fulfilmentStateIsDropdown,
  validateFulfilmentLocation,
  withoutContact,
  type FulfilmentLocationDraft,
} from '@ah/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Button,
  Divider,
  Group,
  Modal,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  FulfilmentLocationDocument,
  SaveFulfilmentLocationDocument,
  SubdivisionsDocument,
  type CountryOptionFieldsFragment,
  type FulfilmentLocationFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { CountrySelect } from '../../../ui/CountrySelect';
import { ErrorBanner } from '../../../ui/ErrorBanner';
import { LoadingState } from '../../../ui/LoadingState';
import { useFieldErrors } from '../../../ui/useFieldErrors';

const locationQuery = toDocument(FulfilmentLocationDocument);
const saveMutation = toDocument(SaveFulfilmentLocationDocument);
const subdivisionsQuery = toDocument(SubdivisionsDocument);

export type FulfilmentLocation = FulfilmentLocationFieldsFragment;

type Contact = FulfilmentLocationDraft['contacts'][number];
const BLANK_CONTACT: Contact = { fullName: '', email: '', phoneNumber: '' };

interface Draft extends FulfilmentLocationDraft {
  contacts: Contact[];
}

function draftOf(location: FulfilmentLocation | null): Draft {
  return {
    name: location?.name ?? '',
    accessInstructions: location?.accessInstructions ?? '',
    address: {
      addressLine1: location?.address.addressLine1 ?? '',
      addressLine2: location?.address.addressLine2 ?? '',
      city: location?.address.city ?? '',
      state: location?.address.state ?? '',
      postalCode: location?.address.postalCode ?? '',
      country: location?.address.country ?? null,
    },
    contacts: location?.contacts.length
      ? location.contacts.map((c) => ({ fullName: c.fullName, email: c.email, phoneNumber: c.phoneNumber }))
      : [BLANK_CONTACT],
  };
}

export interface FulfilmentLocationModalProps {
  opened: boolean;
  /** The origin to edit; null adds one. */
  originId: string | null;
  countries: readonly CountryOptionFieldsFragment[];
  onClose: () => void;
  onSaved: (location: FulfilmentLocation) => void;
}

/** The shipping fulfilment location modal (sales §2 Session step 1, §5 Fulfilment location modal). */
export function FulfilmentLocationModal(props: FulfilmentLocationModalProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={props.originId ? 'Edit Shipping Fulfillment Location' : 'Add Shipping Fulfillment Location'}
      size="lg"
    >
      {props.opened ? (
        props.originId ? (
          <ExistingLocation {...props} originId={props.originId} />
        ) : (
          <FulfilmentLocationForm {...props} location={null} />
        )
      ) : null}
    </Modal>
  );
}

function ExistingLocation(props: FulfilmentLocationModalProps & { originId: string }) {
  const { data, loading, refetch } = useQuery(locationQuery, { variables: { id: props.originId } });
  if (loading && !data) return <LoadingState label="Loading the fulfillment location…" />;
  const location = data?.fulfilmentLocation;
  if (!location)
    return (
      <ErrorBanner
        message="Unable to load this fulfillment location. Please try again later."
        onRetry={() => void refetch()}
      />
    );
  return <FulfilmentLocationForm {...props} location={location} />;
}

function FulfilmentLocationForm({
  location,
  countries,
  onClose,
  onSaved,
}: FulfilmentLocationModalProps & { location: FulfilmentLocation | null }) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(location));
  const [saveFailed, setSaveFailed] = useState(false);
  const [save, { loading: saving }] = useMutation(saveMutation);

  const violations = useMemo(() => validateFulfilmentLocation(draft), [draft]);
  // Errors are highlighted once the user has tried to save (sales §5: "fix the highlighted errors").
  const { errorOf, attempt, attempted, refuse, serverErrors, clearServerErrors } = useFieldErrors(violations);
  const stateIsDropdown = fulfilmentStateIsDropdown(draft.address.country);
  const { data: subdivisionData } = useQuery(subdivisionsQuery, {
    variables: { countryCode: draft.address.country ?? '' },
    skip: !stateIsDropdown,
  });

  const setAddress = (patch: Partial<Draft['address']>) => {
    setDraft((d) => ({ ...d, address: { ...d.address, ...patch } }));
    clearServerErrors();
  };
  const setContact = (index: number, patch: Partial<Contact>) => {
    setDraft((d) => ({ ...d, contacts: d.contacts.map((c, i) => (i === index ? { ...c, ...patch } : c)) }));
    clearServerErrors();
  };

  async function submit() {
    attempt();
    setSaveFailed(false);
    if (violations.length > 0) return;
    try {
      const result = await save({
        variables: {
          input: {
            id: location?.id ?? null,
            name: draft.name.trim(),
            accessInstructions: draft.accessInstructions?.trim() || null,
            address: {
              addressLine1: draft.address.addressLine1.trim(),
              addressLine2: draft.address.addressLine2?.trim() || null,
              city: draft.address.city.trim(),
              state: draft.address.state.trim(),
              postalCode: draft.address.postalCode.trim(),
              country: draft.address.country ?? '',
            },
            contacts: draft.contacts.map((c) => ({
              fullName: c.fullName.trim(),
              email: c.email.trim(),
              phoneNumber: c.phoneNumber.trim(),
            })),
          },
        },
      });
      const saved = result.data?.saveFulfilmentLocation;
      if (!saved) throw new Error('No fulfilment location in the answer');
      onSaved(saved);
    } catch (e) {
      if (refuse(e).length === 0) setSaveFailed(true);
    }
  }

  const showFixBanner = (attempted && violations.length > 0) || Object.keys(serverErrors).length > 0;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {saveFailed ? (
          <ErrorBanner message={MESSAGES.saveFailed} onClose={() => setSaveFailed(false)} />
        ) : null}
        <TextInput
          label="Facility Name"
          required
          value={draft.name}
          maxLength={LIMITS.name}
          onChange={(e) => {
            const name = e.currentTarget.value;
            setDraft((d) => ({ ...d, name }));
          }}
          error={errorOf('name')}
          data-autofocus
        />
        <TextInput
          label="Street Address 1"
          required
          value={draft.address.addressLine1}
          maxLength={LIMITS.addressLine1}
          onChange={(e) => setAddress({ addressLine1: e.currentTarget.value })}
          error={errorOf('address.addressLine1')}
        />
        <TextInput
          label="Street Address 2"
          value={draft.address.addressLine2 ?? ''}
          maxLength={LIMITS.addressLine2}
          onChange={(e) => setAddress({ addressLine2: e.currentTarget.value })}
          error={errorOf('address.addressLine2')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label="City"
            required
            value={draft.address.city}
            maxLength={LIMITS.city}
            onChange={(e) => setAddress({ city: e.currentTarget.value })}
            error={errorOf('address.city')}
          />
          <CountrySelect
            label="Country"
            required
            countries={countries}
            value={draft.address.country ?? null}
            onChange={(country) => {
              // The state list belongs to the old country.
              if (country !== draft.address.country) setAddress({ country, state: '' });
            }}
            error={errorOf('address.country')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {stateIsDropdown ? (
            <Select
              label="State / Province"
              required
              placeholder="Select a state or province"
              data={(subdivisionData?.subdivisions ?? []).map((s) => ({ value: s.code, label: s.name }))}
              value={draft.address.state || null}
              onChange={(state) => setAddress({ state: state ?? '' })}
              error={errorOf('address.state')}
              searchable
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          ) : (
            <TextInput
              label="State / Province"
              required
              value={draft.address.state}
              maxLength={LIMITS.state}
              onChange={(e) => setAddress({ state: e.currentTarget.value })}
              error={errorOf('address.state')}
            />
          )}
          <TextInput
            label="Postal code"
            required
            value={draft.address.postalCode}
            maxLength={LIMITS.postalCode}
            onChange={(e) => setAddress({ postalCode: e.currentTarget.value })}
            error={errorOf('address.postalCode')}
          />
        </SimpleGrid>
        <TextInput
          label="Onsite instructions"
          description="How carriers find the pick-up point (optional)."
          value={draft.accessInstructions ?? ''}
          maxLength={LIMITS.accessInstructions}
          onChange={(e) => {
            const accessInstructions = e.currentTarget.value;
            setDraft((d) => ({ ...d, accessInstructions }));
          }}
          error={errorOf('accessInstructions')}
        />
        <Divider label="Contacts" labelPosition="left" />
        {errorOf('contacts') ? (
          <Text size="sm" c="red">
            {errorOf('contacts')}
          </Text>
        ) : null}
        {draft.contacts.map((contact, index) => (
          <Paper
            key={index}
            p="sm"
            bg="gray.0"
            withBorder={false}
            role="group"
            aria-label={`Contact ${index + 1}`}
          >
            <Group justify="space-between" mb={4}>
              <Text size="sm" fw={600}>
                Contact {index + 1}
              </Text>
              <Tooltip label="Remove contact">
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove contact ${index + 1}`}
                  onClick={() =>
                    setDraft((d) => ({ ...d, contacts: withoutContact(d.contacts, index, BLANK_CONTACT) }))
                  }
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            </Group>
            <TextInput
              label="Contact name"
              required
              value={contact.fullName}
              maxLength={LIMITS.contactName}
              onChange={(e) => setContact(index, { fullName: e.currentTarget.value })}
              error={errorOf(`contacts.${index}.fullName`)}
            />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
              <TextInput
                label="Contact email"
                required
                type="email"
                value={contact.email}
                onChange={(e) => setContact(index, { email: e.currentTarget.value })}
                error={errorOf(`contacts.${index}.email`)}
              />
              <TextInput
                label="Contact phone number"
                required
                type="tel"
                placeholder="+12125550100"
                value={contact.phoneNumber}
                onChange={(e) => setContact(index, { phoneNumber: e.currentTarget.value })}
                error={errorOf(`contacts.${index}.phoneNumber`)}
              />
            </SimpleGrid>
          </Paper>
        ))}
        <Button
          variant="subtle"
          leftSection={<IconPlus size={16} />}
          onClick={() => setDraft((d) => ({ ...d, contacts: [...d.contacts, BLANK_CONTACT] }))}
          w="fit-content"
        >
          Add Contact
        </Button>
        {/* Beside Save, where the user is looking when the save is refused. */}
        {showFixBanner ? <ErrorBanner message={MESSAGES.fixHighlighted} /> : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
