import { Paper, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { RequestLinkForm } from '../components/RequestLinkForm';
import { ResetPasswordForm } from '../components/ResetPasswordForm';

/**
 * /password-reset (sales §2 Other screens): with the query `jwt` the new-password form, without it
 * the request-link form. Public: no top navigation and no user load (sales §2 App shell).
 */
export function PasswordResetPage() {
  useDocumentTitle('Reset Password');
  const [params] = useSearchParams();
  const jwt = params.get('jwt');
  return (
    <Stack align="center" py={{ base: 'lg', sm: 60 }}>
      <Paper w="100%" maw={460} p={{ base: 'lg', sm: 'xl' }} shadow="sm">
        {jwt ? <ResetPasswordForm jwt={jwt} /> : <RequestLinkForm />}
      </Paper>
    </Stack>
  );
}

export default PasswordResetPage;
