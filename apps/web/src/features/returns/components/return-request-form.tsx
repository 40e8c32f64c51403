import {
  ORDER_MESSAGES,
  type OrderReturns,
  RETURN_NOTE_MAX,
  RETURN_TEXTS,
  type ReturnKind,
  type ReturnRequest,
} from '@shop/shared';
import { ApiError } from '@shop/shared/api-client';
import { type FormEvent, useId, useState } from 'react';
import { useCreateReturn } from '../../../api/returns/create-return';
import { isSessionExpired } from '../../../api/session-expiry';
import { TextAreaField } from '../../../components/text-field';
import {
  claimableSerials,
  emptyReturnForm,
  formProblem,
  type ReturnFormState,
  returnRequestBody,
} from '../return-form';
import { ChoiceOption } from './choice-option';
import { ReasonChoice } from './reason-choice';
import { ReturnPhotosField } from './return-photos-field';
import { ReturnUnitsFields } from './return-units-fields';
import { WarrantyUnitField } from './warranty-unit-field';

const KIND_LABELS: Record<ReturnKind, string> = {
  return: RETURN_TEXTS.kindReturn,
  warranty: RETURN_TEXTS.kindWarranty,
};

/** The server's refusal as it sent it; a plain failure when no answer came; nothing for a 401. */
function sendFailure(error: unknown): string | null {
  if (!error || isSessionExpired(error)) return null;
  return error instanceof ApiError ? error.message : ORDER_MESSAGES.genericError;
}

interface ReturnRequestFormProps {
  orderId: string;
  returns: OrderReturns;
  /** The kinds this order may still take (offeredKinds), at least one. */
  kinds: readonly ReturnKind[];
  onSent: (request: ReturnRequest) => void;
}

/**
 * The request: a return of units (how many of each line, why, a note) or a warranty claim on
 * one unit (which serial, the fault), with up to 3 photos; sent as one POST.
 */
export function ReturnRequestForm({ orderId, returns, kinds, onSent }: ReturnRequestFormProps) {
  const id = useId();
  const create = useCreateReturn(orderId);
  const [form, setForm] = useState<ReturnFormState>(() => emptyReturnForm(kinds[0] ?? 'return'));
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const failure = problem ?? sendFailure(create.error);
  const update = (changes: Partial<ReturnFormState>) => setForm((current) => ({ ...current, ...changes }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || uploading) return;
    const found = formProblem(form);
    setProblem(found);
    const body = found ? null : returnRequestBody(form);
    if (!body) return;
    create.reset();
    create.mutate(body, { onSuccess: onSent });
  };

  const warranty = form.kind === 'warranty';
  return (
    <form
      onSubmit={onSubmit}
      aria-describedby={failure ? `${id}-failure` : undefined}
      className="flex flex-col gap-5"
      data-testid="return-request-form"
    >
      {kinds.length > 1 && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium">{RETURN_TEXTS.chooseKind}</legend>
          {kinds.map((kind) => (
            <ChoiceOption
              key={kind}
              name={`${id}-kind`}
              value={kind}
              checked={form.kind === kind}
              onChange={() => {
                setProblem(null);
                update({ kind });
              }}
            >
              {KIND_LABELS[kind]}
            </ChoiceOption>
          ))}
        </fieldset>
      )}
      {kinds.length === 1 && <h2 className="text-lg font-semibold">{KIND_LABELS[form.kind]}</h2>}
      {warranty ? (
        <WarrantyUnitField
          units={claimableSerials(returns.lines)}
          value={form.serial}
          onChange={(serial) => update({ serial })}
        />
      ) : (
        <>
          <ReturnUnitsFields
            lines={returns.lines}
            quantities={form.quantities}
            onChange={(quantities) => update({ quantities })}
          />
          <ReasonChoice
            reasons={returns.reasons}
            value={form.reason}
            onChange={(reason) => update({ reason })}
          />
        </>
      )}
      <TextAreaField
        id={`${id}-note`}
        label={warranty ? RETURN_TEXTS.faultLabel : RETURN_TEXTS.noteLabel}
        value={form.note}
        required={warranty}
        maxLength={RETURN_NOTE_MAX}
        rows={4}
        onChange={(event) => update({ note: event.target.value })}
      />
      <ReturnPhotosField
        photos={form.photos}
        onChange={(photos) => update({ photos })}
        onBusyChange={setUploading}
      />
      {failure && (
        <p
          id={`${id}-failure`}
          role="alert"
          data-testid="return-request-failure"
          className="rounded-md border border-red-200 bg-red-50 p-3 text-red-900"
        >
          {failure}
        </p>
      )}
      <button
        type="submit"
        disabled={create.isPending || uploading}
        className="min-h-11 w-full rounded-md bg-slate-900 px-6 font-semibold text-white hover:bg-slate-700 disabled:opacity-60 sm:w-auto sm:self-start"
      >
        {create.isPending ? RETURN_TEXTS.submitting : RETURN_TEXTS.submit}
      </button>
    </form>
  );
}
