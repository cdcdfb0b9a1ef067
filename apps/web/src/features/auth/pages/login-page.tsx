import { Navigate, useLocation } from 'react-router';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useSession } from '../api/get-session';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { postLoginPath } from '../redirect-target';

/**
 * Signed in already (or just now): on by role, or back to the page that asked for sign-in. A
 * component of its own, so the session's answer re-renders it alone, not the form.
 */
function GoOnWhenSignedIn() {
  const { user } = useSession();
  const location = useLocation();
  return user ? <Navigate to={postLoginPath(user.role, location.state)} replace /> : null;
}

/**
 * The form shows while the session is still being asked for: the page is prerendered (a visitor
 * here is nearly always signed out), and one who is signed in goes on as soon as it answers.
 */
export function LoginPage() {
  usePageTitle('Sign In');
  return (
    <>
      <GoOnWhenSignedIn />
      <AuthCard title="Welcome back" subtitle="Sign in to your PetMitra account">
        <LoginForm />
      </AuthCard>
    </>
  );
}
