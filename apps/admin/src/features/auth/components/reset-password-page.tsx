import { ADMIN_MESSAGES, ADMIN_TEXTS, SHOP_NAME } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useResetStaffPassword } from '../../../api/auth/password-reset';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { failureMessage } from '../../../lib/failure-message';
import { paths } from '../../../lib/paths';

/** /admin/reset-password?token=...: sets a staff member's new password from the e-mailed link. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const reset = useResetStaffPassword();
  const [password, setPassword] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    reset.mutate({ token: searchParams.get('token') ?? '', password });
  }
  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      <div className="w-full max-w-sm space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <div>
          <p className="text-sm text-slate-500">{SHOP_NAME}</p>
          <h1 className="text-xl font-semibold">{ADMIN_TEXTS.signIn.resetTitle}</h1>
        </div>
        {reset.isSuccess ? (
          <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
            {reset.data.message}
          </p>
        ) : (
          <form onSubmit={submit} className="space-y-4">
            <TextField
              label={ADMIN_TEXTS.signIn.newPassword}
              type="password"
              name="new-password"
              autoComplete="new-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            {reset.error ? (
              <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
                {failureMessage(reset.error)}
              </p>
            ) : null}
            <Button type="submit" className="w-full" disabled={reset.isPending}>
              {reset.isPending ? ADMIN_MESSAGES.loading : ADMIN_TEXTS.signIn.setPassword}
            </Button>
          </form>
        )}
        <Link
          to={paths.signIn}
          className="block text-center text-sm font-semibold text-blue-700 hover:underline"
        >
          {ADMIN_TEXTS.signIn.back}
        </Link>
      </div>
    </main>
  );
}
