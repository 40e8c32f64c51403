import { describe, expect, it } from 'vitest';
import { orderStateLine } from './admin-order-texts';
import { counterPlace } from './pickup-counter-texts';
import { pickupHandoverBodySchema } from './schemas/pickup-counter';

describe('a pickup as staff and the shopper read it', () => {
  it('says Picked up and at the counter where a delivery says Delivered and at the door', () => {
    const pickup = (orderStatus: 'Pending' | 'Ready for pickup' | 'Delivered', paymentStatus: string) =>
      orderStateLine({ orderStatus, paymentStatus, fulfilment: 'pickup' });
    expect(pickup('Pending', 'To pay on delivery')).toBe('To prepare, to be paid at the counter');
    expect(pickup('Ready for pickup', 'To pay on delivery')).toBe(
      'Ready for pickup, to be paid at the counter',
    );
    expect(pickup('Delivered', 'Collected')).toBe('Picked up, paid at the counter');
    expect(pickup('Delivered', 'Paid')).toBe('Picked up');
    expect(orderStateLine({ orderStatus: 'Delivered', paymentStatus: 'Collected' })).toBe(
      'Delivered, paid at the door',
    );
  });

  it('names the branch with its address and hours, or alone when it has neither', () => {
    const branch = { name: 'Kumasi Adum', address: '14 Prempeh II Street', city: 'Kumasi' };
    expect(counterPlace(branch, ['Monday to Saturday: 08:00 to 18:00', 'Sunday: Closed'])).toBe(
      'Kumasi Adum (14 Prempeh II Street, Kumasi; Monday to Saturday: 08:00 to 18:00, Sunday: Closed)',
    );
    expect(counterPlace({ name: 'Main shop', address: ' ', city: '' }, [])).toBe('Main shop');
  });

  it('takes a code of six digits only', () => {
    expect(pickupHandoverBodySchema.safeParse({ code: '012345' }).success).toBe(true);
    for (const code of ['12345', '1234567', '12a456', '']) {
      expect(pickupHandoverBodySchema.safeParse({ code }).success).toBe(false);
    }
  });
});
