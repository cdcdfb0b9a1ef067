import { Anchor, Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, AUTH_STATUS_TEXT } from '@petmitra/core/auth/messages';
import {
  DEFAULT_ROLE,
  REGISTRABLE_ROLES,
  ROLE_LABELS,
  type RegistrableRole,
} from '@petmitra/core/auth/roles';
import { messageForError } from '@petmitra/core/errors';
import { PasswordField } from '../../../components/password-field';
import { OptionalPart } from '../../../components/optional-part';
import { PhoneInput } from '../../../components/phone-input';
import { serverFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { lazyRules } from '../../../lib/lazy-rules';
import { useRegister } from '../api/register';
import { FormErrorAlert } from './form-error-alert';

interface RegisterFields {
  name: string;
  email: string;
  /** Dial code plus digits, e.g. '+919876543210'. */
  phone: string;
  role: RegistrableRole;
  password: string;
  confirmPassword: string;
}

/** The registration rules, loaded on the form's first focus or pointer (lib/lazy-rules.ts). */
const rules = lazyRules(
  () => import('@petmitra/core/auth/schemas'),
  (module) => module.registerSchema,
);

// The strength meter (core's password rules, which are built with zod) loads with the rules:
// it shows once a password is typed, after the form's first focus.
const loadStrengthMeter = () => import('./password-strength-meter');
const PasswordStrengthMeter = lazy(async () => ({
  default: (await loadStrengthMeter()).PasswordStrengthMeter,
}));

function loadFormCode() {
  rules.load();
  void loadStrengthMeter().catch(() => undefined);
}

const ROLE_OPTIONS = REGISTRABLE_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** Registration (spec part 1, section 2 '/register'); the API signs the new user in. */
export function RegisterForm() {
  const register = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterFields>({
    mode: 'controlled',
    initialValues: {
      name: '',
      email: '',
      phone: '',
      role: DEFAULT_ROLE,
      password: '',
      confirmPassword: '',
    },
    validate: rules.validate,
  });

  const handleSubmit = form.onSubmit((values) => {
    setFormError(null);
    register.mutate(values, {
      onSuccess: () => toast.success(AUTH_MESSAGES.registrationSuccess),
      onError: (error) => {
        form.setErrors(serverFieldErrors(error));
        setFormError(messageForError(error));
      },
    });
  });

  const phone = form.getInputProps('phone');

  return (
    <form
      onSubmit={rules.submit(() => handleSubmit())}
      onFocusCapture={loadFormCode}
      onPointerEnter={loadFormCode}
      noValidate
    >
      <Stack gap="md">
        <FormErrorAlert message={formError} />
        <Text size="sm" c="dimmed">
          All fields are required.
        </Text>
        <TextInput
          label="Full Name"
          autoComplete="name"
          placeholder="Your full name"
          aria-required
          {...form.getInputProps('name')}
        />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-required
          {...form.getInputProps('email')}
        />
        <PhoneInput
          value={form.values.phone}
          onChange={(value) => form.setFieldValue('phone', value)}
          onBlur={phone.onBlur}
          error={phone.error}
          required
        />
        <NativeSelect
          label="Role"
          description="Choose how you will use PetMitra"
          data={ROLE_OPTIONS}
          aria-required
          {...form.getInputProps('role')}
        />
        <Stack gap={6}>
          <PasswordField
            label="Password"
            autoComplete="new-password"
            placeholder="At least 8 characters"
            aria-required
            {...form.getInputProps('password')}
          />
          {form.values.password ? (
            <OptionalPart>
              <Suspense fallback={null}>
                <PasswordStrengthMeter password={form.values.password} />
              </Suspense>
            </OptionalPart>
          ) : null}
        </Stack>
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          placeholder="Repeat your password"
          aria-required
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth size="md" disabled={register.isPending}>
          {register.isPending ? AUTH_STATUS_TEXT.creatingAccount : 'Create Account'}
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/login" fw={600}>
            Log in
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
