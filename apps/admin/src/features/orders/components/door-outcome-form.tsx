import {
  COLLECTION_METHODS,
  type CollectionBody,
  type CollectionMethod,
  type CollectionOutcome,
  collectionBodySchema,
  formatGhs,
  PAY_ON_DELIVERY_TEXTS,
} from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextAreaField, TextField } from '../../../components/ui/field';

const texts = PAY_ON_DELIVERY_TEXTS.outcomeForm;

interface DoorOutcomeFormProps {
  /** Cedis the rider collects: the order's total. */
  amountToCollect: number;
  busy: boolean;
  /** The server's refusal of the last try (a wrong amount, an order not out for delivery). */
  refusal?: string | null;
  onRecord: (body: CollectionBody) => void;
}

/** The form's values, as typed. */
interface OutcomeValues {
  outcome: CollectionOutcome;
  method: CollectionMethod;
  momoTransactionId: string;
  amount: string;
  reason: string;
}

/** The body to send, or the contract's complaints by field. */
function checkOutcome(values: OutcomeValues) {
  const body =
    values.outcome === 'refused'
      ? { outcome: 'refused' as const, reason: values.reason }
      : {
          outcome: 'collected' as const,
          method: values.method,
          amount: values.amount.trim() === '' ? undefined : Number(values.amount),
          ...(values.method === 'momo' ? { momoTransactionId: values.momoTransactionId } : {}),
        };
  const parsed = collectionBodySchema.safeParse(body);
  if (parsed.success) return { body: parsed.data as CollectionBody, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'outcome')] ??= issue.message;
  return { body: null, errors };
}

const choiceClass = 'flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm';

/**
 * What happened at the door of an order to pay on delivery (decision 0034): Collected, in
 * cash or by MoMo with its transaction id, for the amount the rider took (the server takes
 * only the exact total and says so otherwise); or Refused at the door, with the reason, which
 * cancels the order and returns its stock.
 */
export function DoorOutcomeForm({ amountToCollect, busy, refusal, onRecord }: DoorOutcomeFormProps) {
  const [values, setValues] = useState<OutcomeValues>({
    outcome: 'collected',
    method: 'cash',
    momoTransactionId: '',
    // The amount due, which is the only amount the server takes: staff change it only when wrong.
    amount: amountToCollect.toFixed(2),
    reason: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <Key extends keyof OutcomeValues>(key: Key, value: OutcomeValues[Key]) => {
    setValues((old) => ({ ...old, [key]: value }));
    setErrors((old) => ({ ...old, [key]: '' }));
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkOutcome(values);
    setErrors(checked.errors);
    if (checked.body) onRecord(checked.body);
  }

  return (
    <form noValidate onSubmit={submit} aria-label={texts.title} className="space-y-3">
      <p className="text-sm">
        {PAY_ON_DELIVERY_TEXTS.amountToCollect}: <strong>{formatGhs(amountToCollect)}</strong>
      </p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{texts.title}</legend>
        {(['collected', 'refused'] as const).map((outcome) => (
          <label key={outcome} className={choiceClass}>
            <input
              type="radio"
              name="door-outcome"
              checked={values.outcome === outcome}
              onChange={() => set('outcome', outcome)}
            />
            {texts[outcome]}
          </label>
        ))}
      </fieldset>
      {values.outcome === 'collected' ? (
        <>
          <fieldset className="flex flex-wrap gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">{texts.method}</legend>
            {COLLECTION_METHODS.map((method) => (
              <label key={method} className={choiceClass}>
                <input
                  type="radio"
                  name="door-method"
                  checked={values.method === method}
                  onChange={() => set('method', method)}
                />
                {PAY_ON_DELIVERY_TEXTS.collectionMethodLabels[method]}
              </label>
            ))}
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-2">
            {values.method === 'momo' ? (
              <TextField
                label={texts.momoTransactionId}
                autoComplete="off"
                value={values.momoTransactionId}
                error={errors.momoTransactionId || undefined}
                onChange={(event) => set('momoTransactionId', event.target.value)}
              />
            ) : null}
            <TextField
              label={texts.amount}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={values.amount}
              error={errors.amount || undefined}
              onChange={(event) => set('amount', event.target.value)}
            />
          </div>
        </>
      ) : (
        <TextAreaField
          label={texts.reason}
          rows={2}
          value={values.reason}
          error={errors.reason || undefined}
          onChange={(event) => set('reason', event.target.value)}
        />
      )}
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" variant={values.outcome === 'refused' ? 'danger' : 'primary'} disabled={busy}>
        {texts.record}
      </Button>
    </form>
  );
}
