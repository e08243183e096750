import type { PasswordStrength } from '@ah/schema/passwordStrength';
import { List, Progress, Stack, Text } from '@mantine/core';
import { strengthColor, strengthPercent } from '../model/strengthView';

/**
 * The new password's strength (sales §5 Password): a bar, its label (Weak, Fair, Good, Excellent)
 * and the hints that explain a weak one. Announced politely as it changes.
 */
export function StrengthMeter({
  password,
  strength,
}: {
  password: string;
  /** Null while the scorer loads. */
  strength: PasswordStrength | null;
}) {
  const empty = password.length === 0;
  if (!strength)
    return (
      <Stack gap={4} aria-live="polite">
        <Progress value={0} aria-label="Password strength" size="sm" />
        {empty ? null : (
          <Text size="sm" c="dimmed" data-testid="password-strength">
            Checking strength…
          </Text>
        )}
      </Stack>
    );
  return (
    <Stack gap={4} aria-live="polite">
      <Progress
        value={strengthPercent(strength.score, empty)}
        color={strengthColor(strength.score)}
        aria-label="Password strength"
        size="sm"
      />
      {empty ? null : (
        <Text size="sm" fw={600} c={strengthColor(strength.score)} data-testid="password-strength">
          Strength: {strength.label}
        </Text>
      )}
      {!empty && strength.hints.length > 0 ? (
        <List size="sm" c="dimmed" aria-label="How to make it stronger">
          {strength.hints.map((hint) => (
            <List.Item key={hint}>{hint}</List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
