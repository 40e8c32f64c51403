import { type AdminOrderDetail, normaliseSerial, SERIAL_TEXTS } from '@shop/shared';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { serialFieldProblem, serialFieldsOf, serialsByLine } from './serial-fields';

interface SerialsFormProps {
  orderNumber: string;
  items: AdminOrderDetail['items'];
  busy: boolean;
  /** The server's refusal of the last save (a serial sold in another order, say). */
  serverError?: string;
  onSubmit: (serials: Record<string, string[]>) => void;
  onCancel: () => void;
}

/**
 * The serial of each unit before the order goes In Truck (decision 0061): one field per unit,
 * checked as typed. A barcode scanner types the code and presses Enter, so Enter moves to the
 * next empty field, and on the last one saves once every field is right.
 */
export function SerialsForm({ orderNumber, items, busy, serverError, onSubmit, onCancel }: SerialsFormProps) {
  const fields = serialFieldsOf(items);
  const [values, setValues] = useState<Record<string, string>>({});
  const [triedSaving, setTriedSaving] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const problems = fields.map((_, index) => serialFieldProblem(fields, index, values, triedSaving));
  const allRight = fields.every(
    (field, index) =>
      normaliseSerial(values[field.key] ?? '') !== '' && !serialFieldProblem(fields, index, values, true),
  );

  const inputAt = (index: number) =>
    formRef.current?.querySelector<HTMLInputElement>(`input[name="${CSS.escape(fields[index]!.key)}"]`);

  function save() {
    setTriedSaving(true);
    if (allRight) {
      onSubmit(serialsByLine(fields, values));
      return;
    }
    const firstWrong = fields.findIndex((_, index) => serialFieldProblem(fields, index, values, true));
    if (firstWrong >= 0) inputAt(firstWrong)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save();
  }

  /** Enter (a scanner's last key): on to the next empty field, or save from the last. */
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const isEmpty = (at: number) => normaliseSerial(values[fields[at]!.key] ?? '') === '';
    const after = fields.findIndex((_, at) => at > index && isEmpty(at));
    const next = after >= 0 ? after : fields.findIndex((_, at) => at !== index && isEmpty(at));
    if (next >= 0) inputAt(next)?.focus();
    else save();
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby={titleId}
      className="space-y-3 rounded-md border border-slate-300 bg-slate-50 p-3"
    >
      <h3 id={titleId} className="text-sm font-semibold text-slate-900">
        {SERIAL_TEXTS.formTitle(orderNumber)}
      </h3>
      <p className="text-xs text-slate-600">{SERIAL_TEXTS.formHint}</p>
      {fields.map((field, index) => (
        <TextField
          key={field.key}
          name={field.key}
          label={field.label}
          value={values[field.key] ?? ''}
          error={problems[index]}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus={index === 0}
          className="font-mono"
          onKeyDown={(event) => onKeyDown(event, index)}
          onChange={(event) => setValues((current) => ({ ...current, [field.key]: event.target.value }))}
        />
      ))}
      {serverError ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-700">
          {serverError}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? SERIAL_TEXTS.saving : SERIAL_TEXTS.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {SERIAL_TEXTS.cancel}
        </Button>
      </div>
    </form>
  );
}
