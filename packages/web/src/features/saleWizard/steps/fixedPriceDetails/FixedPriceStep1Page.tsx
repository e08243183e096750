import {
  CALENDAR_PATH,
  FIXED_PRICE_MESSAGES,
  INVOICE_FIELD_MAX,
  SESSION_STEP2_MESSAGES,
  validateFixedPriceStep1,
} from '@ah/schema';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  FixedPriceStep1Document,
  SaveFixedPriceSaleDetailsDocument,
  type ContactRole,
  type FixedPriceSavePart,
  type FixedPriceStep1Query,
} from '../../../../__generated__/graphql';
import { toDocument } from '../../../../platform/graphql/graphqlDocument';
import { ErrorBanner } from '../../../../ui/ErrorBanner';
import { LoadingState } from '../../../../ui/LoadingState';
import { useDialogParam } from '../../../../ui/useDialogParam';
import { useFieldErrors } from '../../../../ui/useFieldErrors';
import { PartialSaveAlert } from '../../components/PartialSaveAlert';
import { WizardFrame } from '../../components/WizardFrame';
import { FIXED_PRICE_SAVE_PART_LABELS } from '../../model/savePartLabels';
import { useWizardSave } from '../../model/useWizardSave';
import type { WizardRoute } from '../../model/wizardRoute';
import { ChargeModal, type Charge } from './components/ChargeModal';
import { ChargesTable } from './components/ChargesTable';
import { ShippingRulesLists } from './components/ShippingRulesLists';
import { TermsAccordion, type TermSlot } from './components/TermsAccordion';

const pageQuery = toDocument(FixedPriceStep1Document);
const saveMutation = toDocument(SaveFixedPriceSaleDetailsDocument);

type PageData = FixedPriceStep1Query;
type Details = NonNullable<PageData['fixedPriceSaleDetails']>;

type ContactField = 'consignmentContactId' | 'saleAdministratorId' | 'expertContactId';
const CONTACT_FIELD: Readonly<Record<ContactRole, ContactField>> = {
  CONSIGNMENT: 'consignmentContactId',
  SALE_ADMINISTRATOR: 'saleAdministratorId',
  EXPERT: 'expertContactId',
};

interface Step1Form {
  contacts: Record<ContactField, string | null>;
  invoiceSettings: { subject: string; fromName: string; fromEmail: string; bccEmail: string };
  charges: Charge[];
  excluded: Set<string>;
  terms: TermSlot[];
  paymentMethodIds: string[];
}

function initialForm(details: Details): Step1Form {
  const s = details.invoiceSettings;
  return {
    contacts: {
      consignmentContactId: details.contacts.consignment?.id ?? null,
      saleAdministratorId: details.contacts.saleAdministrator?.id ?? null,
      expertContactId: details.contacts.expert?.id ?? null,
    },
    invoiceSettings: {
      subject: s.subject,
      fromName: s.fromName,
      fromEmail: s.fromEmail,
      bccEmail: s.bccEmail ?? '',
    },
    charges: s.charges.map((c) => ({ ...c, stateCode: c.stateCode ?? null, stateName: c.stateName ?? null })),
    excluded: new Set(details.shipTo.excluded.map((c) => c.code)),
    terms: details.terms.map((t) => ({
      slot: t.slot,
      label: t.label,
      active: t.active || t.locked,
      title: t.title,
      text: t.text,
      required: t.required,
      locked: t.locked,
    })),
    paymentMethodIds: details.paymentMethods.filter((m) => m.selected).map((m) => m.id),
  };
}

function Section({ title, children, id }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={3} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Fixed-price step 1, Sale Details & Payment Options (/session/bin/{groupID}/{catalogID}/1; sales §2, §5, §7). */
export function FixedPriceStep1Page({ route }: { route: WizardRoute }) {
  const { data, loading, refetch } = useQuery(pageQuery, {
    variables: { groupId: route.groupId, catalogId: route.catalogId },
    errorPolicy: 'all',
    // The form starts from what is saved now, never from an older answer in the cache.
    fetchPolicy: 'network-only',
  });
  const details = data?.fixedPriceSaleDetails;
  return (
    <WizardFrame flow="fixedPrice" step={1} hasShippingPolicy={Boolean(data?.shippingPolicy)}>
      {loading && !details ? (
        <LoadingState label="Loading your sale details…" />
      ) : !details || !data ? (
        <ErrorBanner message={FIXED_PRICE_MESSAGES.loadFailed} onRetry={() => void refetch()} />
      ) : (
        <Step1Form key={details.catalogId} route={route} details={details} data={data} />
      )}
    </WizardFrame>
  );
}

function Step1Form({ route, details, data }: { route: WizardRoute; details: Details; data: PageData }) {
  const navigate = useNavigate();
  const { dialog, params, open, close } = useDialogParam();
  const [form, setForm] = useState<Step1Form>(() => initialForm(details));
  const [saveFailed, setSaveFailed] = useState(false);
  const { run, failedParts } = useWizardSave<FixedPriceSavePart>();
  const [save, { loading: saving }] = useMutation(saveMutation);

  const violations = useMemo(
    () =>
      validateFixedPriceStep1({
        invoiceSettings: form.invoiceSettings,
        paymentMethodIds: form.paymentMethodIds,
        terms: form.terms,
      }),
    [form],
  );
  const { errorOf, touch, clearServerErrors, refuse } = useFieldErrors(violations);
  const setExcluded = useCallback((excluded: Set<string>) => setForm((f) => ({ ...f, excluded })), []);
  const update = (patch: Partial<Step1Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    clearServerErrors();
  };
  const setInvoice = (field: keyof Step1Form['invoiceSettings'], value: string) =>
    update({ invoiceSettings: { ...form.invoiceSettings, [field]: value } });

  const canContinue = violations.length === 0 && !saving;
  const shippingCountries = useMemo(
    () => data.shippingCountries ?? [...details.shipTo.included, ...details.shipTo.excluded],
    [data.shippingCountries, details.shipTo],
  );
  const noContacts = details.contactTypes.every((t) => t.contacts.length === 0);
  const chargeParam = params.get('charge');
  const editingIndex = chargeParam !== null && chargeParam !== 'new' ? Number(chargeParam) : null;
  const editingCharge = editingIndex !== null ? (form.charges[editingIndex] ?? null) : null;

  async function submit(onlyParts: FixedPriceSavePart[] | null = null) {
    setSaveFailed(false);
    if (violations.length > 0) return;
    await run(
      async () => {
        const result = await save({
          variables: {
            groupId: route.groupId,
            catalogId: route.catalogId,
            onlyParts,
            input: {
              contacts: form.contacts,
              invoiceSettings: {
                subject: form.invoiceSettings.subject.trim(),
                fromName: form.invoiceSettings.fromName.trim(),
                fromEmail: form.invoiceSettings.fromEmail.trim(),
                bccEmail: form.invoiceSettings.bccEmail.trim() || null,
                houseAddressId: details.invoiceSettings.houseAddressId ?? null,
              },
              charges: form.charges.map((c) => ({
                taxType: c.taxType,
                rate: c.rate,
                countryCode: c.countryCode,
                stateCode: c.stateCode,
              })),
              shipToExcludedCountryCodes: [...form.excluded],
              terms: form.terms.map((t) => ({
                slot: t.slot,
                active: t.active,
                title: t.title.trim(),
                text: t.text.trim(),
              })),
              paymentMethodIds: form.paymentMethodIds,
            },
          },
        });
        return result.data?.saveFixedPriceSaleDetails;
      },
      (e) => {
        refuse(e);
        setSaveFailed(true);
      },
    );
  }

  return (
    <>
      <Stack gap="lg">
        {saveFailed ? (
          <ErrorBanner message={FIXED_PRICE_MESSAGES.saveFailed} onClose={() => setSaveFailed(false)} />
        ) : null}
        {failedParts.length > 0 ? (
          <PartialSaveAlert
            failed={failedParts.map((p) => ({
              label: FIXED_PRICE_SAVE_PART_LABELS[p.part],
              message: p.message,
            }))}
            retrying={saving}
            onRetry={() => void submit(failedParts.map((p) => p.part))}
          />
        ) : null}

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Section title="Post Sale To" id="fp-post-sale-to">
            <Group gap="xs">
              <Badge variant="light" size="lg">
                {details.postSaleTo}
              </Badge>
              <Text size="sm" c="dimmed">
                Currency: {details.currency.name} ({details.currency.code})
              </Text>
            </Group>
          </Section>
          <Section title="Contacts" id="fp-contacts">
            {noContacts ? (
              <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
                {SESSION_STEP2_MESSAGES.noContacts}
              </Alert>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3, md: 1, lg: 3 }} spacing="sm">
                {details.contactTypes.map((type) => {
                  const field = CONTACT_FIELD[type.role];
                  return (
                    <Select
                      key={type.id}
                      label={type.name}
                      placeholder={type.contacts.length ? 'Select a contact' : 'No contacts'}
                      data={type.contacts.map((c) => ({ value: c.id, label: c.displayName }))}
                      value={form.contacts[field]}
                      onChange={(value) => update({ contacts: { ...form.contacts, [field]: value } })}
                      clearable
                      disabled={type.contacts.length === 0}
                      comboboxProps={{ withinPortal: true }}
                    />
                  );
                })}
              </SimpleGrid>
            )}
          </Section>
        </SimpleGrid>

        <Section title="Additional Charges (Taxes & Fees)" id="fp-charges">
          <ChargesTable
            charges={form.charges}
            onEdit={(index) => open('charge', { charge: String(index) })}
            onDelete={(index) => update({ charges: form.charges.filter((_, i) => i !== index) })}
          />
          <Button
            variant="light"
            leftSection={<IconPlus size={16} />}
            w="fit-content"
            onClick={() => open('charge', { charge: 'new' })}
          >
            Add Charge
          </Button>
        </Section>

        <Section title="Geographic Shipping Rules" id="fp-shipping">
          <ShippingRulesLists countries={shippingCountries} excluded={form.excluded} onChange={setExcluded} />
        </Section>

        <Section title="Invoice Email Settings" id="fp-invoice-email">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Subject"
              required
              value={form.invoiceSettings.subject}
              maxLength={INVOICE_FIELD_MAX}
              onChange={(e) => setInvoice('subject', e.currentTarget.value)}
              onBlur={() => touch('invoiceSettings.subject')}
              error={errorOf('invoiceSettings.subject')}
            />
            <TextInput
              label="Reply To Name"
              required
              value={form.invoiceSettings.fromName}
              maxLength={INVOICE_FIELD_MAX}
              onChange={(e) => setInvoice('fromName', e.currentTarget.value)}
              onBlur={() => touch('invoiceSettings.fromName')}
              error={errorOf('invoiceSettings.fromName')}
            />
            <TextInput
              label="Reply To Email"
              required
              type="email"
              value={form.invoiceSettings.fromEmail}
              maxLength={INVOICE_FIELD_MAX}
              onChange={(e) => setInvoice('fromEmail', e.currentTarget.value)}
              onBlur={() => touch('invoiceSettings.fromEmail')}
              error={errorOf('invoiceSettings.fromEmail')}
            />
            <TextInput
              label="Bcc Email"
              type="email"
              value={form.invoiceSettings.bccEmail}
              maxLength={INVOICE_FIELD_MAX}
              onChange={(e) => setInvoice('bccEmail', e.currentTarget.value)}
              onBlur={() => touch('invoiceSettings.bccEmail')}
              error={errorOf('invoiceSettings.bccEmail')}
            />
          </SimpleGrid>
        </Section>

        <Section title="Terms & Conditions" id="fp-terms">
          <TermsAccordion
            terms={form.terms}
            initiallyOpen={details.terms.filter((t) => t.isOpen || t.required).map((t) => t.slot)}
            onChange={(slot, patch) => {
              update({ terms: form.terms.map((t) => (t.slot === slot ? { ...t, ...patch } : t)) });
              if (patch.title !== undefined) touch(`terms.${slot}.title`);
              if (patch.text !== undefined) touch(`terms.${slot}.text`);
            }}
            errorOf={errorOf}
          />
        </Section>

        <Section title="Payment Options" id="fp-payments">
          <Checkbox.Group
            label="Accepted payment methods"
            required
            value={form.paymentMethodIds}
            onChange={(paymentMethodIds) => {
              update({ paymentMethodIds });
              touch('paymentMethodIds');
            }}
            error={errorOf('paymentMethodIds')}
          >
            <Group gap="lg" mt="xs">
              {details.paymentMethods.map((m) => (
                <Checkbox key={m.id} value={m.id} label={m.name} />
              ))}
            </Group>
          </Checkbox.Group>
        </Section>

        <Group justify="flex-end" gap="sm" align="center">
          {!canContinue && !saving && violations[0] ? (
            <Text size="xs" c="dimmed" style={{ flex: 1 }} ta="right">
              {violations[0].message}
            </Text>
          ) : null}
          <Button variant="default" onClick={() => navigate(CALENDAR_PATH)} disabled={saving}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} disabled={!canContinue} loading={saving}>
            Continue
          </Button>
        </Group>
      </Stack>

      <ChargeModal
        opened={dialog === 'charge' && (chargeParam === 'new' || editingCharge !== null)}
        charge={editingCharge}
        countries={data.chargeCountries ?? []}
        onClose={() => close(['charge'])}
        onSave={(charge) => {
          update({
            charges:
              editingIndex !== null && editingCharge
                ? form.charges.map((c, i) => (i === editingIndex ? charge : c))
                : [...form.charges, charge],
          });
          close(['charge']);
        }}
      />
    </>
  );
}
