import { PASSWORD_RESET_MESSAGES } from '@ah/schema';
import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useDeferredValue, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ResetPasswordDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { useFieldErrors } from '../../../ui/useFieldErrors';
import { strongEnough } from '../model/strengthView';
import { usePasswordScorer } from '../model/usePasswordScorer';
import { StrengthMeter } from './StrengthMeter';

const resetMutation = toDocument(ResetPasswordDocument);

export const SCORER_FAILED =
  'The password strength check could not load. Check your connection and reload the page.';

/**
 * The new-password form of a reset link (sales §4 Password reset: form, then success or an
 * expired-link failure; §5 Password). Pasting is allowed (WCAG 2.2 accessible authentication); the
 * strength meter enables Reset from a score of 2 of 4.
 */
export function ResetPasswordForm({ jwt }: { jwt: string }) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [outcome, setOutcome] = useState<'done' | 'expired' | 'failed' | null>(null);
  const [reset, { loading }] = useMutation(resetMutation);
  // Scored once per change of the password (the meter, the rule and the button share it), and
  // deferred, so a long password's scoring never holds up the keystroke itself; until the score
  // catches up, Reset stays disabled. The scorer (with its dictionaries) loads after the form shows.
  const scorer = usePasswordScorer();
  const scored = useDeferredValue(newPassword);
  const strength = useMemo(() => (scorer.ready ? scorer.passwordStrength(scored) : null), [scorer, scored]);
  const violations = scorer.ready
    ? scorer.validateNewPassword({ newPassword, confirmPassword }, strength ?? undefined)
    : [];
  const { errorOf, touch, attempt, refuse, clearServerErrors } = useFieldErrors(violations);
  const strong = strength !== null && scored === newPassword && strongEnough(strength.score);

  async function submit(event: FormEvent) {
    event.preventDefault();
    attempt();
    setOutcome(null);
    if (violations.length > 0 || !strong) return;
    try {
      await reset({ variables: { input: { jwt, newPassword, confirmPassword } } });
      setOutcome('done');
    } catch (error) {
      const refused = refuse(error);
      if (refused.some((v) => v.field === 'jwt')) setOutcome('expired');
      else if (refused.length === 0) setOutcome('failed');
    }
  }

  if (outcome === 'done')
    return (
      <Stack gap="md">
        <Title order={1}>Password reset</Title>
        <Alert color="teal" role="status">
          {PASSWORD_RESET_MESSAGES.changed}
        </Alert>
        <Button component={Link} to="/login">
          Sign in
        </Button>
      </Stack>
    );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="reset-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} id="reset-title">
            Choose a new password
          </Title>
          <Text size="sm" c="dimmed">
            10 to 50 characters: letters, digits and ( ) * _ - ! # $ % ^ &amp; .
          </Text>
        </Stack>
        {scorer.failed ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {SCORER_FAILED}
          </Alert>
        ) : null}
        {outcome === 'expired' || outcome === 'failed' ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
            {outcome === 'expired' ? PASSWORD_RESET_MESSAGES.expiredLink : PASSWORD_RESET_MESSAGES.sendFailed}
            {outcome === 'expired' ? (
              <>
                {' '}
                <Anchor component={Link} to="/password-reset">
                  Request a new link
                </Anchor>
              </>
            ) : null}
          </Alert>
        ) : null}
        <PasswordInput
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          autoFocus
          required
          value={newPassword}
          error={errorOf('newPassword')}
          onChange={(e) => {
            setNewPassword(e.currentTarget.value);
            clearServerErrors(['newPassword']);
          }}
          onBlur={() => touch('newPassword')}
        />
        <StrengthMeter password={newPassword} strength={strength} />
        <PasswordInput
          label="Confirm new password"
          name="confirmPassword"
          autoComplete="new-password"
          required
          value={confirmPassword}
          error={errorOf('confirmPassword')}
          onChange={(e) => {
            setConfirmPassword(e.currentTarget.value);
            clearServerErrors(['confirmPassword']);
          }}
          onBlur={() => touch('confirmPassword')}
        />
        <Button type="submit" loading={loading} disabled={!strong} fullWidth mt="xs">
          Reset password
        </Button>
        <Anchor component={Link} to="/login" size="sm">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
