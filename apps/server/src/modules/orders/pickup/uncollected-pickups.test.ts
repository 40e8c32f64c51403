import { PICKUP_COUNTER_TEXTS } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryPlaceOf, newStaff, orderById } from '../../../../test/helpers/pay-on-delivery';
import {
  counterCalls,
  counterPickup,
  counterProduct,
  messagesTo,
  paidPickup,
  pickupBranch,
  unitsAtBranch,
} from '../../../../test/helpers/pickup-counter';
import { createTestApp, type TestContext } from '../../../../test/helpers/test-app';
import { databaseKinds } from '../../../../test/helpers/test-database';
import { sweepUncollectedPickups } from '../index';

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

for (const kind of databaseKinds) {
  describe(`uncollected pickups [${kind}]`, () => {
    const context = {} as TestContext;
    // The app's clock, moved by the test: the hold (PICKUP_HOLD_DAYS, 7) is read at it.
    let now = new Date();
    beforeAll(async () => {
      Object.assign(context, await createTestApp(kind, { seed: true, clock: () => now }));
    }, 180_000);
    afterAll(async () => {
      await context.app?.close();
      await context.database?.dispose();
    });

    it('reminds a day before the end, then cancels as Not collected: stock back at its branch, a paid one refunded, the shopper told', async () => {
      const staff = await newStaff(context);
      const branch = await pickupBranch(context);
      const product = await counterProduct(context);
      const counter = counterCalls(context, staff.token);
      const atCounter = await counterPickup(context, branch.id, product, 2);
      const paid = await paidPickup(context, branch.id, product, 1);
      const start = new Date();
      now = start;
      expect((await counter.markReady(atCounter.orderId)).status).toBe(200);
      expect((await counter.markReady(paid.orderId)).status).toBe(200);
      const unitsBefore = await unitsAtBranch(context, product.id, branch.id);
      const sms = async (shopper: { email: string }) =>
        (await messagesTo(context, deliveryPlaceOf(shopper).phone)).filter((m) => m.channel === 'sms');
      const smsBefore = (await sms(atCounter.shopper)).length;

      now = new Date(start.getTime() + 5 * DAY_MS);
      expect(await sweepUncollectedPickups(context.app)).toEqual({ reminded: 0, cancelled: 0 });

      now = new Date(start.getTime() + 6 * DAY_MS + MINUTE_MS);
      expect(await sweepUncollectedPickups(context.app)).toEqual({ reminded: 2, cancelled: 0 });
      const reminder = (await sms(atCounter.shopper)).at(-1)!;
      expect((await sms(atCounter.shopper)).length).toBe(smsBefore + 1);
      expect(reminder.text).toContain(`is waiting at ${branch.name}: collect it by`);
      const code = (await orderById(context, atCounter.orderId)).pickupCode!;
      expect(reminder.text).toContain(code);
      const mail = (await messagesTo(context, atCounter.shopper.email)).at(-1)!;
      expect(mail.subject).toContain('is waiting for you');
      // One reminder only.
      expect(await sweepUncollectedPickups(context.app)).toEqual({ reminded: 0, cancelled: 0 });
      expect((await orderById(context, atCounter.orderId)).orderStatus).toBe('Ready for pickup');

      now = new Date(start.getTime() + 7 * DAY_MS + MINUTE_MS);
      expect(await sweepUncollectedPickups(context.app)).toEqual({ reminded: 0, cancelled: 2 });
      const counterOrder = await orderById(context, atCounter.orderId);
      expect(counterOrder).toMatchObject({
        orderStatus: 'Cancelled',
        cancelReason: PICKUP_COUNTER_TEXTS.notCollected,
        paymentStatus: 'Cancelled unpaid',
      });
      const paidOrder = await orderById(context, paid.orderId);
      expect(paidOrder.orderStatus).toBe('Cancelled');
      expect(['Refund pending', 'Refunded']).toContain(paidOrder.paymentStatus);
      expect(await unitsAtBranch(context, product.id, branch.id)).toBe(unitsBefore + 3);
      const told = (await sms(atCounter.shopper)).at(-1)!;
      expect(told.text).toContain('cancelled');
      expect(told.text).toContain(PICKUP_COUNTER_TEXTS.notCollected);
      expect(await sweepUncollectedPickups(context.app)).toEqual({ reminded: 0, cancelled: 0 });
    });
  });
}
