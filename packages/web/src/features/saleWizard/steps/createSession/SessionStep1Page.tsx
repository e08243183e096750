import {
  canContinueSessionStep1,
  DEFAULT_STAGGER_SECONDS,
  FULFILMENT_LOCATION_MESSAGES,
  SESSION_HOURS,
  SESSION_MINUTES,
  SESSION_STEP1_MESSAGES,
  SESSION_TITLE_MAX,
  SESSION_WIZARD_MESSAGES,
  sessionDateRange,
  STAGGER_SECONDS_OPTIONS,
  validateSessionStep1,
  type SessionStep1Draft,
} from '@ah/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconLock, IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  SaveSessionDetailsDocument,
  SessionStep1Document,
  type SessionStep1Query,
} from '../../../../__generated__/graphql';
import { useViewer } from '../../../../platform/access/ViewerContext';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { canAccess } from '../../../../platform/access/accessRules';
import { ErrorBanner } from '../../../../ui/ErrorBanner';
import { todayIn } from '../../../../ui/formatters';
import { badUserInputMessage } from '../../../../ui/graphqlErrors';
import { LoadingState } from '../../../../ui/LoadingState';
import { useDialogParam } from '../../../../ui/useDialogParam';
import { useFieldErrors } from '../../../../ui/useFieldErrors';
import { HouseLocationModal } from '../../../locations';
import { FulfilmentLocationModal } from '../../components/FulfilmentLocationModal';
import { SessionDateTimeFields } from './components/SessionDateTimeFields';
import { TimedOptions, type TimedOptionsValue } from './components/TimedOptions';
import { WizardFrame } from '../../components/WizardFrame';
import { cancelPathOf, type WizardRoute } from '../../model/wizardRoute';

const step1Query = toDocument(SessionStep1Document);
const saveMutation = toDocument(SaveSessionDetailsDocument);

type Wizard = NonNullable<SessionStep1Query['sessionWizard']>;
type Countries = NonNullable<SessionStep1Query['countries']>;

/** The select entries that open a modal instead of choosing a value. */
const ADD_LOCATION = '__add_location__';
const ADD_FULFILMENT = '__add_fulfilment__';

interface Step1Form extends SessionStep1Draft {
  fulfilmentLocationId: string | null;
  timed: TimedOptionsValue;
}

function initialForm(wizard: Wizard): Step1Form {
  const s = wizard.session;
  const primary = wizard.locations.find((l) => l.primary) ?? wizard.locations[0];
  return {
    title: s?.title ?? '',
    locationId: s?.locationId ?? primary?.id ?? null,
    fulfilmentLocationId: s?.fulfilmentLocationId ?? null,
    date: s?.date ?? null,
    hour: s?.hour ?? null,
    minute: s?.minute ?? null,
    ampm: s?.ampm ?? null,
    timeZone: s?.timeZone ?? primary?.timeZone ?? wizard.houseTimeZone,
    isTimed: wizard.auctionType === 'TIMED',
    // Timed sessions stagger by default at 60 s and resell unsold live lots (sales §4).
    timed: {
      staggered: s?.timed?.staggered ?? true,
      staggerSeconds: s?.timed?.staggerSeconds ?? DEFAULT_STAGGER_SECONDS,
      resellUnsoldLiveLots: s?.timed?.resellUnsoldLiveLots ?? true,
    },
  };
}

/** Session wizard step 1, Create Session (sales §2 Session step 1, §4 Wizard, §5 Session step 1). */
export function SessionStep1Page({ route }: { route: WizardRoute }) {
  const { data, loading, refetch } = useQuery(step1Query, {
    variables: { groupId: route.groupId, catalogId: route.catalogId },
    errorPolicy: 'all',
    // The form starts from what is saved now, never from an older answer in the cache.
    fetchPolicy: 'network-only',
  });
  const wizard = data?.sessionWizard;
  return (
    <WizardFrame
      flow="session"
      step={1}
      hasShippingPolicy={Boolean(wizard?.shippingPolicy)}
      saleName={wizard?.session?.title}
    >
      {loading && !wizard ? (
        <LoadingState label="Loading your session details…" />
      ) : !wizard ? (
        <ErrorBanner message={SESSION_WIZARD_MESSAGES.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <Step1Form
          key={`${wizard.groupId}/${wizard.catalogId}`}
          route={route}
          wizard={wizard}
          countries={data?.countries ?? []}
          refetch={() => refetch()}
        />
      )}
    </WizardFrame>
  );
}

function Step1Form({
  route,
  wizard,
  countries,
  refetch,
}: {
  route: WizardRoute;
  wizard: Wizard;
  countries: Countries;
  refetch: () => Promise<unknown>;
}) {
  const navigate = useNavigate();
  const viewer = useViewer();
  const { dialog, params, open, close } = useDialogParam();
  const [form, setForm] = useState<Step1Form>(() => initialForm(wizard));
  const [submitError, setSubmitError] = useState<{ message: string; detail: string | null } | null>(null);
  const [save, { loading: saving }] = useMutation(saveMutation);

  const isNew = wizard.catalogId === '0' || !wizard.session;
  const locked = Boolean(wizard.session?.in2Hours);
  const timeZone = form.timeZone || wizard.houseTimeZone;
  const today = todayIn(timeZone);
  const range = sessionDateRange(today);
  const violations = useMemo(() => validateSessionStep1(form, today), [form, today]);
  const canContinue = canContinueSessionStep1(form, wizard.sessionLimitReached) && !saving && !locked;
  const canAddLocation = canAccess(viewer, 'sensitive');

  const { errorOf, touch, touched, refuse, clearServerErrors } = useFieldErrors(violations);
  const set = (patch: Partial<Step1Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    clearServerErrors();
  };

  const locationOptions = [
    ...wizard.locations.map((l) => ({ value: l.id, label: l.label })),
    ...(canAddLocation ? [{ value: ADD_LOCATION, label: '+ Add New Location' }] : []),
  ];
  const origins = wizard.shippingPolicy?.origins ?? [];
  const fulfilmentOptions = [
    ...origins.map((o) => ({ value: o.id, label: o.name })),
    { value: ADD_FULFILMENT, label: '+ Add New Fulfillment Location' },
  ];

  async function submit() {
    touch('title', 'locationId', 'date', 'hour', 'minute', 'ampm', 'timeZone', 'timed.staggerSeconds');
    setSubmitError(null);
    if (violations.length > 0 || !canContinue) return;
    try {
      const result = await save({
        variables: {
          groupId: route.groupId,
          catalogId: route.catalogId,
          fromSummary: route.fromSummary,
          input: {
            title: form.title.trim(),
            locationId: form.locationId ?? null,
            fulfilmentLocationId: wizard.shippingPolicy ? form.fulfilmentLocationId : null,
            date: form.date ?? null,
            hour: form.hour ?? null,
            minute: form.minute ?? null,
            ampm: form.ampm ?? null,
            timeZone: form.timeZone ?? null,
            timed: form.isTimed
              ? {
                  staggered: form.timed.staggered,
                  staggerSeconds: form.timed.staggerSeconds,
                  resellUnsoldLiveLots: form.timed.resellUnsoldLiveLots,
                }
              : null,
          },
        },
      });
      const payload = result.data?.saveSessionDetails;
      if (!payload) throw new Error('No answer to the save');
      if (!payload.ok)
        notifications.show({
          color: 'yellow',
          title: 'Session saved',
          message: `Your session was saved, but part of the save did not complete: ${payload.parts
            .filter((p) => !p.ok)
            .map((p) => p.message ?? p.part)
            .join('; ')}`,
        });
      navigate(payload.nextPath);
    } catch (e) {
      refuse(e);
      setSubmitError({
        message: isNew ? SESSION_WIZARD_MESSAGES.createFailed : SESSION_WIZARD_MESSAGES.submitFailed,
        detail: badUserInputMessage(e),
      });
      window.scrollTo({ top: 0, behavior: 'smooth' });
    }
  }

  const title = form.title;
  return (
    <>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="lg">
          {submitError ? (
            <ErrorBanner
              message={submitError.message}
              detail={submitError.detail}
              onClose={() => setSubmitError(null)}
            />
          ) : null}
          {wizard.sessionLimitReached ? (
            <Alert color="orange" icon={<IconAlertTriangle size={18} />} role="alert">
              {wizard.sessionLimitMessage ?? SESSION_STEP1_MESSAGES.sessionLimit}
            </Alert>
          ) : null}
          {locked ? (
            <Alert
              color="orange"
              icon={<IconLock size={18} />}
              title="Catalog is within 2 hours of sale start time"
            >
              You can not edit, delete or add additional lots at this time.
            </Alert>
          ) : null}

          <Paper p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Text fw={650}>Session</Text>
              <TextInput
                label="Session Title"
                description={`Bidders see this title. ${title.length}/${SESSION_TITLE_MAX}`}
                required
                value={title}
                maxLength={SESSION_TITLE_MAX}
                onChange={(e) => set({ title: e.currentTarget.value })}
                onBlur={() => touch('title')}
                error={errorOf('title')}
                disabled={locked}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Select
                  label="Location"
                  placeholder={wizard.locations.length ? 'Select a location' : 'Add a location first'}
                  required
                  data={locationOptions}
                  value={form.locationId ?? null}
                  onChange={(value) => {
                    if (value === ADD_LOCATION) {
                      open('add-location');
                      return;
                    }
                    const location = wizard.locations.find((l) => l.id === value);
                    // A location with a time zone suggests it while the user has not picked one.
                    set({
                      locationId: value,
                      timeZone: touched.has('timeZone')
                        ? form.timeZone
                        : (location?.timeZone ?? form.timeZone),
                    });
                    touch('locationId');
                  }}
                  onBlur={() => touch('locationId')}
                  error={errorOf('locationId')}
                  allowDeselect={false}
                  disabled={locked}
                  comboboxProps={{ withinPortal: true }}
                />
                {wizard.shippingPolicy ? (
                  <Stack gap={4}>
                    <Select
                      label="Shipping Fulfillment Location"
                      description="Where carriers collect sold lots (optional)."
                      placeholder="Select a fulfillment location"
                      data={fulfilmentOptions}
                      value={form.fulfilmentLocationId}
                      onChange={(value) => {
                        if (value === ADD_FULFILMENT) open('add-fulfilment');
                        else set({ fulfilmentLocationId: value });
                      }}
                      clearable
                      error={errorOf('fulfilmentLocationId')}
                      disabled={locked}
                      comboboxProps={{ withinPortal: true }}
                    />
                    {form.fulfilmentLocationId ? (
                      <Button
                        variant="subtle"
                        size="compact-sm"
                        w="fit-content"
                        leftSection={<IconPencil size={14} />}
                        onClick={() => open('edit-fulfilment', { originId: form.fulfilmentLocationId ?? '' })}
                        disabled={locked}
                      >
                        Edit fulfillment location
                      </Button>
                    ) : null}
                  </Stack>
                ) : null}
              </SimpleGrid>
            </Stack>
          </Paper>

          <Paper p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="md">
              <Text fw={650}>{form.isTimed ? 'First Lot End' : 'Date & Time'}</Text>
              <SessionDateTimeFields
                value={{
                  date: form.date ?? null,
                  hour: form.hour ?? null,
                  minute: form.minute ?? null,
                  ampm: form.ampm ?? null,
                  timeZone: form.timeZone ?? null,
                }}
                onChange={(next) => {
                  const changed = (Object.keys(next) as (keyof typeof next)[]).filter(
                    (k) => next[k] !== (form[k] ?? null),
                  );
                  set(next);
                  touch(
                    ...changed,
                    ...(changed.includes('hour') || changed.includes('minute') ? ['hour', 'minute'] : []),
                  );
                }}
                isTimed={form.isTimed}
                hours={SESSION_HOURS}
                minutes={SESSION_MINUTES}
                minDate={range.min}
                maxDate={range.max}
                timeZones={wizard.timeZones.map((z) => ({
                  value: z.id,
                  label: `${z.name} (${z.abbreviation})`,
                }))}
                errors={{
                  date: errorOf('date'),
                  time: errorOf('hour', 'minute'),
                  ampm: errorOf('ampm'),
                  timeZone: errorOf('timeZone'),
                }}
                disabled={locked}
              />
              {form.isTimed ? (
                <TimedOptions
                  value={form.timed}
                  onChange={(timed) => set({ timed })}
                  choices={STAGGER_SECONDS_OPTIONS}
                  error={errorOf('timed.staggerSeconds')}
                  disabled={locked}
                />
              ) : null}
            </Stack>
          </Paper>

          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => navigate(cancelPathOf(route))} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={!canContinue} loading={saving}>
              Continue
            </Button>
          </Group>
        </Stack>
      </form>

      <HouseLocationModal
        opened={dialog === 'add-location'}
        location={null}
        countries={countries}
        timeZones={wizard.timeZones}
        onClose={() => close()}
        onSaved={(saved) => {
          close();
          notifications.show({ color: 'teal', message: `${saved.facilityName || saved.label} was added.` });
          set({
            locationId: saved.id,
            timeZone: touched.has('timeZone') ? form.timeZone : (saved.timeZone ?? form.timeZone),
          });
          void refetch();
        }}
      />
      <FulfilmentLocationModal
        opened={dialog === 'add-fulfilment' || dialog === 'edit-fulfilment'}
        originId={dialog === 'edit-fulfilment' ? params.get('originId') : null}
        countries={countries}
        onClose={() => close(['originId'])}
        onSaved={(saved) => {
          close(['originId']);
          notifications.show({ color: 'teal', message: FULFILMENT_LOCATION_MESSAGES.saved });
          set({ fulfilmentLocationId: saved.id });
          void refetch();
        }}
      />
    </>
  );
}
