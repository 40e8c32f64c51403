import { CONSENT_TEXTS, MARKETING_CHANNELS, type MarketingConsent } from '@shop/shared';
import { useId } from 'react';
import { isTicked, type MarketingBoxes } from '../lib/marketing-choice';

interface MarketingChoiceFieldsProps {
  boxes: MarketingBoxes;
  onChange: (boxes: MarketingBoxes) => void;
  /** The answer the signed-in account already gave: its yeses show ticked. */
  given?: MarketingConsent;
  disabled?: boolean;
}

/**
 * The one plain sentence and a box per channel (decision 0065), unticked unless the shopper
 * said yes before. Never required: the sign-up and the order go through whatever is ticked.
 */
export function MarketingChoiceFields({ boxes, onChange, given, disabled }: MarketingChoiceFieldsProps) {
  const id = useId();
  return (
    <fieldset
      className="flex flex-col gap-1 rounded-md border border-slate-200 px-3 py-2"
      disabled={disabled}
    >
      <legend className="px-1 text-sm text-slate-700">{CONSENT_TEXTS.sentence}</legend>
      <div className="flex flex-wrap gap-x-5">
        {MARKETING_CHANNELS.map((channel) => (
          <label
            key={channel}
            htmlFor={`${id}-${channel}`}
            className="flex min-h-11 items-center gap-2 text-sm"
          >
            <input
              id={`${id}-${channel}`}
              type="checkbox"
              className="size-5"
              checked={isTicked(boxes, channel, given)}
              onChange={(event) => onChange({ ...boxes, [channel]: event.target.checked })}
            />
            {CONSENT_TEXTS.channelChoice(channel)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
