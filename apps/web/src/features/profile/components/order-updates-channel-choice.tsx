import { type OrderUpdatesChannel, PHONE_LABELS, type PhoneSettings } from '@shop/shared';
import { useId } from 'react';
import { toast } from 'react-toastify/unstyled';
import { useSetOrderTexts } from '../../../api/phone/set-order-texts';

const CHANNEL_LABELS: Record<OrderUpdatesChannel, string> = {
  sms: PHONE_LABELS.orderUpdatesBySms,
  whatsapp: PHONE_LABELS.orderUpdatesByWhatsApp,
};
// Listed here, not imported: schemas/phone.ts would bring zod into the shopper's download (decision 0005).
const CHANNELS = Object.keys(CHANNEL_LABELS) as OrderUpdatesChannel[];

/**
 * "Order updates by: SMS / WhatsApp" under "Text me about my orders" (decision 0066): shown
 * while order updates are on and the shop sends WhatsApp at all, saved at once through the same
 * PUT as the switch, which it leaves on.
 */
export function OrderUpdatesChannelChoice({ settings }: { settings: PhoneSettings }) {
  const name = useId();
  const save = useSetOrderTexts();
  if (!settings.whatsAppOffered || !settings.orderTexts) return null;
  // While the choice is saved, it shows as made; the server's answer then settles it.
  const chosen = (save.isPending && save.variables.orderUpdatesChannel) || settings.orderUpdatesChannel;

  return (
    <fieldset className="flex flex-col gap-1 pl-8" disabled={save.isPending}>
      <legend className="font-medium">{PHONE_LABELS.orderUpdatesBy}</legend>
      <div className="flex flex-wrap gap-x-6">
        {CHANNELS.map((channel) => (
          <label key={channel} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              className="size-5"
              value={channel}
              checked={chosen === channel}
              onChange={() =>
                save.mutate(
                  { orderTexts: true, orderUpdatesChannel: channel },
                  { onSuccess: (answer) => toast.success(answer.message) },
                )
              }
            />
            {CHANNEL_LABELS[channel]}
          </label>
        ))}
      </div>
      {save.error && (
        <p role="alert" className="text-sm text-red-800">
          {save.error.message}
        </p>
      )}
    </fieldset>
  );
}
