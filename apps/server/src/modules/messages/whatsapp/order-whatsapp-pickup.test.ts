import { formatGhs, type Order, PICKUP_TEXTS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import type { MailContext } from '../email/templates/layout';
import { orderPlacedWhatsApp } from './order-whatsapp';

const context = { origin: 'https://shop.test' } as MailContext;
const kumasi = {
  id: 2,
  name: 'Kumasi Adum',
  address: '14 Prempeh II Street, Adum',
  city: 'Kumasi',
  digitalAddress: 'AK-039-5028',
  phone: '+233 32 202 5566',
  openingHours: [],
};
const order = (changes: Partial<Order>) =>
  ({
    firstName: 'Yaw',
    orderNumber: 'KTG-1042',
    phoneNumber: '+233241234567',
    total: 450,
    paymentStatus: 'Paid',
    fulfilment: 'pickup',
    branch: kumasi,
    ...changes,
  }) as Order;
const place = 'Kumasi Adum, 14 Prempeh II Street, Adum, Kumasi';

// Decision 0069: a pickup's WhatsApp confirmation says where to pick it up, not a delivery.
describe("a pickup's WhatsApp confirmation", () => {
  it('names the branch of a paid pickup', () => {
    const message = orderPlacedWhatsApp(context, order({}), 'en');
    expect(message.payload.parameters[2]).toBe(PICKUP_TEXTS.whatsApp.paid(formatGhs(450), place));
  });

  it('says to pay at the counter of the branch for a counter pickup', () => {
    const message = orderPlacedWhatsApp(context, order({ paymentStatus: 'To pay on delivery' }), 'en');
    expect(message.payload.parameters[2]).toBe(PICKUP_TEXTS.whatsApp.placedAtCounter(formatGhs(450), place));
    expect(message.text).toContain('pay GHS 450.00 at the counter');
  });

  it('keeps a delivery as it was', () => {
    const message = orderPlacedWhatsApp(context, order({ fulfilment: 'delivery', branch: null }), 'en');
    expect(message.text).not.toContain('pick up');
  });
});
