import { TWO_STEP_TEXTS } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import {
  useMakeRecoveryCodes,
  useStartTwoStep,
  useTurnTwoStepOff,
  useTurnTwoStepOn,
} from '../../../api/two-step/change-two-step';
import { useTwoStep } from '../../../api/two-step/get-two-step';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadError, Loading } from '../../../components/ui/query-state';
import { failureMessage } from '../../../lib/failure-message';

const texts = TWO_STEP_TEXTS;

function Refusal({ error }: { error: unknown }) {
  return error ? (
    <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
      {failureMessage(error)}
    </p>
  ) : null;
}

/** The ten recovery codes, shown once after turning on or making new ones. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Card>
      <h2 className="text-lg font-semibold">{texts.recoveryTitle}</h2>
      <p className="text-sm text-slate-600">{texts.recoveryIntro}</p>
      <ul aria-label={texts.recoveryTitle} className="my-3 grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onDone}>{texts.recoveryDone}</Button>
    </Card>
  );
}

/** Set-up: a secret as QR code and text, on after a first right code. */
function TurnOn({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const start = useStartTwoStep();
  const turnOn = useTurnTwoStepOn();
  const [code, setCode] = useState('');
  if (!start.data)
    return (
      <Card>
        <Refusal error={start.error} />
        <Button onClick={() => start.mutate(undefined)} disabled={start.isPending}>
          {texts.start}
        </Button>
      </Card>
    );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    turnOn.mutate(
      { code },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onCodes(answer.recoveryCodes);
        },
      },
    );
  };
  return (
    <Card>
      <form onSubmit={submit} className="space-y-3">
        <p className="text-sm text-slate-600">{texts.scanQr}</p>
        <img src={start.data.qrCode} alt={texts.qrAlt} width={200} height={200} />
        <p className="text-sm">
          {texts.secretLabel}:{' '}
          <code data-testid="two-step-secret" className="font-mono break-all">
            {start.data.secret}
          </code>
        </p>
        <TextField
          label={texts.confirmCodeLabel}
          name="code"
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <Refusal error={turnOn.error} />
        <Button type="submit" disabled={turnOn.isPending}>
          {texts.turnOn}
        </Button>
      </form>
    </Card>
  );
}

/** With the factor on: new recovery codes for a current code; off with the password and a code. */
function WhileOn({ required, onCodes }: { required: boolean; onCodes: (codes: string[]) => void }) {
  const remake = useMakeRecoveryCodes();
  const turnOff = useTurnTwoStepOff();
  const [newCodesCode, setNewCodesCode] = useState('');
  const [password, setPassword] = useState('');
  const [offCode, setOffCode] = useState('');
  return (
    <>
      <Card>
        <form
          className="space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            remake.mutate({ code: newCodesCode }, { onSuccess: (answer) => onCodes(answer.recoveryCodes) });
          }}
        >
          <h2 className="text-lg font-semibold">{texts.newCodesTitle}</h2>
          <TextField
            label={texts.confirmCodeLabel}
            name="new-codes-code"
            required
            value={newCodesCode}
            onChange={(event) => setNewCodesCode(event.target.value)}
          />
          <Refusal error={remake.error} />
          <Button type="submit" disabled={remake.isPending}>
            {texts.newCodes}
          </Button>
        </form>
      </Card>
      {required ? null : (
        <Card>
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              turnOff.mutate(
                { password, code: offCode },
                { onSuccess: (answer) => toast.success(answer.message) },
              );
            }}
          >
            <h2 className="text-lg font-semibold">{texts.turnOffTitle}</h2>
            <TextField
              label={texts.passwordLabel}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
            <TextField
              label={texts.confirmCodeLabel}
              name="off-code"
              required
              value={offCode}
              onChange={(event) => setOffCode(event.target.value)}
            />
            <Refusal error={turnOff.error} />
            <Button type="submit" variant="secondary" disabled={turnOff.isPending}>
              {texts.turnOff}
            </Button>
          </form>
        </Card>
      )}
    </>
  );
}

/** The staff member's own Two-step sign-in page (decision 0073). */
export default function TwoStepPage() {
  const status = useTwoStep();
  const [codes, setCodes] = useState<string[]>();
  let body: React.ReactNode;
  if (status.isPending) body = <Loading />;
  else if (status.isError) body = <LoadError message={failureMessage(status.error)} />;
  else if (codes) body = <RecoveryCodes codes={codes} onDone={() => setCodes(undefined)} />;
  else {
    const { enabled, requiredForAllStaff, recoveryCodesLeft } = status.data;
    body = (
      <>
        {requiredForAllStaff && !enabled ? (
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {texts.requiredNotice}
          </p>
        ) : null}
        <p className="text-sm">
          {enabled ? `${texts.statusOn} ${texts.recoveryCodesLeft(recoveryCodesLeft)}` : texts.statusOff}
        </p>
        {enabled ? (
          <WhileOn required={requiredForAllStaff} onCodes={setCodes} />
        ) : (
          <TurnOn onCodes={setCodes} />
        )}
      </>
    );
  }
  return (
    <div className="space-y-4">
      <PageHeader title={texts.pageTitle} />
      <p className="text-sm text-slate-600">{texts.pageIntro}</p>
      {body}
    </div>
  );
}
