import {
  CATEGORIES_MAX,
  FACEBOOK_SHARE_CHANNEL_IDS,
  SESSION_STEP2_MESSAGES,
  SESSION_WIZARD_MESSAGES,
  VIEW_NOTES_MAX,
  validateSessionStep2,
  type ChannelStateCode,
} from '@ah/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  Textarea,
} from '@mantine/core';
import { IconBrandFacebook, IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  SaveSessionSettingsDocument,
  SessionStep2Document,
  type ChannelState,
  type ContactRole,
  type SessionSavePart,
  type SessionStep2Query,
  type WizardAction,
} from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { ErrorBanner } from '../../../../ui/ErrorBanner';
import { badUserInputMessage } from '../../../../ui/graphqlErrors';
import { LoadingState } from '../../../../ui/LoadingState';
import { useFieldErrors } from '../../../../ui/useFieldErrors';
import { PartialSaveAlert } from '../../components/PartialSaveAlert';
import { WizardFrame } from '../../components/WizardFrame';
import type { WizardRoute } from '../../model/wizardRoute';
import { formatSaleMoney } from '../../../../ui/moneyFormat';
import { SESSION_SAVE_PART_LABELS } from '../../model/savePartLabels';
import { useWizardSave } from '../../model/useWizardSave';

const step2Query = toDocument(SessionStep2Document);
const saveMutation = toDocument(SaveSessionSettingsDocument);

type Wizard = NonNullable<SessionStep2Query['sessionWizard']>;
type Session = NonNullable<Wizard['session']>;

const STATE_CODES: Readonly<Record<ChannelState, ChannelStateCode>> = {
  NOT_AVAILABLE: 0,
  VIEW_ONLY: 1,
  AVAILABLE: 2,
};

type ContactField = 'consignmentContactId' | 'saleAdministratorId' | 'expertContactId';
const CONTACT_FIELD: Readonly<Record<ContactRole, ContactField>> = {
  CONSIGNMENT: 'consignmentContactId',
  SALE_ADMINISTRATOR: 'saleAdministratorId',
  EXPERT: 'expertContactId',
};

interface Step2Form {
  audioVideo: boolean;
  channels: Record<string, ChannelState>;
  contacts: Record<ContactField, string | null>;
  categoryIds: string[];
  description: string;
  viewingNotes: string;
  saveContactsAsDefault: boolean;
  saveViewingNotesAsDefault: boolean;
}

function initialForm(wizard: Wizard, session: Session): Step2Form {
  const d = wizard.locationDefaults;
  return {
    audioVideo: session.audioVideo,
    channels: Object.fromEntries(wizard.channels.map((c) => [c.id, c.state])),
    contacts: {
      consignmentContactId: session.contacts.consignment?.id ?? d?.consignmentContactId ?? null,
      saleAdministratorId: session.contacts.saleAdministrator?.id ?? d?.saleAdministratorId ?? null,
      expertContactId: session.contacts.expert?.id ?? d?.expertContactId ?? null,
    },
    categoryIds: [...session.categoryIds],
    description: session.description ?? '',
    viewingNotes: session.viewingNotes ?? d?.viewingNotes ?? '',
    saveContactsAsDefault: false,
    saveViewingNotesAsDefault: false,
  };
}

/** Session wizard step 2, Session Details (sales §2 Session step 2, §4 Wizard, §5 Session step 2, §7). */
export function SessionStep2Page({ route }: { route: WizardRoute }) {
  const { data, loading, refetch } = useQuery(step2Query, {
    variables: { groupId: route.groupId, catalogId: route.catalogId },
    errorPolicy: 'all',
    // The form starts from what is saved now, never from an older answer in the cache.
    fetchPolicy: 'network-only',
  });
  const wizard = data?.sessionWizard;
  const session = wizard?.session;
  return (
    <WizardFrame
      flow="session"
      step={2}
      hasShippingPolicy={Boolean(wizard?.shippingPolicy)}
      saleName={session?.title}
    >
      {loading && !wizard ? (
        <LoadingState label="Loading your session details…" />
      ) : !wizard || !session ? (
        <ErrorBanner message={SESSION_WIZARD_MESSAGES.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <Step2Form key={session.id} route={route} wizard={wizard} session={session} />
      )}
    </WizardFrame>
  );
}

function Step2Form({ route, wizard, session }: { route: WizardRoute; wizard: Wizard; session: Session }) {
  const [form, setForm] = useState<Step2Form>(() => initialForm(wizard, session));
  const [submitError, setSubmitError] = useState<{ message: string; detail: string | null } | null>(null);
  const { run, failedParts } = useWizardSave<SessionSavePart>();
  const [lastAction, setLastAction] = useState<WizardAction>('CONTINUE');
  const [save, { loading: saving }] = useMutation(saveMutation);

  const locked = session.in2Hours;
  const violations = useMemo(
    () =>
      validateSessionStep2({
        categoryIds: form.categoryIds,
        channels: wizard.channels.map((c) => ({
          state: STATE_CODES[form.channels[c.id] ?? c.state],
          states: c.states.map((s) => STATE_CODES[s.state]),
        })),
        viewingNotes: form.viewingNotes,
      }),
    [form, wizard.channels],
  );
  // The viewing notes' length shows while typing; the other rules once Continue was tried.
  const fields = useFieldErrors(violations, {
    shownAnyway: (field) => field === 'viewingNotes' && form.viewingNotes.length > 0,
  });
  const errorOf = fields.errorOf;
  const set = (patch: Partial<Step2Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    fields.clearServerErrors();
  };

  const noContacts = wizard.contactTypes.every((t) => t.contacts.length === 0);
  const categoryData = wizard.categories.map((c) => ({
    group: c.name,
    items: [{ value: c.id, label: c.name }, ...c.subcategories.map((s) => ({ value: s.id, label: s.name }))],
  }));

  async function submit(action: WizardAction, onlyParts: SessionSavePart[] | null = null) {
    fields.attempt();
    setSubmitError(null);
    setLastAction(action);
    if (violations.length > 0) return;
    await run(
      async () => {
        const result = await save({
          variables: {
            catalogId: session.id,
            action,
            fromSummary: route.fromSummary,
            onlyParts,
            input: {
              audioVideo: form.audioVideo,
              channels: wizard.channels.map((c) => ({
                channelId: c.id,
                state: form.channels[c.id] ?? c.state,
              })),
              contacts: form.contacts,
              categoryIds: form.categoryIds,
              description: form.description.trim() || null,
              viewingNotes: form.viewingNotes.trim() || null,
              saveContactsAsDefault: form.saveContactsAsDefault,
              saveViewingNotesAsDefault: form.saveViewingNotesAsDefault,
            },
          },
        });
        return result.data?.saveSessionSettings;
      },
      (e) => {
        fields.refuse(e);
        setSubmitError({ message: SESSION_WIZARD_MESSAGES.submitFailed, detail: badUserInputMessage(e) });
      },
    );
  }

  const premium = wizard.buyerPremium;
  const currency = session.currency;

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit('CONTINUE');
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
        {failedParts.length > 0 ? (
          <PartialSaveAlert
            failed={failedParts.map((p) => ({ label: SESSION_SAVE_PART_LABELS[p.part], message: p.message }))}
            retrying={saving}
            onRetry={() =>
              void submit(
                lastAction,
                failedParts.map((p) => p.part),
              )
            }
          />
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

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Paper p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="sm">
              <Text fw={650}>Buyer&apos;s Premium</Text>
              {premium && premium.tiers.length > 0 ? (
                <>
                  <Table withTableBorder={false} verticalSpacing={4} aria-label="Buyer's premium tiers">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>From</Table.Th>
                        <Table.Th>To</Table.Th>
                        <Table.Th ta="right">Premium</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {premium.tiers.map((tier) => (
                        <Table.Tr key={tier.from}>
                          <Table.Td>{formatSaleMoney(tier.from, currency.code)}</Table.Td>
                          <Table.Td>
                            {tier.to ? formatSaleMoney(tier.to, currency.code) : 'and above'}
                          </Table.Td>
                          <Table.Td ta="right">{tier.percent}%</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                  <Text size="xs" c="dimmed">
                    {premium.application === 'SLICE_BY_BAND'
                      ? 'Each rate applies to the part of the hammer price within its band.'
                      : 'The rate of the band the hammer price falls in applies to the whole hammer price.'}
                  </Text>
                </>
              ) : (
                <Text size="sm" c="dimmed">
                  No buyer&apos;s premium is set for this sale.
                </Text>
              )}
            </Stack>
          </Paper>
          <Paper p={{ base: 'md', sm: 'lg' }}>
            <Stack gap="sm">
              <Text fw={650}>Currency</Text>
              <Text size="sm">
                {currency.name} ({currency.code})
              </Text>
              {session.vatRate !== '0' ? <Text size="sm">VAT: {session.vatRate}%</Text> : null}
              {wizard.auctionType === 'LIVE' ? (
                <Switch
                  mt="sm"
                  label="Audio/Video"
                  description="Broadcast audio and video of the live sale to online bidders."
                  checked={form.audioVideo}
                  onChange={(e) => set({ audioVideo: e.currentTarget.checked })}
                  disabled={locked}
                />
              ) : null}
            </Stack>
          </Paper>
        </SimpleGrid>

        <Paper p={{ base: 'md', sm: 'lg' }} component="fieldset" style={{ margin: 0 }}>
          <Stack gap="md">
            <Text component="legend" fw={650} px={4}>
              Post Sale To
            </Text>
            {errorOf('channels') ? (
              <Text size="sm" c="red" role="alert">
                {errorOf('channels')}
              </Text>
            ) : null}
            {wizard.channels.length === 0 ? (
              <Text size="sm" c="dimmed">
                No channels are available for this session.
              </Text>
            ) : (
              wizard.channels.map((channel) => {
                const state = form.channels[channel.id] ?? channel.state;
                const facebook =
                  FACEBOOK_SHARE_CHANNEL_IDS.includes(
                    Number(channel.id) as (typeof FACEBOOK_SHARE_CHANNEL_IDS)[number],
                  ) && state === 'AVAILABLE';
                return (
                  <Stack key={channel.id} gap={4}>
                    <Group gap="xs">
                      <Text size="sm" fw={600}>
                        {channel.name}
                      </Text>
                      {channel.fixed ? (
                        <Badge size="xs" variant="light" color="gray">
                          Fixed
                        </Badge>
                      ) : null}
                      {facebook ? (
                        <Badge
                          size="xs"
                          variant="light"
                          color="blue"
                          leftSection={<IconBrandFacebook size={10} />}
                        >
                          Facebook share
                        </Badge>
                      ) : null}
                    </Group>
                    {channel.fixed ? (
                      <Text size="sm" c="dimmed">
                        {channel.states[0]?.label}
                      </Text>
                    ) : (
                      <Radio.Group
                        value={state}
                        onChange={(value) => {
                          const next = channel.states.find((s) => s.state === value)?.state;
                          if (next) set({ channels: { ...form.channels, [channel.id]: next } });
                        }}
                        aria-label={`${channel.name} availability`}
                      >
                        <Group gap="lg">
                          {channel.states.map((s) => (
                            <Radio key={s.state} value={s.state} label={s.label} disabled={locked} />
                          ))}
                        </Group>
                      </Radio.Group>
                    )}
                  </Stack>
                );
              })
            )}
          </Stack>
        </Paper>

        <Paper p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Text fw={650}>Contacts</Text>
            {noContacts ? (
              <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
                {SESSION_STEP2_MESSAGES.noContacts}
              </Alert>
            ) : (
              <>
                <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
                  {wizard.contactTypes.map((type) => {
                    const field = CONTACT_FIELD[type.role];
                    return (
                      <Select
                        key={type.id}
                        label={type.name}
                        placeholder={type.contacts.length ? 'Select a contact' : 'No contacts of this type'}
                        data={type.contacts.map((c) => ({ value: c.id, label: c.displayName }))}
                        value={form.contacts[field]}
                        onChange={(value) => set({ contacts: { ...form.contacts, [field]: value } })}
                        clearable
                        disabled={locked || type.contacts.length === 0}
                        comboboxProps={{ withinPortal: true }}
                      />
                    );
                  })}
                </SimpleGrid>
                <Checkbox
                  label="Save these contacts as the default for this location"
                  checked={form.saveContactsAsDefault}
                  onChange={(e) => set({ saveContactsAsDefault: e.currentTarget.checked })}
                  disabled={locked}
                />
              </>
            )}
          </Stack>
        </Paper>

        <Paper p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <MultiSelect
              label="Categories"
              description={`Bidders following these categories get an email alert. Choose 1 to ${CATEGORIES_MAX}. (${form.categoryIds.length}/${CATEGORIES_MAX})`}
              placeholder={form.categoryIds.length < CATEGORIES_MAX ? 'Select categories' : undefined}
              required
              data={categoryData}
              value={form.categoryIds}
              onChange={(categoryIds) => set({ categoryIds })}
              maxValues={CATEGORIES_MAX}
              searchable
              hidePickedOptions
              error={errorOf('categoryIds')}
              disabled={locked}
              comboboxProps={{ withinPortal: true }}
            />
            <Textarea
              label="Description"
              autosize
              minRows={3}
              maxRows={10}
              value={form.description}
              onChange={(e) => set({ description: e.currentTarget.value })}
              disabled={locked}
            />
            <Textarea
              label="Viewing Notes"
              description={`When and where bidders can view the lots. No HTML or script. ${form.viewingNotes.length}/${VIEW_NOTES_MAX}`}
              autosize
              minRows={3}
              maxRows={10}
              value={form.viewingNotes}
              onChange={(e) => set({ viewingNotes: e.currentTarget.value })}
              error={errorOf('viewingNotes')}
              disabled={locked}
            />
            <Checkbox
              label="Save these viewing notes as the default for this location"
              checked={form.saveViewingNotesAsDefault}
              onChange={(e) => set({ saveViewingNotesAsDefault: e.currentTarget.checked })}
              disabled={locked}
            />
          </Stack>
        </Paper>

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => void submit('SAVE_AND_EXIT')} disabled={saving || locked}>
            Save &amp; Exit
          </Button>
          <Button
            type="submit"
            loading={saving && lastAction === 'CONTINUE'}
            disabled={locked || (saving && lastAction !== 'CONTINUE')}
          >
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
