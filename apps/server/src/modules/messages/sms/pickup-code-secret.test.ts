import { type Order, SECRET_MASK } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import type { MailContext } from '../email/templates/layout';
import { pickupReadyMail } from '../email/templates/pickup-emails';
import { withSecret } from '../outbox/message-secret';
import { orderStatusWhatsApp, pickupReminderWhatsApp } from '../whatsapp/order-whatsapp';
import { orderStatusSms } from './order-sms';
import { type CounterFacts, pickupReminderSms } from './pickup-sms';

// A pickup's code is the message's secret on every channel (decisions 0041, 0069): the outbox row
// staff read holds the mask, the words that leave hold the code.
const context: MailContext = { origin: 'https://shop.kwiktechghana.com.gh', storeInfo: undefined };
const CODE = '048213';
const counter: CounterFacts = {
  code: CODE,
  branch: {
    name: 'Kumasi Adum',
    address: '14 Prempeh II Street',
    city: 'Kumasi',
    openingHours: [...Array.from({ length: 6 }, () => ({ opens: '08:00', closes: '18:00' })), null],
  },
  collectBy: new Date('2026-12-05T09:00:00Z'),
};
const order = {
  orderNumber: 'KTG-1042',
  phoneNumber: '+233241234567',
  email: 'ama@example.com',
  firstName: 'Ama',
  total: 1450,
  paymentStatus: 'To pay on delivery',
  items: [],
} as unknown as Order;

/** What staff read in the outbox, and what the shopper receives. */
const rowOf = (message: {
  text: string;
  html?: string;
  secret?: string;
  payload?: { parameters: string[] };
}) => ({
  html: message.html ?? '',
  text: message.text,
  secret: message.secret ?? null,
  payload: message.payload ? { template: 'order_update', language: 'en', ...message.payload } : null,
});

describe('the pickup code in the outbox', () => {
  it('is masked in the SMS, the e-mail and the WhatsApp update staff read, and sent whole', () => {
    const messages = [
      orderStatusSms(context, order, 'Ready for pickup', false, counter)!,
      pickupReminderSms(order, counter),
      pickupReadyMail(context, order, counter),
      orderStatusWhatsApp(context, order, 'Ready for pickup', false, 'en', counter)!,
      pickupReminderWhatsApp(context, order, counter, 'en'),
    ];
    for (const message of messages) {
      const row = rowOf(message);
      const { secret, ...shownToStaff } = row;
      expect(secret).toBe(CODE);
      expect(JSON.stringify(shownToStaff)).not.toContain(CODE);
      expect(row.text).toContain(SECRET_MASK);
      const sent = withSecret(row);
      expect(sent.text).toContain(CODE);
      if (sent.payload) expect(sent.payload.parameters.join(' ')).toContain(CODE);
    }
    expect(withSecret(rowOf(messages[0]!)).text).toBe(
      'Order KTG-1042 is ready at Kumasi Adum (14 Prempeh II Street, Kumasi; Monday to Saturday: 08:00 to 18:00, Sunday: Closed). Show code 048213 at the counter.',
    );
  });
});
