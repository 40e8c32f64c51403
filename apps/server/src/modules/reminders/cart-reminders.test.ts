import { CART_REMINDER_TEXTS } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertTestOrder } from '../../../test/helpers/admin-fixtures';
import { databaseKinds } from '../../../test/helpers/test-database';
import { rowsOf } from '../../db/query-helpers';
import { cartItems, cartReminders, productVariants } from '../../db/schema';
import { segmentsOf } from '../messages';
import {
  DAY_MS,
  daysAgoAt,
  HOUR_MS,
  outboxTo,
  productInStock,
  putInCart,
  remindersTo,
  reminderTestApp,
  shopperWhoAgreed,
} from './cart-reminder-test-fixtures';
import { remindOfCarts } from './cart-reminders';

const after = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR_MS);

// When a left cart is reminded of, and how often (decision 0066): by the app's clock, each
// shopper with a cart of their own, the job run by hand as the periodic task would.
for (const kind of databaseKinds) {
  describe(`cart reminders [${kind}]`, () => {
    const context = reminderTestApp(kind);

    it('reminds nobody who did not say yes to offers, on any channel', async () => {
      const changed = daysAgoAt(5, 10);
      const shopper = await shopperWhoAgreed(context, [], changed);
      await putInCart(context, shopper, await productInStock(context), changed);

      await remindOfCarts(context.app, after(changed, 24));
      expect(await outboxTo(context, shopper.phone)).toEqual([]);
      expect(await outboxTo(context, shopper.email)).toEqual([]);
      const rows = await context.database.db
        .select()
        .from(cartReminders)
        .where(eq(cartReminders.userId, shopper.id));
      expect(rows).toEqual([]);
    });

    it('names a variant in the cart as the shop names it everywhere: product, then its options', async () => {
      const changed = daysAgoAt(5, 10);
      const shopper = await shopperWhoAgreed(context, ['sms'], changed);
      const product = await productInStock(context, 150_000);
      await context.database.db
        .update(productVariants)
        .set({ optionValues: ['256GB', 'Blue'] })
        .where(eq(productVariants.id, product.variantId));
      await putInCart(context, shopper, product, changed);

      await remindOfCarts(context.app, after(changed, 24));
      const [sms] = await remindersTo(context, shopper.phone);
      expect(sms!.text).toBe(
        CART_REMINDER_TEXTS.sms(`${product.name}, 256GB, Blue`, 'https://shop.test/cart'),
      );
    });

    it('texts one SMS 24 hours after the last change, not at 23, and never again for that cart', async () => {
      const changed = daysAgoAt(5, 10);
      const shopper = await shopperWhoAgreed(context, ['sms'], changed);
      const product = await productInStock(context, 150_000);
      await putInCart(context, shopper, product, changed);

      await remindOfCarts(context.app, after(changed, 23));
      expect(await remindersTo(context, shopper.phone)).toEqual([]);

      await remindOfCarts(context.app, after(changed, 24));
      const [sms, ...more] = await remindersTo(context, shopper.phone);
      expect(more).toEqual([]);
      expect(sms!.channel).toBe('sms');
      expect(sms!.text).toBe(CART_REMINDER_TEXTS.sms(product.name, 'https://shop.test/cart'));
      expect(sms!.text).toMatch(/Reply STOP to stop offers$/);
      expect(segmentsOf(sms!.text)).toEqual({ segments: 1, encoding: 'GSM-7' });
      expect(await outboxTo(context, shopper.email)).toEqual([]);
      const [reminder] = await context.database.db
        .select()
        .from(cartReminders)
        .where(eq(cartReminders.userId, shopper.id));
      expect(reminder).toMatchObject({ cartChangedAt: changed, channels: ['sms'] });

      await remindOfCarts(context.app, after(changed, 48));
      expect(await remindersTo(context, shopper.phone)).toHaveLength(1);

      // The text goes in a delivery round of the day.
      context.setNow(after(changed, 48));
      await context.app.outboxWorker!.deliverDue();
      expect(context.fake.to(shopper.phone)).toEqual([sms!.text]);
    });

    it('names the cart state to the microsecond, as the database writes a change, and reminds of it once', async () => {
      const changed = daysAgoAt(5, 12);
      const shopper = await shopperWhoAgreed(context, ['sms'], changed);
      await putInCart(context, shopper, await productInStock(context), changed);
      // A change written by the database's now() is finer than a Date's milliseconds.
      await context.database.db
        .update(cartItems)
        .set({ updatedAt: sql`${changed.toISOString()}::timestamptz + interval '7 microseconds'` })
        .where(eq(cartItems.userId, shopper.id));

      expect(await remindOfCarts(context.app, after(changed, 25))).toBeGreaterThanOrEqual(1);
      const exact = rowsOf<{ count: number }>(
        await context.database.db.execute(sql`
          select count(*)::int as count from cart_reminders
          where user_id = ${shopper.id}
            and cart_changed_at = (select max(updated_at) from cart_items where user_id = ${shopper.id})`),
      );
      expect(exact[0]!.count).toBe(1);
      expect(await remindersTo(context, shopper.phone)).toHaveLength(1);
    });

    it('reminds nobody who ordered after the last change, nor a cart left over a week', async () => {
      const changed = daysAgoAt(5, 10);
      const ordered = await shopperWhoAgreed(context, ['sms'], changed);
      const product = await productInStock(context);
      await putInCart(context, ordered, product, changed);
      await insertTestOrder(context.database.db, {
        user: ordered,
        lines: [{ product, quantity: 1 }],
        createdAt: after(changed, 2),
      });
      const ancient = await shopperWhoAgreed(context, ['sms'], changed);
      await putInCart(context, ancient, product, after(changed, -8 * 24));

      await remindOfCarts(context.app, after(changed, 24));
      expect(await remindersTo(context, ordered.phone)).toEqual([]);
      expect(await remindersTo(context, ancient.phone)).toEqual([]);
    });

    it('sends at most one a week: a cart changed 2 days after a reminder waits for the 7th day', async () => {
      const changed = daysAgoAt(13, 10);
      const shopper = await shopperWhoAgreed(context, ['sms'], changed);
      await putInCart(context, shopper, await productInStock(context), changed);
      await remindOfCarts(context.app, after(changed, 24));
      expect(await remindersTo(context, shopper.phone)).toHaveLength(1);

      // Two days after the reminder the shopper adds another phone, and leaves again.
      const changedAgain = after(changed, 24 + 2 * 24);
      await putInCart(context, shopper, await productInStock(context), changedAgain);
      await remindOfCarts(context.app, after(changedAgain, 24));
      await remindOfCarts(context.app, after(changed, 24 + 7 * 24 - 1));
      expect(await remindersTo(context, shopper.phone)).toHaveLength(1);

      await remindOfCarts(context.app, after(changed, 24 + 7 * 24 + 1));
      expect(await remindersTo(context, shopper.phone)).toHaveLength(2);
    });

    it('queues one reminder when two runs (two instances) find the same cart at once', async () => {
      const changed = daysAgoAt(5, 11);
      const shopper = await shopperWhoAgreed(context, ['sms', 'email'], changed);
      await putInCart(context, shopper, await productInStock(context), changed);

      const now = after(changed, 25);
      await Promise.all([remindOfCarts(context.app, now), remindOfCarts(context.app, now)]);
      expect(await remindersTo(context, shopper.phone)).toHaveLength(1);
      expect(await remindersTo(context, shopper.email)).toHaveLength(1);
      const rows = await context.database.db
        .select()
        .from(cartReminders)
        .where(eq(cartReminders.userId, shopper.id));
      expect(rows).toHaveLength(1);
      expect([...rows[0]!.channels].sort()).toEqual(['email', 'sms']);
    });

    it('queued at 22:00, waits for 08:00: a round at night leaves it, the morning round sends it', async () => {
      const changed = daysAgoAt(5, 22);
      const shopper = await shopperWhoAgreed(context, ['sms'], changed);
      await putInCart(context, shopper, await productInStock(context), changed);

      const night = after(changed, 24);
      context.setNow(night);
      await remindOfCarts(context.app, night);
      const [queued] = await remindersTo(context, shopper.phone);
      const morning = new Date(night.getTime() + DAY_MS);
      morning.setUTCHours(8, 0, 0, 0);
      expect(queued!.nextAttemptAt).toEqual(morning);

      // The database's clock is past 08:00 of that day: only the app's clock holds it back.
      await context.app.outboxWorker!.deliverDue();
      expect(context.fake.to(shopper.phone)).toEqual([]);
      expect((await remindersTo(context, shopper.phone))[0]!.status).toBe('pending');

      context.setNow(morning);
      await context.app.outboxWorker!.deliverDue();
      expect(context.fake.to(shopper.phone)).toEqual([queued!.text]);
      expect((await remindersTo(context, shopper.phone))[0]!.status).toBe('sent');
    });
  });
}
