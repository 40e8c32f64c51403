import type { Order } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { isFinished, refundText, shownStatus } from './order-state';

const order = (orderStatus: Order['orderStatus'], paymentStatus: string) =>
  ({ orderStatus, paymentStatus }) as Order;

describe('an order as its shopper reads it', () => {
  it('shows a cancelled-and-refunded order as Cancelled, whatever status it had reached', () => {
    expect(shownStatus(order('In Truck', 'Refunded'))).toBe('Cancelled');
    expect(shownStatus(order('Pending', 'Refund pending'))).toBe('Cancelled');
  });

  it('keeps a delivered order Delivered when returns refunded part or all of it', () => {
    expect(shownStatus(order('Delivered', 'Partly refunded'))).toBe('Delivered');
    expect(refundText('Partly refunded')).toBe('Partly refunded');
    expect(shownStatus(order('Delivered', 'Refunded'))).toBe('Delivered');
    expect(refundText('Refunded')).toBe('Refunded');
    expect(isFinished(order('Delivered', 'Partly refunded'))).toBe(true);
  });

  it('says nothing of refunds for a paid order', () => {
    expect(refundText('Paid')).toBeNull();
  });
});
