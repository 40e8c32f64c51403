import {
  REQUIRED_SELLER_DETAILS,
  SELLER_DETAIL_FIELDS,
  SELLER_DETAILS_TEXTS,
  type SellerDetailField,
  type SellerDetails,
  sellerDetailsSchema,
} from '@shop/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

const texts = SELLER_DETAILS_TEXTS;

const INPUT_KIND: Partial<Record<SellerDetailField, { type: string; autoComplete: string }>> = {
  phone: { type: 'tel', autoComplete: 'tel' },
  email: { type: 'email', autoComplete: 'email' },
};

interface SellerDetailsFormProps {
  initial: SellerDetails;
  /** Only the owner may change them (the server refuses other staff); the rest read them. */
  canChange: boolean;
  busy: boolean;
  /** The server's refusal of the last save. */
  refusal?: string | null;
  onSave: (details: SellerDetails) => void;
}

/** The seller's details, each checked by the contract's own rules before it is sent. */
export function SellerDetailsForm({ initial, canChange, busy, refusal, onSave }: SellerDetailsFormProps) {
  const [values, setValues] = useState<SellerDetails>(initial);
  const [errors, setErrors] = useState<Partial<Record<SellerDetailField, string>>>({});

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = sellerDetailsSchema.safeParse(values);
    if (!checked.success) {
      const found: Partial<Record<SellerDetailField, string>> = {};
      for (const issue of checked.error.issues) found[issue.path[0] as SellerDetailField] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setValues(checked.data);
    onSave(checked.data);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={texts.title}
      aria-describedby={canChange ? undefined : 'seller-details-owner-only'}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
    >
      <p className="text-sm text-slate-600">{texts.intro}</p>
      {canChange ? null : (
        <p
          id="seller-details-owner-only"
          className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-800"
        >
          {texts.readOnly}
        </p>
      )}
      <fieldset disabled={!canChange} className="grid gap-3 sm:grid-cols-2">
        {SELLER_DETAIL_FIELDS.map((field) => (
          <TextField
            key={field}
            label={texts.labels[field]}
            hint={texts.hints[field]}
            value={values[field]}
            required={REQUIRED_SELLER_DETAILS.includes(field)}
            error={errors[field]}
            spellCheck={false}
            {...INPUT_KIND[field]}
            onChange={(event) => setValues((old) => ({ ...old, [field]: event.target.value }))}
          />
        ))}
      </fieldset>
      {refusal ? (
        <p role="alert" className="text-sm text-red-700">
          {refusal}
        </p>
      ) : null}
      {canChange ? (
        <Button type="submit" disabled={busy}>
          {busy ? texts.saving : texts.save}
        </Button>
      ) : null}
    </form>
  );
}
