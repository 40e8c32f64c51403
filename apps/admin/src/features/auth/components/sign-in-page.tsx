import { ADMIN_MESSAGES, ADMIN_TEXTS, SHOP_NAME } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useSignIn } from '../../../api/auth/sign-in';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { failureMessage } from '../../../lib/failure-message';
import { ForgotPasswordPanel } from './forgot-password-panel';
import { SecondStepForm } from './second-step-form';

/**
 * `onSignedIn` is given by the app, which knows where staff go next: the set-up page when the
 * owner requires two-step sign-in of an account without it (decision 0073).
 */
export function SignInPage({ onSignedIn }: { onSignedIn: (setupRequired: boolean) => void }) {
  const signIn = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [forgot, setForgot] = useState(false);
  const [challenge, setChallenge] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate(
      { email, password },
      {
        onSuccess: (outcome) =>
          outcome.step === 'code' ? setChallenge(outcome.challenge) : onSignedIn(outcome.setupRequired),
      },
    );
  }

  return (
    <main className="flex min-h-screen items-center justify-center p-4">
      {challenge ? (
        <SecondStepForm
          challenge={challenge}
          onSignedIn={onSignedIn}
          onBack={() => {
            setChallenge(undefined);
            setPassword('');
          }}
        />
      ) : forgot ? (
        <div className="w-full max-w-sm space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
          <p className="text-sm text-slate-500">{SHOP_NAME}</p>
          <h1 className="text-xl font-semibold">{ADMIN_TEXTS.signIn.forgot}</h1>
          <ForgotPasswordPanel onBack={() => setForgot(false)} />
        </div>
      ) : (
        <form
          onSubmit={submit}
          className="w-full max-w-sm space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
        >
          <div>
            <p className="text-sm text-slate-500">{SHOP_NAME}</p>
            <h1 className="text-xl font-semibold">{ADMIN_MESSAGES.signInTitle}</h1>
            <p className="mt-1 text-sm text-slate-600">{ADMIN_MESSAGES.signInIntro}</p>
          </div>
          <TextField
            label={ADMIN_TEXTS.signIn.email}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label={ADMIN_TEXTS.signIn.password}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {signIn.error ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
              {failureMessage(signIn.error)}
            </p>
          ) : null}
          <Button type="submit" className="w-full" disabled={signIn.isPending}>
            {signIn.isPending ? ADMIN_MESSAGES.loading : ADMIN_TEXTS.signIn.submit}
          </Button>
          <button
            type="button"
            onClick={() => setForgot(true)}
            className="w-full text-center text-sm font-semibold text-blue-700 hover:underline"
          >
            {ADMIN_TEXTS.signIn.forgot}
          </button>
        </form>
      )}
    </main>
  );
}
