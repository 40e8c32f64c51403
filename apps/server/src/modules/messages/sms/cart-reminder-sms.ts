import { CART_REMINDER_TEXTS } from '@shop/shared';
import {
  CART_REMINDER_KIND,
  type CartReminderFacts,
  cartUrlOf,
} from '../email/templates/cart-reminder-email';
import type { MailContext } from '../email/templates/layout';
import type { SmsMessage } from '../outbox/outbox-repository';
import { fitAround } from './gsm-text';

/** The items a text names of a left cart: those in stock (the e-mail marks the sold-out ones). */
const inStockOf = (facts: CartReminderFacts) => facts.items.filter((item) => !item.soldOut);

/** What a text names of a left cart: its first item in stock, and how many more are. */
export function cartItemsSummary(facts: CartReminderFacts): string {
  const [first, ...more] = inStockOf(facts);
  return CART_REMINDER_TEXTS.itemsSummary(first?.name ?? '', more.length);
}

/**
 * The SMS of a left cart (decision 0066): one GSM-7 segment, the first item's name cut to fit
 * around the count of the others and the cart's link, ending with how to stop offers.
 */
export function cartReminderSms(context: MailContext, facts: CartReminderFacts, to: string): SmsMessage {
  const url = cartUrlOf(context);
  const [first, ...more] = inStockOf(facts);
  const build = (name: string) =>
    CART_REMINDER_TEXTS.sms(CART_REMINDER_TEXTS.itemsSummary(name, more.length), url);
  return { kind: CART_REMINDER_KIND, to, text: fitAround(build, first?.name ?? '') };
}
