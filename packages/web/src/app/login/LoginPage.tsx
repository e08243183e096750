import { LOGIN_MESSAGES, validateLogin } from '@ah/schema';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Paper, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoginDocument, ViewerDocument } from '../../__generated__/graphql';
import { isServerPage, safeNextPath } from '../access/nextPath';
import { toDocument } from '../../platform/graphql/graphqlDocument';
import { loginErrorMessage } from './loginErrors';

const loginMutation = toDocument(LoginDocument);
const viewerQuery = toDocument(ViewerDocument);

type Field = 'houseUserName' | 'userName' | 'password';

/** Sign in with House ID, Username and Password; afterwards back to `?next=` (or the start page). */
export function LoginPage() {
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const navigate = useNavigate();
  const { data: current } = useQuery(viewerQuery);
  const [values, setValues] = useState<Record<Field, string>>({
    houseUserName: '',
    userName: '',
    password: '',
  });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const client = useApolloClient();
  const [login, { loading: signingIn }] = useMutation(loginMutation);
  const [loadingViewer, setLoadingViewer] = useState(false);
  const loading = signingIn || loadingViewer;

  if (current?.viewer)
    return isServerPage(next) ? <ServerPageRedirect to={next} /> : <Navigate to={next} replace />;

  function change(field: Field, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setFieldErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const violations = validateLogin(values);
    if (violations.length > 0) {
      const errors: Partial<Record<Field, string>> = {};
      for (const v of violations) {
        if (v.message === LOGIN_MESSAGES.failed) setFormError(LOGIN_MESSAGES.failed);
        else errors[v.field as Field] ??= v.message;
      }
      setFieldErrors(errors);
      return;
    }
    try {
      await login({
        variables: {
          ...values,
          houseUserName: values.houseUserName.trim(),
          userName: values.userName.trim(),
        },
      });
      // The session cookie is set now: load the viewer (user, house, flags) with it before going on.
      setLoadingViewer(true);
      const { data } = await client.query({ query: viewerQuery, fetchPolicy: 'network-only' });
      if (!data?.viewer) throw new Error('Signed in, but the session was not accepted');
      if (isServerPage(next)) window.location.assign(next);
      else navigate(next, { replace: true });
    } catch (error) {
      setFormError(loginErrorMessage(error));
    } finally {
      setLoadingViewer(false);
    }
  }

  return (
    <Stack align="center" py={{ base: 'lg', sm: 60 }}>
      <Paper w="100%" maw={420} p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="login-title">
          <Stack gap="md">
            <Stack gap={4}>
              <Title order={1} id="login-title">
                Sign in
              </Title>
              <Text size="sm" c="dimmed">
                Sign in with your house&apos;s ID and your staff account.
              </Text>
            </Stack>
            {formError ? (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
                {formError}
              </Alert>
            ) : null}
            <TextInput
              label="House ID"
              name="houseUserName"
              autoComplete="organization"
              autoFocus
              required
              value={values.houseUserName}
              onChange={(e) => change('houseUserName', e.currentTarget.value)}
              error={fieldErrors.houseUserName}
            />
            <TextInput
              label="Username"
              name="userName"
              autoComplete="username"
              required
              value={values.userName}
              onChange={(e) => change('userName', e.currentTarget.value)}
              error={fieldErrors.userName}
            />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              value={values.password}
              onChange={(e) => change('password', e.currentTarget.value)}
              error={fieldErrors.password}
            />
            <Button type="submit" loading={loading} fullWidth mt="xs">
              Sign in
            </Button>
            <Anchor component={Link} to="/password-reset" size="sm">
              Forgot your password?
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

export default LoginPage;

/** A signed-in visitor sent here from a gateway page (e.g. /graphql) goes back with a full page load. */
function ServerPageRedirect({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return null;
}
