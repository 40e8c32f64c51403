import { RETURN_REASON_LABELS, RETURN_TEXTS, type ReturnReason } from '@shop/shared';
import { useId } from 'react';
import { ChoiceOption } from './choice-option';

interface ReasonChoiceProps {
  /** The reasons this shop takes (a change of mind only when the owner allows it). */
  reasons: readonly ReturnReason[];
  value: ReturnReason | null;
  onChange: (reason: ReturnReason) => void;
}

/** "Why?": one reason for the whole return, none ticked at first so the shopper says it. */
export function ReasonChoice({ reasons, value, onChange }: ReasonChoiceProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-medium">{RETURN_TEXTS.reasonLabel}</legend>
      {reasons.map((reason) => (
        <ChoiceOption
          key={reason}
          name={name}
          value={reason}
          checked={value === reason}
          onChange={() => onChange(reason)}
          required
        >
          {RETURN_REASON_LABELS[reason]}
        </ChoiceOption>
      ))}
    </fieldset>
  );
}
