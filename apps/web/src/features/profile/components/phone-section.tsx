import { PHONE_LABELS } from '@shop/shared';
import { BadgeCheck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useConfirmPhone } from '../../../api/phone/confirm-phone';
import { usePhoneSettings } from '../../../api/phone/get-phone-settings';
import { useSetOrderTexts } from '../../../api/phone/set-order-texts';
import { useStartPhoneVerification } from '../../../api/phone/start-phone-verification';
import { TextField } from '../../../components/text-field';
import { OrderUpdatesChannelChoice } from './order-updates-channel-choice';

const buttonClass =
  'min-h-11 rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700 disabled:opacity-60';

/**
 * /profile's phone (decision 0026): the number and whether it is verified; a code by SMS and the
 * code back; "Text me about my orders", and by SMS or WhatsApp (decision 0066). Every word comes
 * from PHONE_LABELS and the server.
 */
export function PhoneSection() {
  const id = useId();
  const settings = usePhoneSettings();
  const start = useStartPhoneVerification();
  const confirm = useConfirmPhone();
  const orderTexts = useSetOrderTexts();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [changing, setChanging] = useState(false);
  if (!settings.data) return null;
  const { phoneDisplay, phoneVerified } = settings.data;
  const showNumberForm = !phoneVerified || changing;

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    start.mutate(
      { phone },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setCodeSent(true);
          setCode('');
        },
      },
    );
  };
  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code, {
      onSuccess: (answer) => {
        toast.success(answer.message);
        setCodeSent(false);
        setChanging(false);
        setPhone('');
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-heading`} className="mx-auto w-full max-w-md px-4 pb-6">
      <div className="flex flex-col gap-4 rounded-lg border border-slate-200 p-4">
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {PHONE_LABELS.heading}
        </h2>
        {phoneDisplay && (
          <p className="flex items-center gap-2">
            <span>{phoneDisplay}</span>
            {phoneVerified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-800">
                <BadgeCheck aria-hidden="true" size={16} />
                {PHONE_LABELS.verified}
              </span>
            ) : (
              <span className="text-sm text-slate-600">{PHONE_LABELS.notVerified}</span>
            )}
          </p>
        )}
        {phoneVerified && !changing && (
          <button type="button" onClick={() => setChanging(true)} className="self-start text-sm underline">
            {PHONE_LABELS.useAnother}
          </button>
        )}
        {showNumberForm && (
          <form onSubmit={onSend} noValidate className="flex flex-col gap-3">
            <p className="text-sm text-slate-600">{PHONE_LABELS.intro}</p>
            <TextField
              id={`${id}-phone`}
              label={PHONE_LABELS.phone}
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
            />
            {start.error && (
              <p role="alert" className="text-sm text-red-800">
                {start.error.message}
              </p>
            )}
            <button type="submit" disabled={start.isPending} className={buttonClass}>
              {start.isPending ? PHONE_LABELS.sendingCode : PHONE_LABELS.sendCode}
            </button>
          </form>
        )}
        {showNumberForm && codeSent && (
          <form onSubmit={onVerify} noValidate className="flex flex-col gap-3">
            <TextField
              id={`${id}-code`}
              label={PHONE_LABELS.code}
              autoComplete="one-time-code"
              inputMode="numeric"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
            {confirm.error && (
              <p role="alert" className="text-sm text-red-800">
                {confirm.error.message}
              </p>
            )}
            <button type="submit" disabled={confirm.isPending} className={buttonClass}>
              {confirm.isPending ? PHONE_LABELS.verifying : PHONE_LABELS.verify}
            </button>
          </form>
        )}
        <label className="flex min-h-11 items-start gap-3">
          <input
            type="checkbox"
            className="mt-1 size-5"
            checked={settings.data.orderTexts}
            disabled={orderTexts.isPending}
            onChange={(event) =>
              orderTexts.mutate(
                { orderTexts: event.target.checked },
                {
                  onSuccess: (answer) => toast.success(answer.message),
                },
              )
            }
          />
          <span>
            <span className="font-medium">{PHONE_LABELS.orderTexts}</span>
            <span className="block text-sm text-slate-600">{PHONE_LABELS.orderTextsHint}</span>
          </span>
        </label>
        <OrderUpdatesChannelChoice settings={settings.data} />
      </div>
    </section>
  );
}
