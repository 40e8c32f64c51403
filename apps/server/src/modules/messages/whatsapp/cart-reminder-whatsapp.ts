import { SHOP_NAME } from '@shop/shared';
import {
  CART_REMINDER_KIND,
  type CartReminderFacts,
  cartUrlOf,
} from '../email/templates/cart-reminder-email';
import type { MailContext } from '../email/templates/layout';
import type { WhatsAppMessage } from '../outbox/outbox-repository';
import { cartItemsSummary } from '../sms/cart-reminder-sms';
import { whatsAppTemplateMessage } from './whatsapp-message';

/**
 * The WhatsApp message of a left cart (decision 0066): the registered `cart_reminder` template
 * with the shopper's first name, the items in stock, the shop and the cart's link.
 */
export function cartReminderWhatsApp(
  context: MailContext,
  facts: CartReminderFacts,
  to: string,
  language: string,
): WhatsAppMessage {
  return whatsAppTemplateMessage(
    CART_REMINDER_KIND,
    to,
    'cartReminder',
    [facts.firstName, cartItemsSummary(facts), SHOP_NAME, cartUrlOf(context)],
    language,
  );
}
