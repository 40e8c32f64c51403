import { type MarketingChannel, STOCK_ALERT_TEXTS } from '@shop/shared';
import { useId } from 'react';

const CHANNEL_LABELS: Record<MarketingChannel, string> = {
  email: STOCK_ALERT_TEXTS.byEmail,
  sms: STOCK_ALERT_TEXTS.bySms,
  whatsapp: STOCK_ALERT_TEXTS.byWhatsApp,
};

interface ChannelChoiceProps {
  channels: readonly MarketingChannel[];
  value: MarketingChannel;
  onChange: (channel: MarketingChannel) => void;
}

/** "By e-mail / By SMS / On WhatsApp": one radio each, wrapping on a narrow phone. */
export function ChannelChoice({ channels, value, onChange }: ChannelChoiceProps) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="font-medium">{STOCK_ALERT_TEXTS.channelLegend}</legend>
      <div className="flex flex-wrap gap-x-5">
        {channels.map((channel) => (
          <label key={channel} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              className="size-5"
              value={channel}
              checked={value === channel}
              onChange={() => onChange(channel)}
            />
            {CHANNEL_LABELS[channel]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
