import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../api/get-session';
import { AuthCard } from '../components/auth-card';
import { ResetPasswordForm } from '../components/reset-password-form';

/** Opened from the emailed link (?token=...), or by a signed-in user changing their password. */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const { user, isLoading } = useSession();
  // After a reset the API ends the session; keep showing the confirmation until it redirects.
  const [done, setDone] = useState(false);

  if (!token && !done) {
    if (isLoading) return <PageLoader />;
    if (!user) return <Navigate to="/login" replace />;
  }
  return (
    <AuthCard title="Reset your password" subtitle="Choose a new password for your account">
      <ResetPasswordForm token={token} onDone={() => setDone(true)} />
    </AuthCard>
  );
}
