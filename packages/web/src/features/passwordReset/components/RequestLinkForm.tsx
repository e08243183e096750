import { PASSWORD_RESET_MESSAGES, validatePasswordResetRequest } from '@ah/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { RequestPasswordResetDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { useDialogParam } from '../../../ui/useDialogParam';
import { useFieldErrors } from '../../../ui/useFieldErrors';

const requestMutation = toDocument(RequestPasswordResetDocument);

type Field = 'houseUserName' | 'userName' | 'emailAddress';
const LABELS: Record<Field, string> = {
  houseUserName: 'House ID',
  userName: 'Username',
  emailAddress: 'Email',
};
const AUTOCOMPLETE: Record<Field, string> = {
  houseUserName: 'organization',
  userName: 'username',
  emailAddress: 'email',
};

/**
 * The request-link form (sales §4 Password reset: form, then confirmation; §5 Password: House ID,
 * Username and Email all required). The confirmation reads the same whether or not an account
 * matched; a failed request opens the error dialog (sales §8: "There was an error sending the
 * password email"), kept in the URL as `?dialog=sendFailed`.
 *
 * A field's message shows once it was edited or a submit was tried, never on a mere blur: pressing
 * Send blurs the focused House ID, and a message appearing then pushed the button from under the
 * pointer, so the click was lost and only House ID was flagged.
 */
export function RequestLinkForm() {
  const [values, setValues] = useState<Record<Field, string>>({
    houseUserName: '',
    userName: '',
    emailAddress: '',
  });
  const [sent, setSent] = useState(false);
  const [request, { loading }] = useMutation(requestMutation);
  const violations = validatePasswordResetRequest(values);
  const { errorOf, touch, attempt, refuse, clearServerErrors } = useFieldErrors(violations);
  const dialog = useDialogParam();

  async function submit(event: FormEvent) {
    event.preventDefault();
    attempt();
    if (violations.length > 0) return;
    try {
      await request({
        variables: {
          input: {
            houseUserName: values.houseUserName.trim(),
            userName: values.userName.trim(),
            emailAddress: values.emailAddress.trim(),
          },
        },
      });
      setSent(true);
    } catch (error) {
      if (refuse(error).length === 0) dialog.open('sendFailed');
    }
  }

  if (sent)
    return (
      <Stack gap="md">
        <Title order={1}>Check your email</Title>
        <Alert color="teal" role="status">
          {PASSWORD_RESET_MESSAGES.requested}
        </Alert>
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Stack>
    );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="reset-request-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} id="reset-request-title">
            Reset your password
          </Title>
          <Text size="sm" c="dimmed">
            Enter your House ID, username and email. We will email you a link to choose a new password.
          </Text>
        </Stack>
        {(Object.keys(LABELS) as Field[]).map((field, index) => (
          <TextInput
            key={field}
            label={LABELS[field]}
            name={field}
            type={field === 'emailAddress' ? 'email' : 'text'}
            autoComplete={AUTOCOMPLETE[field]}
            autoFocus={index === 0}
            required
            value={values[field]}
            error={errorOf(field)}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setValues((v) => ({ ...v, [field]: value }));
              clearServerErrors([field]);
              touch(field);
            }}
          />
        ))}
        <Button type="submit" loading={loading} fullWidth mt="xs">
          Send reset link
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
      <Modal opened={dialog.isOpen('sendFailed')} onClose={() => dialog.close()} title="Error" centered>
        <Stack gap="md">
          <Text>{PASSWORD_RESET_MESSAGES.sendFailed}</Text>
          <Button onClick={() => dialog.close()}>OK</Button>
        </Stack>
      </Modal>
    </form>
  );
}
