import { Navigate } from 'react-router';
import { dashboardPathFor } from '@petmitra/core/auth/roles';
import { PageLoader } from '../../../components/page-loader';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../api/get-session';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';

export function RegisterPage() {
  usePageTitle('Register');
  const { user, isLoading } = useSession();
  if (isLoading) return <PageLoader />;
  // Pet parents land on /owner-home, providers on /provider-home.
  if (user) return <Navigate to={dashboardPathFor(user.role)} replace />;
  return (
    <AuthCard
      title="Join PetMitra"
      subtitle="Create your free account to find or offer pet care"
      width={520}
    >
      <RegisterForm />
    </AuthCard>
  );
}
