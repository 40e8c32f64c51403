import { PICKUP_COUNTER_TEXTS } from '@shop/shared';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../../plugins/errors';
import { runPeriodically } from '../../../plugins/periodic-task';
import { changeOrderStatusByStaff } from '../order-status';
import { lockOrder } from '../order-status-repository';
import { queueReminderMessages } from './pickup-messages';
import { claimReminder, listPickupsToGiveUp, listPickupsToRemind } from './pickup-repository';

/*
 * Uncollected pickups (decision 0069): PICKUP_HOLD_DAYS after it was ready, a pickup nobody
 * collected is cancelled as "Not collected", as staff cancel (its units back at its branch, a
 * paid one refunded, a counter one Cancelled unpaid, the shopper told); one reminder goes a
 * day before. Run on the reminder jobs' interval, at the app's clock.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

/** Queues the one reminder of each pickup whose hold ends within a day; answers how many. */
async function remindOfPickups(app: FastifyInstance, now: Date, stopping?: AbortSignal): Promise<number> {
  const readyBefore = new Date(now.getTime() - (app.config.pickupHoldDays - 1) * DAY_MS);
  const readyAfter = new Date(now.getTime() - app.config.pickupHoldDays * DAY_MS);
  let reminded = 0;
  for (const { id } of await listPickupsToRemind(app.database.db, readyAfter, readyBefore, BATCH)) {
    if (stopping?.aborted) break;
    const queued = await app.database.db.transaction(async (transaction) => {
      const order = await lockOrder(transaction, id);
      if (!order || !(await claimReminder(transaction, id, now))) return false;
      await queueReminderMessages(app, transaction, order);
      return true;
    });
    if (queued) reminded += 1;
  }
  return reminded;
}

/** Cancels each pickup whose hold is over; answers how many. */
async function giveUpPickups(app: FastifyInstance, now: Date, stopping?: AbortSignal): Promise<number> {
  const readyBefore = new Date(now.getTime() - app.config.pickupHoldDays * DAY_MS);
  let cancelled = 0;
  for (const { id } of await listPickupsToGiveUp(app.database.db, readyBefore, BATCH)) {
    if (stopping?.aborted) break;
    try {
      await changeOrderStatusByStaff(app, id, 'Cancelled', PICKUP_COUNTER_TEXTS.notCollected);
      cancelled += 1;
    } catch (error) {
      // Handed over or cancelled by staff meanwhile: nothing to give up.
      if (!(error instanceof HttpError)) throw error;
    }
  }
  return cancelled;
}

/** One run: the reminders due, then the pickups given up. */
export async function sweepUncollectedPickups(
  app: FastifyInstance,
  now: Date = app.clock(),
  stopping?: AbortSignal,
): Promise<{ reminded: number; cancelled: number }> {
  const reminded = await remindOfPickups(app, now, stopping);
  const cancelled = await giveUpPickups(app, now, stopping);
  if (reminded + cancelled > 0) app.log.info({ reminded, cancelled }, 'uncollected pickups swept');
  return { reminded, cancelled };
}

/** Runs the sweep every REMINDER_INTERVAL_S seconds (0: never; tests run it by hand). */
export function startUncollectedPickups(app: FastifyInstance): void {
  runPeriodically(app, {
    intervalS: app.config.reminders.intervalS,
    failureMessage: 'uncollected pickups failed',
    task: (stopping) => sweepUncollectedPickups(app, app.clock(), stopping),
  });
}
