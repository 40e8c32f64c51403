import { AUTH_LABELS } from '@shop/shared';
import { type FormEvent, useId, useState } from 'react';
import { useRequestPasswordReset } from '../../../api/auth/request-password-reset';
import { TextField } from '../../../components/text-field';

const submitClass =
  'min-h-11 rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700 disabled:opacity-60';

/**
 * "Forgot password?": the address, then the server's one answer, the same whether or not an
 * account has it, so this page tells no one which addresses are customers'.
 */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState('');
  const request = useRequestPasswordReset();
  const id = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate({ email: email.trim() });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-4">
      <h1 id={`${id}-heading`} className="text-2xl font-bold">
        {AUTH_LABELS.forgotTitle}
      </h1>
      <p className="text-slate-600">{AUTH_LABELS.forgotIntro}</p>
      {request.isSuccess ? (
        <p
          role="status"
          className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900"
          data-testid="reset-link-sent"
        >
          {request.data.message}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <TextField
            id={`${id}-email`}
            label={AUTH_LABELS.email}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          {request.isError && (
            <p role="alert" className="text-sm text-red-800">
              {request.error.message}
            </p>
          )}
          <button type="submit" disabled={request.isPending} className={submitClass}>
            {request.isPending ? AUTH_LABELS.sending : AUTH_LABELS.sendLink}
          </button>
        </form>
      )}
      <button
        type="button"
        onClick={onBack}
        className="min-h-11 self-start font-semibold text-blue-700 hover:underline"
      >
        {AUTH_LABELS.backToLogin}
      </button>
    </section>
  );
}
