import { ACCOUNT_MESSAGES, AUTH_LABELS, CART_MESSAGES } from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { type AuthMode, useAuthenticate } from '../../../api/auth/authenticate';
import { addToCart } from '../../../api/cart/add-to-cart';
import { MarketingChoiceFields } from '../../../components/marketing-choice-fields';
import { TextField } from '../../../components/text-field';
import { setAuthToken } from '../../../lib/auth-token';
import { setFlashToast } from '../../../lib/flash-toast';
import { type MarketingBoxes, marketingChoice } from '../../../lib/marketing-choice';
import { paths } from '../../../lib/paths';
import { type ItemToAdd, takeReturnAfterLogin } from '../../../lib/return-after-login';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';

/** What the server said was wrong (a taken email, a short password), when it said anything. */
const serverReason = (error: unknown) => (error instanceof ApiError && error.message ? error.message : '');

/**
 * Adds the item the shopper was adding when sent to log in; the toast says whether it went in
 * (the server's own reason, such as "... is out of stock.", when it did not).
 */
async function addRememberedItem(item: ItemToAdd): Promise<void> {
  try {
    await addToCart({ ...item, quantity: 1 });
    setFlashToast(CART_MESSAGES.productAdded);
  } catch (error) {
    const reason = serverReason(error);
    setFlashToast(reason ? CART_MESSAGES.addFailedWithStatus(reason) : CART_MESSAGES.addFailed, 'error');
  }
}

/**
 * The combined Log In / Sign Up form. On success the token is kept, the first version's toast shown,
 * and the page reloads so every screen starts logged in: on the screen the shopper was sent
 * here from, with the item they were adding in the cart, else on /profile (a departure from the
 * first version: docs/decisions/0049-back-where-you-were-after-login.md).
 */
export function AuthForm({
  onNavigate = (href: string) => window.location.assign(href),
}: {
  onNavigate?: (href: string) => void;
}) {
  const [mode, setMode] = useState<AuthMode>('login');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [marketingBoxes, setMarketingBoxes] = useState<MarketingBoxes>({});
  const [failure, setFailure] = useState<string | null>(null);
  // Logged in and on the way out (adding the remembered item, then the page load): one submit only.
  const [leaving, setLeaving] = useState(false);
  const authenticate = useAuthenticate();
  const oneAtATime = useOneAtATime();
  const id = useId();
  const isSignUp = mode === 'register';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (leaving) return;
    setFailure(null);
    // Only the boxes ticked go, and no `marketing` at all when none is (decision 0065).
    const marketing = marketingChoice(marketingBoxes);
    const input = isSignUp
      ? ({
          mode,
          body: { name: name.trim(), email: email.trim(), password, ...(marketing ? { marketing } : {}) },
        } as const)
      : ({ mode, body: { email: email.trim(), password } } as const);
    oneAtATime((done) =>
      authenticate.mutate(input, {
        onSuccess: async (answer) => {
          setAuthToken(answer.token);
          setLeaving(true);
          const message = isSignUp ? ACCOUNT_MESSAGES.registered : ACCOUNT_MESSAGES.loggedIn;
          toast.success(message);
          setFlashToast(message);
          const back = takeReturnAfterLogin();
          if (back?.addToCart) await addRememberedItem(back.addToCart);
          // A full load is the first version's "go to /profile and reload" in one step.
          onNavigate(back?.path ?? paths.profile);
        },
        onError: (error) => {
          toast.error(ACCOUNT_MESSAGES.failedInputs, { toastId: ACCOUNT_MESSAGES.failedInputs });
          setFailure(serverReason(error));
        },
        onSettled: done,
      }),
    );
  };

  const switchMode = () => {
    setMode(isSignUp ? 'login' : 'register');
    setFailure(null);
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="text-center text-3xl font-bold">
        {isSignUp ? AUTH_LABELS.signUpTitle : AUTH_LABELS.logInTitle}
      </h1>
      {failure !== null && (
        <div role="alert" data-testid="auth-failure" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          <p className="font-semibold">{ACCOUNT_MESSAGES.failedInputs}</p>
          {failure && <p className="text-sm">{failure}</p>}
        </div>
      )}
      {isSignUp && (
        <TextField
          id={`${id}-name`}
          label={AUTH_LABELS.fullName}
          required
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      )}
      <TextField
        id={`${id}-email`}
        label={AUTH_LABELS.email}
        type="email"
        required
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <TextField
        id={`${id}-password`}
        label={AUTH_LABELS.password}
        type="password"
        required
        autoComplete={isSignUp ? 'new-password' : 'current-password'}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {isSignUp && <MarketingChoiceFields boxes={marketingBoxes} onChange={setMarketingBoxes} />}
      <button
        type="submit"
        disabled={authenticate.isPending || leaving}
        className="min-h-12 rounded-md bg-slate-900 font-semibold text-white hover:bg-slate-700 disabled:bg-slate-400"
      >
        {authenticate.isPending || leaving
          ? AUTH_LABELS.sending
          : isSignUp
            ? AUTH_LABELS.signUp
            : AUTH_LABELS.logIn}
      </button>
      <p className="text-center text-sm text-slate-600">
        {isSignUp ? AUTH_LABELS.haveAccount : AUTH_LABELS.noAccount}{' '}
        <button
          type="button"
          onClick={switchMode}
          className="inline-flex min-h-11 items-center font-semibold text-slate-900 underline"
        >
          {isSignUp ? AUTH_LABELS.logInInstead : AUTH_LABELS.createAccount}
        </button>
      </p>
    </form>
  );
}
