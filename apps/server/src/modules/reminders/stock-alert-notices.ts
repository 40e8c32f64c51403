import { SHOP_NAME, variantDisplayName } from '@shop/shared';
import { productPagePath } from '@shop/shared/storefront-paths';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { products, productVariants, stockAlerts } from '../../db/schema';
import { runPeriodically } from '../../plugins/periodic-task';
import { findProductsByIds, variantOptionsOf } from '../catalogue';
import {
  BACK_IN_STOCK_KIND,
  backInStockMail,
  backInStockSms,
  type MailContext,
  mailContext,
  queueMail,
  queueTextsWithinSpendCap,
  quietHoursRelease,
  whatsAppTemplateMessage,
} from '../messages';
import { STOCK_ALERT_LINK_DAYS } from './stock-alert-confirming';

/** Requests claimed per transaction: a restock of a popular phone wakes them in a few rounds. */
export const BACK_IN_STOCK_BATCH = 50;

type ClaimedAlert = Pick<
  typeof stockAlerts.$inferSelect,
  'id' | 'productId' | 'variantId' | 'channel' | 'recipient'
>;

/**
 * The next confirmed waiting requests (on stock_alerts_confirmed_waiting_idx) whose variant has
 * stock and whose product is on sale, after `afterId`, locked for this transaction; rows another
 * run holds are skipped (SKIP LOCKED), so two runs at once never take the same request.
 */
async function claimWokenAlerts(transaction: Executor, afterId: number): Promise<ClaimedAlert[]> {
  return transaction
    .select({
      id: stockAlerts.id,
      productId: stockAlerts.productId,
      variantId: stockAlerts.variantId,
      channel: stockAlerts.channel,
      recipient: stockAlerts.recipient,
    })
    .from(stockAlerts)
    .innerJoin(productVariants, eq(productVariants.id, stockAlerts.variantId))
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(
      and(
        isNull(stockAlerts.notifiedAt),
        isNotNull(stockAlerts.confirmedAt),
        gt(productVariants.stock, 0),
        isNull(products.archivedAt),
        gt(stockAlerts.id, afterId),
      ),
    )
    .orderBy(asc(stockAlerts.id))
    .limit(BACK_IN_STOCK_BATCH)
    .for('update', { of: stockAlerts, skipLocked: true });
}

/** Each claimed variant's name as a cart line reads it ("Samsung Galaxy A15, 256GB, Blue"). */
async function variantNames(transaction: Executor, alerts: ClaimedAlert[]): Promise<Map<number, string>> {
  const found = await findProductsByIds(
    transaction,
    alerts.map((alert) => alert.productId),
  );
  const names = new Map<number, string>();
  for (const product of found.values()) {
    for (const variant of product.variants) {
      names.set(variant.id, variantDisplayName(product.name, variantOptionsOf(product, variant)));
    }
  }
  return names;
}

/**
 * Queues one alert's message on its channel, held until quiet hours end; answers false when
 * the day's text spend cap refused it (the request then waits for a later run).
 */
async function queueNotice(
  app: FastifyInstance,
  transaction: Executor,
  context: MailContext,
  alert: ClaimedAlert,
  name: string,
  notBefore: Date,
): Promise<boolean> {
  const url = context.origin + productPagePath(alert.productId);
  if (alert.channel === 'email') {
    await queueMail(transaction, [
      { ...backInStockMail(context, alert.recipient, { name, url }), notBefore },
    ]);
    return true;
  }
  const texts =
    alert.channel === 'sms'
      ? { sms: [{ ...backInStockSms(alert.recipient, name, url), notBefore }], whatsApp: [] }
      : {
          sms: [],
          whatsApp: [
            {
              ...whatsAppTemplateMessage(
                BACK_IN_STOCK_KIND,
                alert.recipient,
                'backInStock',
                [name, SHOP_NAME, url],
                app.config.whatsApp.templateLanguage,
              ),
              notBefore,
            },
          ],
        };
  return queueTextsWithinSpendCap(transaction, texts, {
    dailySpendCap: app.config.sms.dailySpendCap,
    costEstimate: app.config.sms.costEstimate,
    whatsAppCostEstimate: app.config.whatsApp.costEstimate,
  });
}

/**
 * Wakes the requests whose variant is back in stock (decision 0066): in batches, each in one
 * transaction that claims its requests, queues one message each (e-mail, SMS or WhatsApp, of
 * the kind that keeps quiet hours, so one found at night goes at 08:00) and ends them
 * (`notified_at`), so a request is told once however many runs there are. A text the day's
 * spend cap refuses leaves its request waiting for the next run. No unit is held for anyone.
 * The shopper asked for this message: it needs no marketing consent. Answers the messages queued.
 */
export async function notifyBackInStock(
  app: FastifyInstance,
  now: Date,
  stopping?: AbortSignal,
): Promise<number> {
  const notBefore = quietHoursRelease(now, app.config.reminders.quietHours);
  await forgetUnconfirmed(app.database.db, now);
  let afterId = 0;
  let queued = 0;
  while (!stopping?.aborted) {
    const round = await app.database.db.transaction(async (transaction) => {
      const alerts = await claimWokenAlerts(transaction, afterId);
      if (alerts.length === 0) return undefined;
      const context = await mailContext(app, transaction);
      const names = await variantNames(transaction, alerts);
      const notified: number[] = [];
      for (const alert of alerts) {
        const name = names.get(alert.variantId) ?? '';
        if (await queueNotice(app, transaction, context, alert, name, notBefore)) notified.push(alert.id);
      }
      if (notified.length > 0) {
        await transaction
          .update(stockAlerts)
          .set({ notifiedAt: now })
          .where(inArray(stockAlerts.id, notified));
      }
      return { lastId: alerts.at(-1)!.id, notified: notified.length };
    });
    if (!round) break;
    afterId = round.lastId;
    queued += round.notified;
  }
  return queued;
}

/**
 * A guest's request never confirmed is let go once its link can no longer confirm it
 * (STOCK_ALERT_LINK_DAYS; a code lasts minutes): the address someone typed is not kept.
 */
async function forgetUnconfirmed(db: Executor, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - STOCK_ALERT_LINK_DAYS * 24 * 60 * 60_000);
  await db.delete(stockAlerts).where(and(isNull(stockAlerts.confirmedAt), lt(stockAlerts.createdAt, cutoff)));
}

/**
 * Runs notifyBackInStock every REMINDER_INTERVAL_S (0: never) at the app's clock. A staff
 * restock is not followed by a run of its own: the next run, minutes later, finds it, and the
 * message would wait for the outbox's next round anyway.
 */
export function startBackInStockNotices(app: FastifyInstance): void {
  runPeriodically(app, {
    intervalS: app.config.reminders.intervalS,
    failureMessage: 'back-in-stock notices failed',
    task: (stopping) => notifyBackInStock(app, app.clock(), stopping),
  });
}
