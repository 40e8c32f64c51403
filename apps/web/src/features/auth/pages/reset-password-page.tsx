import { ACCOUNT_MESSAGES, AUTH_LABELS } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { type FormEvent, useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useResetPassword } from '../../../api/auth/reset-password';
import { TextField } from '../../../components/text-field';
import { paths } from '../../../lib/paths';
import { usePageMeta } from '../../../lib/use-page-meta';

/** /reset_password?token=...: the e-mailed link's page, which sets a new password once. */
export default function ResetPasswordPage() {
  usePageMeta(AUTH_LABELS.resetTitle, AUTH_LABELS.resetDescription);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [password, setPassword] = useState('');
  const reset = useResetPassword();
  const navigate = useNavigate();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    reset.mutate(
      { token, password },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          navigate(paths.login);
        },
      },
    );
  };

  const failure =
    reset.error instanceof ApiError ? reset.error.message : reset.error ? ACCOUNT_MESSAGES.genericError : '';
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mx-auto flex w-full max-w-md flex-col gap-4 px-4 py-10"
    >
      <h1 id={`${id}-heading`} className="text-2xl font-bold">
        {AUTH_LABELS.resetTitle}
      </h1>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <TextField
          id={`${id}-password`}
          label={AUTH_LABELS.newPassword}
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        {failure && (
          <p role="alert" className="text-sm text-red-800" data-testid="reset-failure">
            {failure}
          </p>
        )}
        <button
          type="submit"
          disabled={reset.isPending}
          className="min-h-11 rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
        >
          {reset.isPending ? AUTH_LABELS.sending : AUTH_LABELS.setPassword}
        </button>
      </form>
      <Link to={paths.login} className="min-h-11 font-semibold text-blue-700 hover:underline">
        {AUTH_LABELS.backToLogin}
      </Link>
    </section>
  );
}
