import { MARKETING_CHANNELS, type MarketingChannel, STOCK_ALERT_TEXTS, type StockAlert } from '@shop/shared';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { usePhoneSettings } from '../../../api/phone/get-phone-settings';
import { useAskStockAlert } from '../../../api/stock-alerts/ask-stock-alert';
import { stockAlertErrorText } from '../stock-alert-error';
import { ChannelChoice } from './channel-choice';
import { AlertMessage } from './result-message';
import { submitButtonClass } from './stock-alert-styles';

interface SignedInStockAlertFormProps {
  productId: number;
  variantId?: string;
  onAsked: (alert: StockAlert) => void;
}

/**
 * A signed-in shopper's request, waiting at once. With no verified phone the only way is their
 * e-mail, so the button's one click sends it; a verified phone adds SMS (and WhatsApp, where the
 * shop sends it) to choose.
 */
export function SignedInStockAlertForm({ productId, variantId, onAsked }: SignedInStockAlertFormProps) {
  const phone = usePhoneSettings();
  const ask = useAskStockAlert(productId);
  const [channel, setChannel] = useState<MarketingChannel>('email');
  // An unanswered phone look counts as no phone: the e-mail is always there.
  const phoneKnown = !phone.isPending;
  const canText = phone.data?.phoneVerified === true;
  // WhatsApp only where the shop sends it (GET /api/user/phone says).
  const channels = phone.data?.whatsAppOffered
    ? MARKETING_CHANNELS
    : MARKETING_CHANNELS.filter((each) => each !== 'whatsapp');
  const sentOnce = useRef(false);
  const { mutate } = ask;

  useEffect(() => {
    if (!phoneKnown || canText || sentOnce.current) return;
    sentOnce.current = true;
    mutate({ variantId, channel: 'email' }, { onSuccess: onAsked });
  }, [phoneKnown, canText, mutate, variantId, onAsked]);

  if (!phoneKnown) {
    return (
      <p role="status" className="text-slate-600">
        {STOCK_ALERT_TEXTS.loading}
      </p>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    mutate({ variantId, channel: canText ? channel : 'email' }, { onSuccess: onAsked });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      {canText && <ChannelChoice channels={channels} value={channel} onChange={setChannel} />}
      {ask.error && <AlertMessage text={stockAlertErrorText(ask.error)} />}
      {/* Without a phone the request went with the click; the button stays for a retry. */}
      {(canText || ask.isError || ask.isPending) && (
        <button type="submit" disabled={ask.isPending} className={submitButtonClass}>
          {ask.isPending ? STOCK_ALERT_TEXTS.sending : STOCK_ALERT_TEXTS.submit}
        </button>
      )}
    </form>
  );
}
