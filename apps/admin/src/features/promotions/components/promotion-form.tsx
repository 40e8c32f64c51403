import { PROMOTION_ADMIN_TEXTS, PROMOTION_KINDS, type PromotionInput } from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { useScrollIntoView } from '../../../lib/use-scroll-into-view';
import { checkPromotionValues, type PromotionFormValues } from './promotion-form-values';
import { PromotionScopeFields } from './promotion-scope-fields';

const texts = PROMOTION_ADMIN_TEXTS;

interface PromotionFormProps {
  title: string;
  initial: PromotionFormValues;
  lists: { categories: string[]; brands: string[] };
  busy: boolean;
  /** The server's refusal of the last save (a taken code, a 403, a 400), in its words. */
  refusal?: string | null;
  onSave: (body: PromotionInput) => void;
  onCancel: () => void;
}

/** The fields whose message sits under their own box. */
const BOXED_FIELDS = [
  'code',
  'description',
  'percent',
  'amount',
  'minimumSubtotal',
  'startsAt',
  'endsAt',
  'totalUses',
  'usesPerCustomer',
] as const;
type BoxedField = (typeof BOXED_FIELDS)[number];
const boxed = new Set<string>(BOXED_FIELDS);

/** A checkbox with its label, the height of a finger. */
function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (on: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}

/** Every field of a promotion (decision 0062), checked with the server's own schema before it is sent. */
export function PromotionForm({
  title,
  initial,
  lists,
  busy,
  refusal,
  onSave,
  onCancel,
}: PromotionFormProps) {
  const shown = useScrollIntoView<HTMLDivElement>();
  const [values, setValues] = useState<PromotionFormValues>(initial);
  // Shown after a save is tried, each under its box.
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (changes: Partial<PromotionFormValues>) => setValues((old) => ({ ...old, ...changes }));
  const text = (key: BoxedField) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => set({ [key]: event.target.value }),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = checkPromotionValues(values);
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) onSave(checked.body);
  }

  return (
    <div ref={shown} className="scroll-mt-4">
      <Card title={title}>
        <form noValidate onSubmit={submit} aria-label={title} className="space-y-4">
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label={texts.code}
              hint={texts.codeHint}
              maxLength={64}
              autoCapitalize="characters"
              autoComplete="off"
              spellCheck={false}
              {...text('code')}
            />
            <TextField label={texts.description} maxLength={120} {...text('description')} />
          </div>
          <fieldset>
            <legend className="text-sm font-semibold text-slate-800">{texts.kind}</legend>
            <div className="flex flex-wrap gap-x-6">
              {PROMOTION_KINDS.map((kind) => (
                <label key={kind} className="flex min-h-11 items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="promotion-kind"
                    checked={values.kind === kind}
                    onChange={() => set({ kind })}
                  />
                  {texts.kinds[kind]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-3 sm:grid-cols-3">
            {values.kind === 'percent' ? (
              <TextField
                label={texts.percent}
                type="number"
                inputMode="numeric"
                min={1}
                max={90}
                step={1}
                {...text('percent')}
              />
            ) : null}
            {values.kind === 'fixed' ? (
              <TextField label={texts.amount} inputMode="decimal" {...text('amount')} />
            ) : null}
            <TextField label={texts.minimumSubtotal} inputMode="decimal" {...text('minimumSubtotal')} />
          </div>
          <PromotionScopeFields values={values} lists={lists} onChange={set} />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label={texts.startsAt} type="datetime-local" {...text('startsAt')} />
            <TextField label={texts.endsAt} type="datetime-local" {...text('endsAt')} />
            <TextField
              label={texts.totalUses}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...text('totalUses')}
            />
            <TextField
              label={texts.usesPerCustomer}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...text('usesPerCustomer')}
            />
          </div>
          <div className="flex flex-wrap gap-x-6">
            <Check
              label={texts.firstOrderOnly}
              checked={values.firstOrderOnly}
              onChange={(firstOrderOnly) => set({ firstOrderOnly })}
            />
            <Check label={texts.enabled} checked={values.enabled} onChange={(enabled) => set({ enabled })} />
          </div>
          {/* A problem with no box of its own (the scope's lists): said above the buttons. */}
          {Object.entries(errors)
            .filter(([field]) => !boxed.has(field))
            .map(([field, message]) => (
              <p key={field} className="text-sm text-red-600">
                {message}
              </p>
            ))}
          {refusal ? (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
              {refusal}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy}>
              {texts.save}
            </Button>
            <Button variant="secondary" onClick={onCancel}>
              {texts.page.cancel}
            </Button>
          </div>
        </form>
      </Card>
    </div>
  );
}
