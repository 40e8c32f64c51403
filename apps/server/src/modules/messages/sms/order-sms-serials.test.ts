import { type Order, SMS_TEXTS } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import type { MailContext } from '../email/templates/layout';
import { ONE_SEGMENT, segmentsOf, TWO_SEGMENTS } from './gsm-text';
import { orderStatusSms } from './order-sms';

// The In Truck text names each unit's serial and warranty (decision 0061).
const context: MailContext = { origin: 'https://shop.kwiktechghana.com.gh', storeInfo: undefined };

const phoneOrder = (serials: string[], paymentStatus = 'Paid'): Order => ({
  _id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  orderNumber: 'KTG-1048576',
  createdAt: '2026-11-25T10:00:00.000Z',
  orderStatus: 'In Truck',
  items: [
    {
      _id: 'line-1',
      name: 'Samsung Galaxy A15 128GB',
      price: 2299,
      quantity: serials.length,
      image: null,
      productId: {} as Order['items'][number]['productId'],
      variant: { _id: '', sku: '', options: {} },
      serials: serials.map((serial) => ({ serial, warrantyUntil: '2027-11-28', state: 'sold' as const })),
    },
  ],
  subtotal: 2299 * serials.length,
  shippingFee: 25,
  total: 2299 * serials.length + 25,
  paymentStatus,
  paymentReference: 'KTG-ref-000000000001',
  paymentMethod: paymentStatus === 'Paid' ? 'pay-online' : 'pay-on-delivery',
  firstName: 'Ama',
  lastName: 'Mensah',
  email: 'ama@example.com',
  street: '12 Oxford Street',
  city: 'Accra',
  state: 'Greater Accra',
  zipCode: '',
  country: 'Ghana',
  phoneNumber: '+233241234567',
});

const IMEIS = ['356938035643809', '352096112458734', '354891103722652', '352018740965310', '353320155881423'];
const inTruck = (order: Order) => orderStatusSms(context, order, 'In Truck', false)!.text;

describe('the In Truck SMS of a phone order', () => {
  it('names one phone with its IMEI and warranty date in one segment, the track link kept', () => {
    const text = inTruck(phoneOrder(IMEIS.slice(0, 1)));
    expect(text).toContain('IMEI 356938035643809, warranty to 28 Nov 2027');
    expect(text).toContain('https://shop.kwiktechghana.com.gh/track_order');
    expect(text.length).toBeLessThanOrEqual(ONE_SEGMENT);
    expect(segmentsOf(text)).toEqual({ segments: 1, encoding: 'GSM-7' });
  });

  it('lists as many units as fit in two segments and counts the others', () => {
    const text = inTruck(phoneOrder(IMEIS));
    expect(text.length).toBeLessThanOrEqual(TWO_SEGMENTS);
    expect(text).toContain(SMS_TEXTS.unitWarranty(IMEIS[0]!, '2027-11-28'));
    expect(text).toMatch(/\+\d more on the order page/);
    expect(text).toContain('https://shop.kwiktechghana.com.gh/track_order');
  });

  it('adds the serials to the pay-on-delivery text too, and says nothing of serials when none were recorded', () => {
    const onDelivery = inTruck(phoneOrder(IMEIS.slice(0, 1), 'To pay on delivery'));
    expect(onDelivery).toContain('GHS 2,324.00');
    expect(onDelivery).toContain('IMEI 356938035643809, warranty to 28 Nov 2027');
    expect(inTruck(phoneOrder([]))).not.toContain('warranty');
  });
});
