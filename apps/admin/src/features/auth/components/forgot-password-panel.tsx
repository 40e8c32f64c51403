import { ADMIN_TEXTS } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useRequestStaffPasswordReset } from '../../../api/auth/password-reset';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { failureMessage } from '../../../lib/failure-message';

/** The sign-in page's "Forgot password?": one answer for any address, as on the storefront. */
export function ForgotPasswordPanel({ onBack }: { onBack: () => void }) {
  const request = useRequestStaffPasswordReset();
  const [email, setEmail] = useState('');
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate({ email: email.trim() });
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{ADMIN_TEXTS.signIn.forgotIntro}</p>
      {request.isSuccess ? (
        <p role="status" className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-900">
          {request.data.message}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          <TextField
            label={ADMIN_TEXTS.signIn.email}
            type="email"
            name="reset-email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {request.error ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
              {failureMessage(request.error)}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={request.isPending}>
            {ADMIN_TEXTS.signIn.sendLink}
          </Button>
        </form>
      )}
      <Button type="button" variant="secondary" className="w-full" onClick={onBack}>
        {ADMIN_TEXTS.signIn.back}
      </Button>
    </div>
  );
}
