import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../api/get-session';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { postLoginPath } from '../redirect-target';

export function LoginPage() {
  usePageTitle('Sign In');
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (isLoading) return <PageLoader />;
  // Signed in already (or just now): go on by role, or back to the page that asked for it.
  if (user) return <Navigate to={postLoginPath(user.role, location.state)} replace />;
  return (
    <AuthCard title="Welcome back" subtitle="Sign in to your PetMitra account">
      <LoginForm />
    </AuthCard>
  );
}
