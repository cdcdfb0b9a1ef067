import { Alert, Button, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EMAIL_VERIFICATION_MESSAGES as M } from '@petmitra/core/auth/email-verification';
import { dashboardPathFor } from '@petmitra/core/auth/roles';
import { messageForError } from '@petmitra/core/errors';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../api/get-session';
import { useResendVerification, useVerifyEmail } from '../api/email-verification';
import { AuthCard } from '../components/auth-card';

/** Opened from the emailed link (/verify-email?token=...): confirms the address once. */
export function VerifyEmailPage() {
  usePageTitle(M.pageTitle);
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const { user } = useSession();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  // One attempt per page load: the link works once (a second call would say it was used).
  const tried = useRef(false);
  useEffect(() => {
    if (!token || tried.current) return;
    tried.current = true;
    verify.mutate(token);
  }, [token, verify]);
  // Opened from an email (a first load, which the shell leaves to the browser): focus starts
  // on the heading, and returns there when the outcome replaces the progress line.
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [verify.status]);

  const failed = !token || verify.isError;
  return (
    <AuthCard title={M.pageTitle} headingRef={headingRef}>
      <Stack gap="md">
        {verify.isSuccess ? (
          <>
            <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden />}>
              {M.verified}
            </Alert>
            <Button component={Link} to={user ? dashboardPathFor(user.role) : '/login'} fullWidth>
              {M.continue}
            </Button>
          </>
        ) : failed ? (
          <>
            <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden />}>
              {M.linkInvalid}
            </Alert>
            {user && !user.emailVerified ? (
              <>
                <Button
                  onClick={() => resend.mutate()}
                  loading={resend.isPending}
                  disabled={resend.isSuccess}
                  fullWidth
                >
                  {M.resend}
                </Button>
                <div role="status" aria-live="polite">
                  {resend.isSuccess ? <Text size="sm">{M.resent}</Text> : null}
                  {resend.isError ? (
                    <Text size="sm" c="red.8">
                      {messageForError(resend.error)}
                    </Text>
                  ) : null}
                </div>
              </>
            ) : user ? (
              <Button component={Link} to={dashboardPathFor(user.role)} fullWidth>
                {M.continue}
              </Button>
            ) : (
              <>
                <Text size="sm">{M.linkInvalidHint}</Text>
                <Button component={Link} to="/login" fullWidth>
                  {M.signInToResend}
                </Button>
              </>
            )}
          </>
        ) : (
          <Stack align="center" gap="xs" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{M.verifying}</Text>
          </Stack>
        )}
      </Stack>
    </AuthCard>
  );
}
