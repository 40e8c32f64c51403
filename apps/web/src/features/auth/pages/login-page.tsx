import { AUTH_LABELS } from '@shop/shared';
import { useState } from 'react';
import { usePageMeta } from '../../../lib/use-page-meta';
import { AuthForm } from '../components/auth-form';
import { ForgotPasswordForm } from '../components/forgot-password-form';

export default function LoginPage() {
  usePageMeta(AUTH_LABELS.logInTitle, AUTH_LABELS.pageDescription);
  const [forgot, setForgot] = useState(false);
  return (
    <div className="mx-auto w-full max-w-md px-4 py-10">
      {forgot ? (
        <ForgotPasswordForm onBack={() => setForgot(false)} />
      ) : (
        <>
          <AuthForm />
          <button
            type="button"
            onClick={() => setForgot(true)}
            className="mt-2 min-h-11 font-semibold text-blue-700 hover:underline"
          >
            {AUTH_LABELS.forgotPassword}
          </button>
        </>
      )}
    </div>
  );
}
