import { Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { AUTH_STATUS_TEXT } from '@petmitra/core/auth/messages';
import type { LoginFormValues } from '@petmitra/core/auth/sign-in-schemas';
import { messageForError } from '@petmitra/core/errors';
import { PasswordField } from '../../../components/password-field';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useFieldsFilledBeforeHydration } from '../../../lib/form-hydration';
import { lazyRules } from '../../../lib/lazy-rules';
import { useLogin } from '../api/login';
import { TwoFactorStep } from './two-factor-step';
import { FormErrorAlert } from './form-error-alert';

const rules = lazyRules(
  () => import('@petmitra/core/auth/sign-in-schemas'),
  (module) => module.loginSchema,
);

/** Email and password. On success the session is set and the page redirects by role. */
export function LoginForm() {
  const login = useLogin();
  const [formError, setFormError] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<string | null>(null);
  const form = useForm<LoginFormValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: rules.validate,
  });
  // /login is prerendered: what was typed before the app took over counts.
  const formRef = useFieldsFilledBeforeHydration(form);

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    login.mutate(values, {
      onSuccess: (reply) => {
        if ('twoFactor' in reply) setChallenge(reply.twoFactor.challenge);
      },
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        setFormError(messageForError(error));
      },
    });
  });

  if (challenge)
    return <TwoFactorStep challenge={challenge} onRestart={() => setChallenge(null)} />;

  return (
    <form
      ref={formRef}
      onSubmit={rules.submit(() => handleSubmit())}
      onFocusCapture={rules.load}
      onPointerEnter={rules.load}
      noValidate
    >
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-required
          {...form.getInputProps('email')}
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          placeholder="Your password"
          aria-required
          {...form.getInputProps('password')}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to="/forgot-password" size="sm">
            Forgot password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth size="md" disabled={login.isPending}>
          {login.isPending ? AUTH_STATUS_TEXT.signingIn : 'Sign In'}
        </Button>
        <Text size="sm" ta="center">
          Don&apos;t have an account?{' '}
          <Anchor component={Link} to="/register" fw={600}>
            Sign up
          </Anchor>
        </Text>
        <Text size="sm" ta="center">
          <Anchor component={Link} to="/">
            Back to home
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
