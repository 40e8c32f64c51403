import { AUTH_LABELS } from '@shop/shared';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AuthForm } from '../components/auth-form';

export default function LoginPage() {
  usePageMeta(AUTH_LABELS.logInTitle, AUTH_LABELS.pageDescription);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      <AuthForm />
    </div>
  );
}
