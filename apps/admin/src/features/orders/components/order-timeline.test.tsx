import { ADMIN_ORDER_TEXTS, type AdminOrderDetail } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { timelineOf } from './order-timeline';

const texts = ADMIN_ORDER_TEXTS.timeline;

/** The stamps of an order; the rest of the detail does not shape its history. */
const order = (values: Partial<AdminOrderDetail>) =>
  ({
    createdAt: '2026-11-20T10:00:00.000Z',
    statusChangedAt: '2026-11-20T10:00:00.000Z',
    orderStatus: 'Pending',
    paymentStatus: 'Paid',
    paymentMethod: 'paystack',
    payment: null,
    outForDeliveryAt: null,
    collection: null,
    ...values,
  }) as AdminOrderDetail;

const paidAt = { paidAt: '2026-11-20T10:01:00.000Z' } as AdminOrderDetail['payment'];

describe("the order's history", () => {
  it('shows a paid order as placed and paid, not as Pending', () => {
    expect(timelineOf(order({ payment: paidAt }))).toEqual([
      { label: texts.placed, at: '2026-11-20T10:00:00.000Z' },
      { label: texts.paid, at: '2026-11-20T10:01:00.000Z' },
    ]);
  });

  it('names each state once, oldest first, up to Delivered', () => {
    const out = { outForDeliveryAt: '2026-11-21T08:00:00.000Z', payment: paidAt };
    expect(
      timelineOf(order({ ...out, orderStatus: 'In Truck', statusChangedAt: '2026-11-21T08:00:00.001Z' })).map(
        (step) => step.label,
      ),
    ).toEqual([texts.placed, texts.paid, texts.outForDelivery]);
    expect(
      timelineOf(order({ ...out, orderStatus: 'Delivered', statusChangedAt: '2026-11-21T15:30:00.000Z' })),
    ).toEqual([
      { label: texts.placed, at: '2026-11-20T10:00:00.000Z' },
      { label: texts.paid, at: '2026-11-20T10:01:00.000Z' },
      { label: texts.outForDelivery, at: '2026-11-21T08:00:00.000Z' },
      { label: 'Delivered', at: '2026-11-21T15:30:00.000Z' },
    ]);
  });

  it('ends a refused order to pay on delivery with the refusal, once', () => {
    const refused = order({
      paymentMethod: 'pay-on-delivery',
      paymentStatus: 'Refused at the door',
      orderStatus: 'Cancelled',
      outForDeliveryAt: '2026-11-21T08:00:00.000Z',
      statusChangedAt: '2026-11-21T11:00:00.002Z',
      collection: {
        outcome: 'refused',
        recordedAt: '2026-11-21T11:00:00.000Z',
      } as AdminOrderDetail['collection'],
    });
    expect(timelineOf(refused).map((step) => step.label)).toEqual([
      texts.toPayOnDelivery,
      texts.outForDelivery,
      texts.refused,
    ]);
  });
});
