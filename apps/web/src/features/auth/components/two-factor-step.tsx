import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { messageForError } from '@petmitra/core/errors';
import { loadOnce } from '../../../lib/load-once';
import { useLoginTwoFactor } from '../api/login';
import { FormErrorAlert } from './form-error-alert';

/**
 * The code's rule (core's zod schema) loads when the step shows, not with /login (~25 KB gzip of
 * zod, docs/performance.md). If it cannot be fetched, the code is sent as typed and the server's
 * same rule answers.
 */
const codeRule = loadOnce(() => import('@petmitra/core/auth/totp'));

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
  useEffect(() => {
    void codeRule.load().catch(() => undefined);
    input.current?.focus();
  }, []);

  const send = (checked: string) => {
    setFieldError(null);
    verify.mutate(
      { challenge, code: checked },
      {
        onError: (error) => {
          setFormError(messageForError(error));
          setCode('');
          input.current?.focus();
        },
      },
    );
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFormError(null);
    void codeRule.load().then(
      ({ twoFactorCodeSchema }) => {
        const parsed = twoFactorCodeSchema.safeParse(code);
        if (parsed.success) send(parsed.data);
        else setFieldError(parsed.error.issues[0]?.message ?? 'Enter the code');
      },
      () => send(code.trim()),
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
