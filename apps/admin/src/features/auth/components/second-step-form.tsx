import { SHOP_NAME, TWO_STEP_TEXTS } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { useSecondStep } from '../../../api/auth/second-step';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { failureMessage } from '../../../lib/failure-message';

/** Sign-in's second step (decision 0073): the app's code or a recovery code, and "remember this device". */
export function SecondStepForm({
  challenge,
  onSignedIn,
  onBack,
}: {
  challenge: string;
  onSignedIn: (setupRequired: boolean) => void;
  onBack: () => void;
}) {
  const secondStep = useSecondStep();
  const [code, setCode] = useState('');
  const [rememberDevice, setRememberDevice] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    secondStep.mutate(
      { challenge, code, rememberDevice },
      { onSuccess: (outcome) => onSignedIn(outcome.step === 'signed-in' && outcome.setupRequired) },
    );
  }

  return (
    <form
      onSubmit={submit}
      className="w-full max-w-sm space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        <p className="text-sm text-slate-500">{SHOP_NAME}</p>
        <h1 className="text-xl font-semibold">{TWO_STEP_TEXTS.codeTitle}</h1>
        <p className="mt-1 text-sm text-slate-600">{TWO_STEP_TEXTS.codeIntro}</p>
      </div>
      <TextField
        label={TWO_STEP_TEXTS.codeLabel}
        name="code"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(event) => setCode(event.target.value)}
      />
      <p className="text-xs text-slate-500">{TWO_STEP_TEXTS.codeHint}</p>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={rememberDevice}
          onChange={(event) => setRememberDevice(event.target.checked)}
        />
        {TWO_STEP_TEXTS.rememberDevice}
      </label>
      {secondStep.error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {failureMessage(secondStep.error)}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={secondStep.isPending}>
        {TWO_STEP_TEXTS.verify}
      </Button>
      <button
        type="button"
        onClick={onBack}
        className="w-full text-center text-sm font-semibold text-blue-700 hover:underline"
      >
        {TWO_STEP_TEXTS.backToPassword}
      </button>
    </form>
  );
}
