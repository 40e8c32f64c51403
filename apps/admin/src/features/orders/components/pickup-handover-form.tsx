import {
  type AdminOrderDetail,
  COLLECTION_METHODS,
  type CollectionMethod,
  formatGhs,
  normaliseSerial,
  PICKUP_CODE_LENGTH,
  PICKUP_COUNTER_ADMIN_TEXTS,
  type PickupHandoverBody,
  pickupHandoverBodySchema,
} from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { serialFieldProblem, serialFieldsOf, serialsByLine } from './serial-fields';

const texts = PICKUP_COUNTER_ADMIN_TEXTS;
const choiceClass = 'flex min-h-10 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm';

interface PickupHandoverFormProps {
  items: AdminOrderDetail['items'];
  /** Cedis to take at the counter: the total of an order to pay there, undefined for a paid one. */
  amountToCollect?: number;
  busy: boolean;
  /** The server's refusal of the last try (a wrong code with its tries left, a serial sold elsewhere). */
  refusal?: string | null;
  onHandOver: (body: PickupHandoverBody) => void;
}

/**
 * The handover of a pickup (decision 0069): the code the shopper shows, the serial of each unit
 * whose product records one (checked as at In Truck), and for an order paid at the counter the
 * money taken, in cash or by mobile money. The server checks the code and counts wrong ones.
 */
export function PickupHandoverForm({
  items,
  amountToCollect,
  busy,
  refusal,
  onHandOver,
}: PickupHandoverFormProps) {
  const fields = serialFieldsOf(items);
  const [code, setCode] = useState('');
  const [serials, setSerials] = useState<Record<string, string>>({});
  const [method, setMethod] = useState<CollectionMethod>('cash');
  const [momoTransactionId, setMomoTransactionId] = useState('');
  const [amount, setAmount] = useState(amountToCollect?.toFixed(2) ?? '');
  const [triedSaving, setTriedSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const serialProblems = fields.map((_, index) => serialFieldProblem(fields, index, serials, triedSaving));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setTriedSaving(true);
    const serialsRight = fields.every(
      (field, index) =>
        normaliseSerial(serials[field.key] ?? '') !== '' && !serialFieldProblem(fields, index, serials, true),
    );
    const body = {
      code,
      ...(fields.length > 0 ? { serials: serialsByLine(fields, serials) } : {}),
      ...(amountToCollect !== undefined
        ? {
            collection: {
              method,
              amount: amount.trim() === '' ? undefined : Number(amount),
              ...(method === 'momo' ? { momoTransactionId } : {}),
            },
          }
        : {}),
    };
    const parsed = pickupHandoverBodySchema.safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        // A collection's field is named by its own key (amount, momoTransactionId).
        const key = String(issue.path[0] === 'collection' ? (issue.path[1] ?? 'amount') : issue.path[0]);
        found[key] ??= issue.message;
      }
    }
    setErrors(found);
    if (parsed.success && serialsRight) onHandOver(parsed.data);
  }

  return (
    <form noValidate onSubmit={submit} aria-label={texts.handover} className="space-y-3">
      <TextField
        label={texts.code}
        hint={texts.codeHint}
        name="pickup-code"
        inputMode="numeric"
        autoComplete="off"
        maxLength={PICKUP_CODE_LENGTH}
        className="font-mono tracking-widest"
        value={code}
        error={errors.code}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''));
          setErrors((old) => ({ ...old, code: '' }));
        }}
      />
      {fields.length > 0 ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{texts.serials}</legend>
          {fields.map((field, index) => (
            <TextField
              key={field.key}
              name={field.key}
              label={field.label}
              value={serials[field.key] ?? ''}
              error={serialProblems[index]}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className="font-mono"
              onChange={(event) => setSerials((current) => ({ ...current, [field.key]: event.target.value }))}
            />
          ))}
        </fieldset>
      ) : null}
      {amountToCollect !== undefined ? (
        <fieldset className="space-y-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{texts.collection}</legend>
          <div className="flex flex-wrap gap-2">
            {COLLECTION_METHODS.map((choice) => (
              <label key={choice} className={choiceClass}>
                <input
                  type="radio"
                  name="counter-method"
                  checked={method === choice}
                  onChange={() => setMethod(choice)}
                />
                {texts.methods[choice]}
              </label>
            ))}
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {method === 'momo' ? (
              <TextField
                label={texts.momoTransactionId}
                autoComplete="off"
                value={momoTransactionId}
                error={errors.momoTransactionId || undefined}
                onChange={(event) => setMomoTransactionId(event.target.value)}
              />
            ) : null}
            <TextField
              label={texts.collectionAmount(formatGhs(amountToCollect))}
              type="number"
              inputMode="decimal"
              min={0}
              step="0.01"
              value={amount}
              error={errors.amount || undefined}
              onChange={(event) => setAmount(event.target.value)}
            />
          </div>
        </fieldset>
      ) : null}
      {refusal ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
      <Button type="submit" disabled={busy}>
        {busy ? texts.handingOver : texts.handover}
      </Button>
    </form>
  );
}
