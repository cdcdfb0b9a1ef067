import { Anchor, Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, AUTH_STATUS_TEXT } from '@petmitra/core/auth/messages';
import {
  DEFAULT_ROLE,
  REGISTRABLE_ROLES,
  ROLE_LABELS,
  type RegistrableRole,
} from '@petmitra/core/auth/roles';
import { registerSchema } from '@petmitra/core/auth/schemas';
import { messageForError } from '@petmitra/core/errors';
import { PasswordField } from '../../../components/password-field';
import { PhoneInput } from '../../../components/phone-input';
import { serverFieldErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/toast';
import { zodResolver } from '../../../lib/zod-form';
import { useRegister } from '../api/register';
import { FormErrorAlert } from './form-error-alert';
import { PasswordStrengthMeter } from './password-strength-meter';

interface RegisterFields {
  name: string;
  email: string;
  /** Dial code plus digits, e.g. '+919876543210'. */
  phone: string;
  role: RegistrableRole;
  password: string;
  confirmPassword: string;
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
    validate: zodResolver(registerSchema),
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
    <form onSubmit={handleSubmit} noValidate>
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
          <PasswordStrengthMeter password={form.values.password} />
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
