import { usePageTitle } from '../../../hooks/use-page-title';
import { AuthCard } from '../components/auth-card';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter your account email and we'll send you a reset link"
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
