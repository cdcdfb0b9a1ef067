import { Anchor, Button, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { resetPasswordSchema } from '@petmitra/core/auth/schemas';
import { LIMITS } from '@petmitra/core/constants';
import { messageForError } from '@petmitra/core/errors';
import { PasswordField } from '../../../components/password-field';
import { serverFieldErrors } from '../../../lib/form-errors';
import { zodResolver } from '../../../lib/zod-form';
import { useResetPassword } from '../api/reset-password';
import { FormErrorAlert } from './form-error-alert';
import { PasswordStrengthMeter } from './password-strength-meter';

interface ResetFields {
  token?: string;
  password: string;
  confirmPassword: string;
}

function ResetDone() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate('/login', { replace: true }),
      LIMITS.passwordResetRedirectMs,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Stack align="center" ta="center" gap="md" role="status">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <Title order={2} size="h3">
        Password updated
      </Title>
      <Text c="dimmed" size="sm">
        Your password has been reset. Redirecting you to the login page in{' '}
        {Math.round(LIMITS.passwordResetRedirectMs / 1000)} seconds...
      </Text>
      <Button component={Link} to="/login" replace fullWidth>
        Go to Login
      </Button>
    </Stack>
  );
}

/** A new password, with the emailed token (or for the signed-in user when there is none). */
export function ResetPasswordForm({ token, onDone }: { token: string | null; onDone: () => void }) {
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ResetFields>({
    mode: 'controlled',
    initialValues: { ...(token ? { token } : {}), password: '', confirmPassword: '' },
    validate: zodResolver(resetPasswordSchema),
  });

  if (done) return <ResetDone />;

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    reset.mutate(values, {
      onSuccess: () => {
        setDone(true);
        onDone();
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        setFormError(messageForError(error));
      },
    });
  });

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        {formError && token ? (
          <Text size="sm">
            Link not working?{' '}
            <Anchor component={Link} to="/forgot-password">
              Request a new reset link
            </Anchor>
          </Text>
        ) : null}
        <Stack gap={6}>
          <PasswordField
            label="New Password"
            autoComplete="new-password"
            placeholder="At least 8 characters"
            aria-required
            {...form.getInputProps('password')}
          />
          <PasswordStrengthMeter password={form.values.password} />
        </Stack>
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          placeholder="Repeat your new password"
          aria-required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth size="md" loading={reset.isPending}>
          Reset Password
        </Button>
        <Group justify="space-between">
          <Anchor component={Link} to="/login" size="sm">
            Back to Login
          </Anchor>
          <Anchor component={Link} to="/" size="sm">
            Back to home
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
