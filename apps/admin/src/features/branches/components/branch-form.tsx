import { BRANCH_ADMIN_TEXTS, type BranchBody, DIGITAL_ADDRESS_TEXTS } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { fieldBinder } from '../../../lib/field-binder';
import { useScrollIntoView } from '../../../lib/use-scroll-into-view';
import { type BranchFormValues, checkBranchValues } from './branch-form-values';
import { OpeningHoursFields } from './opening-hours-fields';

const texts = BRANCH_ADMIN_TEXTS;

interface BranchFormProps {
  title: string;
  initial: BranchFormValues;
  busy: boolean;
  /** The server's refusal of the last save (a taken name answers 409, a bad field 400), in its words. */
  refusal?: string | null;
  onSave: (body: BranchBody) => void;
  onCancel: () => void;
}

/** A branch's name, address, phone, pickup and week of hours, checked with the server's own schema before it is sent. */
export function BranchForm({ title, initial, busy, refusal, onSave, onCancel }: BranchFormProps) {
  const shown = useScrollIntoView<HTMLDivElement>();
  const [values, setValues] = useState<BranchFormValues>(initial);
  // Shown after a save is tried, each under its box.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (changes: Partial<BranchFormValues>) => setValues((old) => ({ ...old, ...changes }));
  const field = fieldBinder(values, errors, (key, value) => set({ [key]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkBranchValues(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onSave(checked.body);
  }

  return (
    <div ref={shown} className="scroll-mt-4">
      <Card title={title}>
        <form noValidate onSubmit={submit} aria-label={title} className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label={texts.name} maxLength={60} autoComplete="off" {...field('name')} />
            <TextField label={texts.phone} type="tel" maxLength={40} autoComplete="off" {...field('phone')} />
            <TextField label={texts.address} maxLength={200} autoComplete="off" {...field('address')} />
            <TextField label={texts.city} maxLength={60} autoComplete="off" {...field('city')} />
            <TextField
              label={DIGITAL_ADDRESS_TEXTS.label}
              hint={DIGITAL_ADDRESS_TEXTS.hint}
              maxLength={20}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              {...field('digitalAddress')}
            />
          </div>
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-5"
              checked={values.pickup}
              onChange={(event) => set({ pickup: event.target.checked })}
            />
            {texts.pickup}
          </label>
          <OpeningHoursFields hours={values.hours} errors={errors} onChange={(hours) => set({ hours })} />
          {/* A problem with no box of its own (the week as a whole): said above the buttons. */}
          {errors.openingHours || errors.form ? (
            <p className="text-sm text-red-600">{errors.openingHours ?? errors.form}</p>
          ) : null}
          {refusal ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
              {refusal}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {busy ? texts.saving : texts.save}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {texts.cancel}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
