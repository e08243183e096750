import { HOUSE_LOCATION_MESSAGES } from '@ah/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMapPin, IconPencil, IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DeleteHouseLocationDocument, LocationsPageDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ConfirmModal } from '../../../ui/ConfirmModal';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { ListSkeleton } from '../../../ui/LoadingState';
import { PageHeader } from '../../../ui/PageHeader';
import { useDialogParam } from '../../../ui/useDialogParam';
import { HouseLocationModal, type HouseLocation } from '../components/HouseLocationModal';

const pageQuery = toDocument(LocationsPageDocument);
const deleteMutation = toDocument(DeleteHouseLocationDocument);

/** The address lines of a location as people write them. */
export function addressLines(location: HouseLocation): string[] {
  const region = location.stateCode || location.province || '';
  return [
    location.street1,
    location.street2 ?? '',
    [location.city, [region, location.postalCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
    location.countryName,
  ].filter((line) => line.trim() !== '');
}

function LocationCard({
  location,
  onEdit,
  onDelete,
}: {
  location: HouseLocation;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const name = location.facilityName || location.label;
  const headingId = `location-${location.id}`;
  return (
    <Paper p="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
            <IconMapPin size={18} stroke={1.6} aria-hidden style={{ flexShrink: 0 }} />
            {/* The level under the page's h1 (a skipped level breaks heading navigation); h3's size. */}
            <Title order={2} size="h3" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
          </Group>
          {location.primary ? (
            <Badge
              variant="light"
              color="teal"
              leftSection={<IconStar size={10} />}
              style={{ flexShrink: 0 }}
            >
              Primary location
            </Badge>
          ) : null}
        </Group>
        <Stack gap={0}>
          {addressLines(location).map((line, i) => (
            <Text key={i} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
        {location.phone || location.email ? (
          <Text size="sm" c="dimmed">
            {[location.phone, location.email].filter(Boolean).join(' · ')}
          </Text>
        ) : null}
        {location.timeZone ? (
          <Text size="xs" c="dimmed">
            Time zone: {location.timeZone}
          </Text>
        ) : null}
        <Group gap="xs" mt="auto" justify="flex-end">
          <Tooltip label="Edit">
            <ActionIcon variant="subtle" onClick={onEdit} aria-label={`Edit ${name}`}>
              <IconPencil size={16} />
            </ActionIcon>
          </Tooltip>
          {location.primary ? (
            <Tooltip label={HOUSE_LOCATION_MESSAGES.primaryCannotBeDeleted}>
              <ActionIcon variant="subtle" color="gray" disabled aria-label={`Delete ${name} (primary)`}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label="Delete">
              <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`Delete ${name}`}>
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** Settings → Locations (/settings/locations, sales §2, §5): the house's locations, add, edit, delete. */
export function LocationsPage() {
  const { data, loading, error, refetch } = useQuery(pageQuery, {
    errorPolicy: 'all',
    fetchPolicy: 'cache-and-network',
  });
  const { dialog, params, open, close } = useDialogParam();
  const [deleteLocation, { loading: deleting }] = useMutation(deleteMutation);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const locations = data?.houseLocations;
  const countries = data?.countries ?? [];
  const timeZones = data?.timeZones ?? [];
  const selected = locations?.find((l) => l.id === params.get('locationId')) ?? null;

  async function confirmDelete() {
    if (!selected) return;
    setDeleteError(null);
    try {
      await deleteLocation({ variables: { id: selected.id } });
      close(['locationId']);
      notifications.show({ color: 'teal', message: 'The location was deleted.' });
      await refetch();
    } catch (e) {
      setDeleteError(badUserInputMessage(e) ?? LOAD_FAILED_MESSAGE);
    }
  }

  let body;
  if (loading && !locations) body = <ListSkeleton rows={3} label="Loading your locations" />;
  else if (!locations) body = <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} />;
  else if (locations.length === 0)
    body = (
      <EmptyState
        icon={<IconMapPin size={28} stroke={1.5} />}
        title="No locations yet"
        description="Add the address where your sales take place."
      />
    );
  else
    body = (
      <Stack gap="md">
        {error ? <ErrorBanner message={LOAD_FAILED_MESSAGE} onRetry={() => void refetch()} /> : null}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {locations.map((location) => (
            <LocationCard
              key={location.id}
              location={location}
              onEdit={() => open('edit-location', { locationId: location.id })}
              onDelete={() => {
                setDeleteError(null);
                open('delete-location', { locationId: location.id });
              }}
            />
          ))}
        </SimpleGrid>
      </Stack>
    );

  return (
    <>
      <PageHeader
        eyebrow="Settings"
        title="Locations"
        description="The addresses of your sales. The primary location is your house's main address and cannot be deleted."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => open('add-location')} disabled={!data}>
            Add Location
          </Button>
        }
      />
      {body}
      <HouseLocationModal
        opened={dialog === 'add-location' || (dialog === 'edit-location' && Boolean(selected))}
        location={dialog === 'edit-location' ? selected : null}
        countries={countries}
        timeZones={timeZones}
        onClose={() => close(['locationId'])}
        onSaved={(saved) => {
          close(['locationId']);
          notifications.show({ color: 'teal', message: `${saved.facilityName || saved.label} was saved.` });
          void refetch();
        }}
      />
      <ConfirmModal
        opened={dialog === 'delete-location' && Boolean(selected) && !selected?.primary}
        title="Delete Location"
        actionLabel="Delete"
        busy={deleting}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onCancel={() => close(['locationId'])}
      >
        Delete the location <strong>{selected ? selected.facilityName || selected.label : ''}</strong>? This
        cannot be undone.
      </ConfirmModal>
    </>
  );
}

export default LocationsPage;
