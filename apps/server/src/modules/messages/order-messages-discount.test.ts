import { DISCOUNT_TEXTS, MAIL_TEXTS, type Order, SMS_TEXTS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import type { MailContext } from './email/templates/layout';
import { orderCollected, orderConfirmation, staffNewOrder } from './email/templates/order-emails';
import { ONE_SEGMENT, segmentsOf } from './sms/gsm-text';
import { collectedSms, orderPlacedSms, staffNewOrderSms } from './sms/order-sms';

const context: MailContext = { origin: 'https://kwiktech.com.gh', storeInfo: undefined };

// A GHS 2,299.00 phone with a 10 % code (decision 0062), delivered in Accra for GHS 30.
const plain: Order = {
  _id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  orderNumber: 'KTG-1042',
  createdAt: '2026-11-28T10:00:00.000Z',
  orderStatus: 'Pending',
  items: [
    {
      _id: 'line-1',
      name: 'Samsung Galaxy A25 5G 128GB',
      price: 2_299,
      quantity: 1,
      image: null,
      productId: {} as Order['items'][number]['productId'],
      variant: { _id: '', sku: '', options: {} },
    },
  ],
  subtotal: 2_299,
  shippingFee: 30,
  total: 2_329,
  paymentStatus: 'Paid',
  paymentReference: 'KTG-ref-1042',
  paymentMethod: 'pay-online',
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama@example.com',
  street: '14 Ring Road East',
  city: 'Accra',
  state: 'Greater Accra',
  zipCode: '',
  country: 'Ghana',
  phoneNumber: '+233241234567',
  discount: null,
};

const withCode: Order = {
  ...plain,
  items: [{ ...plain.items[0]!, discount: 229.9 }],
  discount: {
    code: 'BLACKFRIDAY',
    description: '10 % off phones',
    amount: 229.9,
    freeDelivery: false,
    deliveryAmount: 0,
  },
  total: 2_099.1,
};

const discountLine = `${DISCOUNT_TEXTS.line('BLACKFRIDAY', '10 % off phones')}: GHS -229.90`;

describe('order messages with a discount', () => {
  it('shows the discount line and the discounted total in the confirmation, the receipt and the staff alert', () => {
    const mails = [
      orderConfirmation(context, withCode),
      orderCollected(context, { ...withCode, paymentStatus: 'Collected' }),
      staffNewOrder(context, withCode, 'staff@kwiktech.test'),
    ];
    for (const mail of mails) {
      expect(mail.text).toContain(`${MAIL_TEXTS.labels.subtotal}: GHS 2,299.00`);
      expect(mail.text).toContain(discountLine);
      expect(mail.text).toContain(`${MAIL_TEXTS.labels.total}: GHS 2,099.10`);
      expect(mail.html).toContain('Discount (BLACKFRIDAY): 10 % off phones');
      expect(mail.html).toContain('GHS -229.90');
    }
  });

  it('names the code beside the total in the texts that state it, in one segment', () => {
    const texts = [
      orderPlacedSms(context, withCode),
      orderPlacedSms(context, { ...withCode, paymentStatus: 'To pay on delivery' }),
      collectedSms({ ...withCode, paymentStatus: 'Collected' }),
      staffNewOrderSms(withCode, '+233201112233'),
    ];
    for (const sms of texts) {
      expect(sms.text).toContain(SMS_TEXTS.totalWithCode('GHS 2,099.10', 'BLACKFRIDAY'));
      expect(segmentsOf(sms.text)).toEqual({ segments: 1, encoding: 'GSM-7' });
    }
  });

  it('leaves the code out of a text it would push past one segment, the total still there', () => {
    const longOrigin: MailContext = { origin: 'https://shop.kwiktechghana.com.gh', storeInfo: undefined };
    const long = {
      ...withCode,
      orderNumber: 'KTG-1048576',
      discount: { ...withCode.discount!, code: 'A'.repeat(32) },
    };
    // The shop's long address and a seven-digit order number: the paid text says the code in fewer words.
    const named = orderPlacedSms(longOrigin, { ...withCode, orderNumber: 'KTG-1048576', total: 375_117 });
    expect(named.text).toContain('GHS 375,117.00 (code BLACKFRIDAY)');
    expect(segmentsOf(named.text).segments).toBe(1);
    const sms = orderPlacedSms(longOrigin, long);
    expect(sms.text.length).toBeLessThanOrEqual(ONE_SEGMENT);
    expect(sms.text).toContain('GHS 2,099.10');
    expect(sms.text).not.toContain('A'.repeat(32));
  });

  it('shows free delivery on the discount line and the delivery row, the total without a fee', () => {
    const freeDelivery: Order = {
      ...plain,
      shippingFee: 0,
      total: 2_299,
      discount: {
        code: null,
        description: 'Free delivery over GHS 2,000',
        amount: 0,
        freeDelivery: true,
        deliveryAmount: 30,
      },
    };
    const mail = orderConfirmation(context, freeDelivery);
    expect(mail.text).toContain(`Free delivery over GHS 2,000: ${DISCOUNT_TEXTS.freeDelivery}`);
    expect(mail.text).toContain(`${MAIL_TEXTS.labels.deliveryFee}: ${DISCOUNT_TEXTS.freeDelivery}`);
    expect(mail.text).toContain(`${MAIL_TEXTS.labels.total}: GHS 2,299.00`);
    // An automatic promotion has no code to name.
    expect(orderPlacedSms(context, freeDelivery).text).not.toContain('(code');
  });

  it("shows a line's regular price beside what was paid when it was bought on sale", () => {
    const onSale: Order = {
      ...plain,
      items: [{ ...plain.items[0]!, price: 1_999, regularPrice: 2_299, quantity: 2 }],
      subtotal: 3_998,
      total: 4_028,
    };
    expect(orderConfirmation(context, onSale).text).toContain(
      MAIL_TEXTS.labels.boughtOnSale('GHS 3,998.00', 'GHS 4,598.00'),
    );
  });

  it('writes the messages of an order without a promotion as before', () => {
    const mail = orderConfirmation(context, plain);
    expect(mail.text).not.toContain('Discount');
    expect(mail.text).not.toContain(DISCOUNT_TEXTS.regularPrice);
    expect(orderConfirmation(context, { ...plain, discount: undefined }).text).toBe(mail.text);
    expect(orderPlacedSms(context, plain).text).toBe(
      SMS_TEXTS.orderPlaced('KTG-1042', 'GHS 2,329.00', 'https://kwiktech.com.gh/track_order'),
    );
  });
});
