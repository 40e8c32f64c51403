import type { Order } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import type { MailContext } from '../email/templates/layout';
import { ONE_SEGMENT, segmentsOf } from './gsm-text';
import { collectedSms, lowStockSms, orderPlacedSms, orderStatusSms, staffNewOrderSms } from './order-sms';
import { phoneCodeSms } from './phone-code-sms';

// A long public address, a seven-digit order number, a six-figure total, long Ghanaian names.
const context: MailContext = { origin: 'https://shop.kwiktechghana.com.gh', storeInfo: undefined };
const LONG_PRODUCT =
  'Samsung Galaxy S24 Ultra 5G (512GB, 12GB RAM) Titanium Violet, Dual SIM, with 45W Super Fast Charger and Case';

const order: Order = {
  _id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  orderNumber: 'KTG-1048576',
  createdAt: '2026-11-25T10:00:00.000Z',
  orderStatus: 'Pending',
  items: [
    {
      _id: 'line-1',
      name: LONG_PRODUCT,
      price: 124_999,
      quantity: 3,
      image: null,
      productId: {} as Order['items'][number]['productId'],
      variant: { _id: '', sku: '', options: {} },
    },
  ],
  subtotal: 374_997,
  shippingFee: 120,
  total: 375_117,
  paymentStatus: 'Paid',
  paymentReference: 'KTG-ref-000000000001',
  paymentMethod: 'paystack',
  firstName: 'Nana Akosua Oforiwaa',
  lastName: 'Asantewaa-Boateng Kwarteng',
  email: 'nana.asantewaa@example.com',
  street: 'House No. 27, Ring Road Central',
  city: 'Sekondi-Takoradi Metropolitan',
  state: 'Western',
  zipCode: '',
  country: 'Ghana',
  phoneNumber: '+233241234567',
  cancelReason:
    'The Titanium Violet colour you chose is no longer made by Samsung and our supplier cannot get another one before the new year, so we are refunding you in full',
};

// Pay on delivery (decision 0034): the amount to have ready instead of "paid".
const onDelivery: Order = { ...order, paymentStatus: 'To pay on delivery', paymentMethod: 'pay-on-delivery' };

const texts = () => [
  orderPlacedSms(context, order),
  orderStatusSms(context, order, 'In Truck', false)!,
  orderStatusSms(context, order, 'In Transit', false)!,
  orderStatusSms(context, order, 'Delivered', false)!,
  staffNewOrderSms(order, '+233201112233'),
  lowStockSms({ name: LONG_PRODUCT, stock: 3 }, '+233201112233'),
  phoneCodeSms('+233241234567', '042917'),
  orderPlacedSms(context, onDelivery),
  orderStatusSms(context, onDelivery, 'In Transit', false)!,
  collectedSms(onDelivery),
  orderStatusSms(context, onDelivery, 'In Truck', false)!,
  staffNewOrderSms(onDelivery, '+233201112233'),
];

describe('SMS within the segment budget', () => {
  it('fits every message of an order in one GSM-7 segment, with long names and a long address', () => {
    for (const sms of texts()) {
      expect(segmentsOf(sms.text), sms.text).toEqual({ segments: 1, encoding: 'GSM-7' });
      expect(sms.text.length).toBeLessThanOrEqual(ONE_SEGMENT);
    }
  });

  it('keeps the order number in every order text, the total where money is named, and the track link', () => {
    const [placed, truck, transit, delivered, staff] = texts();
    for (const sms of [placed!, truck!, transit!, delivered!, staff!])
      expect(sms.text).toContain('KTG-1048576');
    expect(placed!.text).toContain('GHS 375,117.00');
    expect(staff!.text).toContain('GHS 375,117.00');
    for (const sms of [placed!, truck!, transit!, delivered!]) {
      expect(sms.text).toContain('https://shop.kwiktechghana.com.gh/track_order');
    }
    expect(transit!.text).toContain('024 123 4567');
    expect(texts().some((sms) => sms.text.includes('₵'))).toBe(false);
  });

  it('says what to have ready for the rider in the texts of an order to pay on delivery', () => {
    const [placed, transit, collected, truck] = texts().slice(-5);
    for (const sms of [placed!, transit!, collected!, truck!]) {
      expect(sms.text).toContain('KTG-1048576');
      expect(sms.text).toContain('GHS 375,117.00');
    }
    for (const sms of [placed!, truck!]) {
      expect(sms.text).toContain('https://shop.kwiktechghana.com.gh/track_order');
      expect(sms.text).toMatch(/pay on delivery/i);
    }
    expect(transit!.text).toContain('024 123 4567');
    // A prepaid order's In Truck text asks for no money.
    expect(texts()[1]!.text).not.toContain('GHS');
  });

  it("tells staff a new order is cash to collect, with the amount, the shopper's name, phone and city", () => {
    const staff = texts().at(-1)!;
    expect(staff.kind).toBe('staff-new-order');
    expect(staff.text).toContain('KTG-1048576: pay on delivery, collect GHS 375,117.00');
    expect(staff.text).toContain('Nana Akosua Oforiwaa');
    expect(staff.text).toContain('024 123 4567');
    expect(staff.text).toContain('Sekondi-Takoradi');
    expect(texts()[4]!.text).not.toContain('pay on delivery');
  });

  it('fits a cancellation with a long reason and its refund in two segments at most, the reason cut', () => {
    const cancelled = orderStatusSms(context, order, 'Cancelled', true)!;
    const { segments, encoding } = segmentsOf(cancelled.text);
    expect(encoding).toBe('GSM-7');
    expect(segments).toBeLessThanOrEqual(2);
    expect(cancelled.text).toContain('GHS 375,117.00');
    expect(cancelled.text).toContain('The Titanium Violet colour');
    const short = orderStatusSms(context, { ...order, cancelReason: 'Out of stock' }, 'Cancelled', true)!;
    expect(segmentsOf(short.text).segments).toBe(1);
  });

  it('writes names outside GSM-7 in letters every phone shows, so a curly quote does not make it UCS-2', () => {
    const named = { ...order, firstName: 'Kwamé “KB”', lastName: 'Ɔdɔnkɔ’s Ŋkrumah' };
    const staff = staffNewOrderSms(named, '+233201112233');
    expect(segmentsOf(staff.text)).toEqual({ segments: 1, encoding: 'GSM-7' });
    expect(staff.text).toContain('Kwame');
  });
});
