import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { EMAIL_VERIFICATION_MESSAGES as M } from '@petmitra/core/auth/email-verification';
import { messageForError } from '@petmitra/core/errors';
import { useSession } from '../api/get-session';
import { useEmailVerificationRequired, useResendVerification } from '../api/email-verification';

/**
 * The signed-in shell's notice for an account that has not confirmed its address while the
 * require_email_verification setting is on: what it cannot do yet, and a Resend button.
 */
export function VerifyEmailNotice() {
  const { user } = useSession();
  const required = useEmailVerificationRequired();
  const resend = useResendVerification();
  if (!user || !required) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      radius={0}
      icon={<IconMailExclamation size={18} aria-hidden />}
      // A standing notice, not an interruption: a labelled region rather than role="alert".
      role="region"
      aria-label="Email verification"
      data-testid="verify-email-notice"
    >
      <Group justify="space-between" gap="xs" wrap="wrap">
        <div>
          <Text size="sm" fw={600}>
            {M.notice}
          </Text>
          <Text size="sm">{M.noticeSentTo(user.email)}</Text>
        </div>
        <Button
          size="xs"
          variant="default"
          loading={resend.isPending}
          disabled={resend.isSuccess}
          onClick={() => resend.mutate()}
        >
          {M.resend}
        </Button>
      </Group>
      <div role="status" aria-live="polite">
        {resend.isSuccess ? (
          <Text size="sm" mt={4}>
            {M.resent}
          </Text>
        ) : null}
        {resend.isError ? (
          <Text size="sm" mt={4} c="red.8">
            {messageForError(resend.error)}
          </Text>
        ) : null}
      </div>
    </Alert>
  );
}
