import { API_TOKEN_MAX_TTL_DAYS } from '@ah/schema';
import { useMutation } from '@apollo/client/react';
import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle, IconCheck, IconCopy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { CreateApiTokenDocument } from '../../../__generated__/graphql';
import { useViewer } from '../../../platform/access/ViewerContext';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { ErrorBanner, LOAD_FAILED_MESSAGE } from '../../../ui/ErrorBanner';
import { badUserInputMessage, badUserInputViolations } from '../../../ui/graphqlErrors';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import {
  EMPTY_TOKEN_FORM,
  TOKEN_NAME_MAX,
  createTokenVariables,
  scopeOptions,
  tokenFormErrors,
  type NewTokenForm,
} from '../model/apiTokenModel';

const createMutation = toDocument(CreateApiTokenDocument);

export const SECRET_ONCE_NOTE =
  'Copy this token now and keep it somewhere safe. You won’t see it again: once you close this dialog, only its first characters are shown.';

/**
 * Create an API token: name, life in days, read-only, scopes (only the areas the user holds); then
 * its secret, shown once with a copy button (the secret never goes into the URL or the cache).
 */
export function CreateApiTokenModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const viewer = useViewer();
  const [form, setForm] = useState<NewTokenForm>(EMPTY_TOKEN_FORM);
  const [touched, setTouched] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [secret, setSecret] = useState<{ name: string; token: string } | null>(null);
  const [create, { loading }] = useMutation(createMutation);
  const errors = touched ? tokenFormErrors(form) : {};

  function reset() {
    setForm(EMPTY_TOKEN_FORM);
    setTouched(false);
    setServerErrors({});
    setFailure(null);
    setSecret(null);
  }

  function close() {
    if (loading) return;
    reset();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (Object.keys(tokenFormErrors(form)).length > 0) return;
    setServerErrors({});
    setFailure(null);
    try {
      const result = await create({ variables: createTokenVariables(form) });
      const created = result.data?.createApiToken;
      if (!created) throw new Error('no token');
      setSecret({ name: created.apiToken.name, token: created.token });
      onCreated();
    } catch (error) {
      const violations = badUserInputViolations(error);
      if (violations.length > 0)
        setServerErrors(Object.fromEntries(violations.map((v) => [v.field, v.message])));
      else setFailure(badUserInputMessage(error) ?? forbiddenMessage(error) ?? LOAD_FAILED_MESSAGE);
    }
  }

  const update = (patch: Partial<NewTokenForm>) => setForm((current) => ({ ...current, ...patch }));

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={secret ? 'Your new API token' : 'Create API token'}
      size="lg"
    >
      {secret ? (
        <Stack gap="md">
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title="Shown once">
            {SECRET_ONCE_NOTE}
          </Alert>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="api-token-secret-label">
              Token for {secret.name}
            </Text>
            <Code block aria-labelledby="api-token-secret-label" data-testid="api-token-secret">
              {secret.token}
            </Code>
          </Stack>
          <Text size="sm" c="dimmed">
            Send it as <Code>Authorization: Bearer &lt;token&gt;</Code> with <Code>POST /graphql</Code>.
          </Text>
          <Group justify="flex-end" gap="sm">
            <CopyButton value={secret.token}>
              {({ copied, copy }) => (
                <Button
                  variant="light"
                  color={copied ? 'teal' : undefined}
                  leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                  onClick={copy}
                >
                  {copied ? 'Copied' : 'Copy token'}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            {failure ? <ErrorBanner message={failure} /> : null}
            <TextInput
              label="Name"
              description="To tell your tokens apart, e.g. the script that uses it."
              required
              maxLength={TOKEN_NAME_MAX}
              value={form.name}
              onChange={(event) => update({ name: event.currentTarget.value })}
              error={errors.name ?? serverErrors['name']}
              data-autofocus
            />
            <NumberInput
              label="Expires in (days)"
              description={`1 to ${API_TOKEN_MAX_TTL_DAYS} days.`}
              required
              min={1}
              max={API_TOKEN_MAX_TTL_DAYS}
              allowDecimal={false}
              allowNegative={false}
              value={form.expiresInDays}
              onChange={(value) => update({ expiresInDays: value })}
              error={errors.expiresInDays ?? serverErrors['expiresInDays']}
            />
            <MultiSelect
              label="Scopes"
              description="The areas the token may use. Leave empty for all of yours; it never gets more than you have."
              placeholder={form.scopes.length === 0 ? 'All of your access areas' : undefined}
              data={scopeOptions(viewer.access)}
              value={form.scopes}
              onChange={(values) => update({ scopes: values as NewTokenForm['scopes'] })}
              error={serverErrors['scopes']}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
            <Switch
              label="Read-only"
              description="Refuse the token's mutations; queries and subscriptions still run."
              checked={form.readOnly}
              onChange={(event) => update({ readOnly: event.currentTarget.checked })}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={loading}>
                Cancel
              </Button>
              <Button type="submit" loading={loading}>
                Create token
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** A refusal's own words (e.g. a token cannot create tokens), which say more than "try again later". */
function forbiddenMessage(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  return error.errors.find((e) => e.extensions?.['code'] === 'FORBIDDEN')?.message ?? null;
}
