import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { twoFactorCodeSchema } from '@petmitra/core/auth/totp';
import { messageForError } from '@petmitra/core/errors';
import { useLoginTwoFactor } from '../api/login';
import { FormErrorAlert } from './form-error-alert';

/** An admin's second sign-in step: the code from the authenticator app, or a recovery code. */
export function TwoFactorStep({
  challenge,
  onRestart,
}: {
  challenge: string;
  onRestart: () => void;
}) {
  const verify = useLoginTwoFactor();
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const parsed = twoFactorCodeSchema.safeParse(code);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Enter the code');
      return;
    }
    setFieldError(null);
    verify.mutate(
      { challenge, code: parsed.data },
      {
        onError: (error) => {
          setFormError(messageForError(error));
          setCode('');
          input.current?.focus();
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          Two-factor sign-in is on for this account. Enter the 6-digit code your authenticator app
          shows, or one of your recovery codes.
        </Text>
        <FormErrorAlert message={formError} />
        <TextInput
          ref={input}
          label="Authentication code"
          autoComplete="one-time-code"
          inputMode="text"
          placeholder="123456"
          aria-required
          value={code}
          error={fieldError}
          onChange={(e) => setCode(e.currentTarget.value)}
        />
        <Button type="submit" fullWidth size="md" disabled={verify.isPending}>
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <Text size="sm" ta="center">
          <Anchor component="button" type="button" onClick={onRestart}>
            Sign in again with your password
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
