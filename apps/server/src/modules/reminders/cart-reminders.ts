import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cartReminders } from '../../db/schema';
import { runPeriodically } from '../../plugins/periodic-task';
import {
  type CartReminderFacts,
  cartReminderMail,
  cartReminderSms,
  cartReminderWhatsApp,
  mailContext,
} from '../messages';
import {
  CART_REMINDER_BATCH,
  type CartToRemind,
  cartItemsAt,
  findCartsToRemind,
  firstNameOf,
} from './cart-reminder-carts';
import { type MarketingMessageBuilders, queueMarketingMessage } from './marketing-queue';

/** Thrown inside a reminder's transaction to leave nothing behind when no channel was queued. */
class NothingQueued extends Error {}

/**
 * Reminds one cart in one transaction: its cart_reminders row first (ON CONFLICT DO NOTHING on
 * the account and cart state, so of two instances only one goes on; the other waits for its
 * commit and finds the row), then the message through the marketing gate. When no channel
 * takes it (consent gone, a phone no longer verified, the day's spend cap reached) the row is
 * rolled back too, so a later run may try again and the outbox holds nothing. True when queued.
 */
async function remindOfCart(app: FastifyInstance, cart: CartToRemind, now: Date): Promise<boolean> {
  try {
    return await app.database.db.transaction(async (transaction) => {
      const [claimed] = await transaction
        .insert(cartReminders)
        .values({
          userId: cart.userId,
          cartChangedAt: sql`${cart.cartChangedAt}::timestamptz`,
          sentAt: now,
          channels: [],
        })
        .onConflictDoNothing({ target: [cartReminders.userId, cartReminders.cartChangedAt] })
        .returning({ id: cartReminders.id });
      if (!claimed) return false;
      const items = await cartItemsAt(transaction, cart.userId, now);
      if (!items.some((item) => !item.soldOut)) throw new NothingQueued();
      const facts: CartReminderFacts = { firstName: await firstNameOf(transaction, cart.userId), items };
      const context = await mailContext(app, transaction);
      const builders: MarketingMessageBuilders = {
        email: (to, unsubscribeUrl) => cartReminderMail(context, facts, to, unsubscribeUrl),
        sms: (to) => cartReminderSms(context, facts, to),
        whatsApp: (to) => cartReminderWhatsApp(context, facts, to, app.config.whatsApp.templateLanguage),
      };
      const channels = await queueMarketingMessage(app, transaction, cart.userId, builders, now);
      if (channels.length === 0) throw new NothingQueued();
      await transaction
        .update(cartReminders)
        .set({ channels })
        .where(and(eq(cartReminders.id, claimed.id), eq(cartReminders.userId, cart.userId)));
      return true;
    });
  } catch (error) {
    if (error instanceof NothingQueued) return false;
    throw error;
  }
}

/**
 * Queues the one reminder of each left cart due at `now` (decision 0066), CART_REMINDER_AFTER_HOURS
 * after its last change (0: never); answers how many were queued. Stops between carts when
 * `stopping` fires; the next run takes the rest.
 */
export async function remindOfCarts(
  app: FastifyInstance,
  now: Date,
  stopping?: AbortSignal,
): Promise<number> {
  const afterHours = app.config.reminders.cartReminderAfterHours;
  if (afterHours <= 0) return 0;
  let queued = 0;
  let last: CartToRemind | undefined;
  // In batches, each after the last one's final cart: carts no channel takes today (the spend
  // cap reached) stay due, and are passed over rather than read again in every batch.
  for (;;) {
    const carts = await findCartsToRemind(app.database.db, now, afterHours, last);
    for (const cart of carts) {
      if (stopping?.aborted) return queued;
      if (await remindOfCart(app, cart, now)) queued += 1;
    }
    last = carts.at(-1);
    if (carts.length < CART_REMINDER_BATCH || !last) break;
  }
  if (queued > 0) app.log.info({ queued }, 'cart reminders queued');
  return queued;
}

/** Runs remindOfCarts every REMINDER_INTERVAL_S seconds (0: never) at the app's clock, ready to close. */
export function startCartReminders(app: FastifyInstance): void {
  runPeriodically(app, {
    intervalS: app.config.reminders.intervalS,
    failureMessage: 'cart reminders failed',
    task: (stopping) => remindOfCarts(app, app.clock(), stopping),
  });
}
