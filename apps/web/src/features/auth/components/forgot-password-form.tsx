import { Anchor, Button, Group, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconArrowLeft, IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ForgotPasswordFormValues } from '@petmitra/core/auth/sign-in-schemas';
import { LIMITS } from '@petmitra/core/constants';
import { messageForError } from '@petmitra/core/errors';
import { serverFieldErrors } from '../../../lib/form-errors';
import { lazyRules } from '../../../lib/lazy-rules';
import { useForgotPassword } from '../api/forgot-password';
import { FormErrorAlert } from './form-error-alert';

const rules = lazyRules(
  () => import('@petmitra/core/auth/sign-in-schemas'),
  (module) => module.forgotPasswordSchema,
);

const LINK_LIFETIME_MINUTES = Math.round(LIMITS.passwordResetTokenTtlMs / 60_000);

function CheckYourEmail({ email, onTryAgain }: { email: string; onTryAgain: () => void }) {
  return (
    <Stack align="center" ta="center" gap="md">
      <ThemeIcon size={56} radius="xl" color="teal" variant="light" aria-hidden>
        <IconMailCheck size={30} />
      </ThemeIcon>
      <Title order={2} size="h3">
        Check your email
      </Title>
      <Text c="dimmed" size="sm">
        If an account exists for <strong>{email}</strong>, we have sent a link to reset your
        password. The link works for {LINK_LIFETIME_MINUTES} minutes.
      </Text>
      <Button
        component={Link}
        to="/login"
        fullWidth
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        Back to Login
      </Button>
      <Text size="sm">
        Didn&apos;t receive the email? Check your spam folder or{' '}
        <Anchor component="button" type="button" onClick={onTryAgain} fw={600} size="sm">
          try again
        </Anchor>
        .
      </Text>
    </Stack>
  );
}

/** Asks for a reset link; the confirmation never says whether the address has an account. */
export function ForgotPasswordForm() {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordFormValues>({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: rules.validate,
  });

  if (sentTo) return <CheckYourEmail email={sentTo} onTryAgain={() => setSentTo(null)} />;

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    forgot.mutate(values, {
      onSuccess: () => setSentTo(values.email.trim()),
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        setFormError(messageForError(error));
      },
    });
  });

  return (
    <form
      onSubmit={rules.submit(() => handleSubmit())}
      onFocusCapture={rules.load}
      onPointerEnter={rules.load}
      noValidate
    >
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          description="We'll email you a link to choose a new password."
          aria-required
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth size="md" loading={forgot.isPending}>
          Send Reset Link
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
