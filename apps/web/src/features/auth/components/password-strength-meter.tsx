import { Progress, Stack, Text } from '@mantine/core';
import { MIN_PASSWORD_STRENGTH, passwordStrength } from '@petmitra/core/auth/password';

const LABELS = ['Very weak', 'Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'];
const COLORS = ['red', 'red', 'orange', 'yellow', 'teal', 'teal'];

/** Strength of a new password on core's 0-5 scale; 4 or more is accepted. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const score = passwordStrength(password);
  return (
    <Stack gap={4}>
      <Progress value={(score / 5) * 100} color={COLORS[score]} size="sm" aria-hidden />
      <Text size="xs" c="dimmed" aria-live="polite">
        Password strength: {LABELS[score]}
        {score < MIN_PASSWORD_STRENGTH
          ? ' · mix upper and lower case letters, numbers and symbols'
          : ''}
      </Text>
    </Stack>
  );
}
