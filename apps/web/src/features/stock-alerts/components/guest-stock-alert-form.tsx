import { MARKETING_CHANNELS, type MarketingChannel, STOCK_ALERT_TEXTS, type StockAlert } from '@shop/shared';
import { type FormEvent, useId, useState } from 'react';
import { useAskStockAlert } from '../../../api/stock-alerts/ask-stock-alert';
import { TextField } from '../../../components/text-field';
import { stockAlertErrorText } from '../stock-alert-error';
import { ChannelChoice } from './channel-choice';
import { AlertMessage } from './result-message';
import { submitButtonClass } from './stock-alert-styles';

interface GuestStockAlertFormProps {
  productId: number;
  variantId?: string;
  onAsked: (alert: StockAlert) => void;
}

/**
 * A guest's request: where the one message goes and the address for it. The server sends an
 * e-mail link or an SMS code to prove the address is theirs; nothing waits until it is used.
 */
export function GuestStockAlertForm({ productId, variantId, onAsked }: GuestStockAlertFormProps) {
  const id = useId();
  const ask = useAskStockAlert(productId);
  const [channel, setChannel] = useState<MarketingChannel>('email');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const byEmail = channel === 'email';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(byEmail ? { variantId, channel, email } : { variantId, channel, phone }, {
      onSuccess: onAsked,
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <ChannelChoice channels={MARKETING_CHANNELS} value={channel} onChange={setChannel} />
      {byEmail ? (
        <TextField
          id={`${id}-email`}
          label={STOCK_ALERT_TEXTS.emailLabel}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      ) : (
        <TextField
          id={`${id}-phone`}
          label={STOCK_ALERT_TEXTS.phoneLabel}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      )}
      {ask.error && <AlertMessage text={stockAlertErrorText(ask.error)} />}
      <button type="submit" disabled={ask.isPending} className={submitButtonClass}>
        {ask.isPending ? STOCK_ALERT_TEXTS.sending : STOCK_ALERT_TEXTS.submit}
      </button>
    </form>
  );
}
