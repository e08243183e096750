import { useMutation, useQuery } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  UnpaidItemSettingsPageDocument,
  UpdateUnpaidItemSettingsDocument,
  type UnpaidItemSettingsFieldsFragment,
} from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { badUserInputMessage } from '../../../ui/graphqlErrors';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { SettingsForm } from '../components/SettingsForm';
import { UnpaidItemsShell } from '../components/UnpaidItemsShell';
import {
  formOfSettings,
  settingsInput,
  settingsViolations,
  type UnpaidSettingsForm,
} from '../model/settingsForm';

const settingsQuery = toDocument(UnpaidItemSettingsPageDocument);
const saveMutation = toDocument(UpdateUnpaidItemSettingsDocument);

/**
 * Unpaid Items → Settings (/unpaid-items/settings, sensitive access; issue 36): the automation's house
 * settings. The form starts from the saved settings (the defaults when never saved).
 */
export function UnpaidItemSettingsPage() {
  const { data, loading, refetch } = useQuery(settingsQuery, {
    errorPolicy: 'all',
    fetchPolicy: 'network-only',
  });
  return (
    <UnpaidItemsShell
      title="Unpaid Item Settings"
      description="How the house chases unpaid invoices: the payment deadline, reminders, the non-payment dispute, strikes, second-chance offers and the buyers it never touches."
      data={data?.unpaidItemSettings}
      loading={loading}
      loadingLabel="Loading the settings"
      onRetry={() => void refetch()}
    >
      {(saved) => <SettingsEditor saved={saved} />}
    </UnpaidItemsShell>
  );
}

/** The form over loaded settings: its own state, so the query's answer seeds it once. */
function SettingsEditor({ saved }: { saved: UnpaidItemSettingsFieldsFragment }) {
  const [form, setForm] = useState<UnpaidSettingsForm>(() => formOfSettings(saved));
  const [save, { loading: saving }] = useMutation(saveMutation);
  const [failure, setFailure] = useState<string | null>(null);
  const violations = settingsViolations(form);
  // The gateway names fields `input.paymentDays`: the form's are the same without `input.`.
  const errors = useFieldErrors(violations);
  const errorOf = (field: string) => errors.errorOf(field, `input.${field}`);

  async function submit() {
    errors.attempt();
    setFailure(null);
    if (violations.length > 0) return;
    try {
      const result = await save({ variables: { input: settingsInput(form) } });
      if (result.data) setForm(formOfSettings(result.data.updateUnpaidItemSettings));
      notifications.show({ color: 'teal', message: 'The unpaid-item settings were saved.' });
    } catch (e) {
      if (errors.refuse(e).length === 0) setFailure(badUserInputMessage(e) ?? LOAD_FAILED_MESSAGE);
    }
  }

  return (
    <SettingsForm
      form={form}
      onChange={(patch) => {
        setForm((current) => ({ ...current, ...patch }));
        errors.clearServerErrors();
      }}
      onBlur={(field) => errors.touch(field)}
      errorOf={errorOf}
      onSubmit={() => void submit()}
      saving={saving}
      banner={failure ? <ErrorBanner message={failure} onClose={() => setFailure(null)} /> : null}
    />
  );
}

export default UnpaidItemSettingsPage;
