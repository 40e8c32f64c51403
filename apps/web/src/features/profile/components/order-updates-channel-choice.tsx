import { type OrderUpdatesChannel, PHONE_LABELS, type PhoneSettings } from '@shop/shared';
import { toast } from 'react-toastify/unstyled';
import { useSetOrderTexts } from '../../../api/phone/set-order-texts';
import { RadioChoice } from '../../../components/radio-choice';

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
  const save = useSetOrderTexts();
  if (!settings.whatsAppOffered || !settings.orderTexts) return null;
  // While the choice is saved, it shows as made; the server's answer then settles it.
  const chosen = (save.isPending && save.variables.orderUpdatesChannel) || settings.orderUpdatesChannel;

  return (
    <RadioChoice
      legend={PHONE_LABELS.orderUpdatesBy}
      options={CHANNELS.map((channel) => ({ value: channel, label: CHANNEL_LABELS[channel] }))}
      value={chosen}
      disabled={save.isPending}
      className="flex flex-col gap-1 pl-8"
      onChange={(channel) =>
        save.mutate(
          { orderTexts: true, orderUpdatesChannel: channel },
          { onSuccess: (answer) => toast.success(answer.message) },
        )
      }
    >
      {save.error && (
        <p role="alert" className="text-sm text-red-800">
          {save.error.message}
        </p>
      )}
    </RadioChoice>
  );
}
