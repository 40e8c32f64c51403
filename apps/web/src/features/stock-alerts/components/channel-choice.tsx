import { type MarketingChannel, STOCK_ALERT_TEXTS } from '@shop/shared';
import { RadioChoice } from '../../../components/radio-choice';

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
  return (
    <RadioChoice
      legend={STOCK_ALERT_TEXTS.channelLegend}
      options={channels.map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] }))}
      value={value}
      onChange={onChange}
    />
  );
}
