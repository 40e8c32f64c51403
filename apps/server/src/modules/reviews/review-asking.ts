import {
  formatOrderNumber,
  parseMobileNumber,
  REVIEW_ASK_AFTER_DAYS,
  REVIEW_ASK_WITHIN_DAYS,
} from '@shop/shared';
import { and, asc, eq, gt, isNotNull, isNull, lte, notExists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client';
import { orderItems, orders, productReviews, products, reviewRequests } from '../../db/schema';
import { mailContext, queueMail, queueSms, reviewRequestMail, reviewRequestSms } from '../messages';
import { wantsOrderTexts } from '../users';
import { createReviewLink } from './review-links';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Buyers are asked in the day only, Ghana time (UTC+0, no summer time): from 08:00 until 21:00.
 * A run outside does nothing; the first hourly run of the morning asks.
 */
export const REVIEW_ASK_FROM_HOUR = 8;
export const REVIEW_ASK_UNTIL_HOUR = 21;

export const isAskingHour = (now: Date): boolean =>
  now.getUTCHours() >= REVIEW_ASK_FROM_HOUR && now.getUTCHours() < REVIEW_ASK_UNTIL_HOUR;

/** One product of one delivered order to ask its buyer about. */
interface ProductToAsk {
  orderId: string;
  orderNumber: number;
  userId: string;
  firstName: string;
  email: string;
  phoneNumber: string;
  productId: number;
  productName: string;
}

/**
 * The products of orders delivered between REVIEW_ASK_WITHIN_DAYS and REVIEW_ASK_AFTER_DAYS
 * ago (on orders_delivered_idx), on sale, that their buyer has neither reviewed nor been asked
 * about (by this order or another), oldest delivery first.
 */
async function findProductsToAsk(db: Executor, now: Date): Promise<ProductToAsk[]> {
  const rows = await db
    .selectDistinct({
      deliveredAt: orders.statusChangedAt,
      orderId: orders.id,
      orderNumber: orders.number,
      userId: orders.userId,
      firstName: orders.firstName,
      email: orders.email,
      phoneNumber: orders.phoneNumber,
      productId: products.id,
      productName: products.name,
    })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(
      and(
        eq(orders.orderStatus, 'Delivered'),
        gt(orders.statusChangedAt, new Date(now.getTime() - REVIEW_ASK_WITHIN_DAYS * DAY_MS)),
        lte(orders.statusChangedAt, new Date(now.getTime() - REVIEW_ASK_AFTER_DAYS * DAY_MS)),
        isNotNull(orderItems.productId),
        isNull(products.archivedAt),
        notExists(
          db
            .select({ id: productReviews.id })
            .from(productReviews)
            .where(and(eq(productReviews.productId, products.id), eq(productReviews.userId, orders.userId))),
        ),
        notExists(
          db
            .select({ id: reviewRequests.id })
            .from(reviewRequests)
            .where(and(eq(reviewRequests.productId, products.id), eq(reviewRequests.userId, orders.userId))),
        ),
      ),
    )
    .orderBy(asc(orders.statusChangedAt), asc(orders.id), asc(products.id));
  return rows.map(({ deliveredAt: _deliveredAt, ...row }) => row);
}

/** The same products grouped by order, each buyer and product once however many orders hold it. */
function byOrder(products: ProductToAsk[]): ProductToAsk[][] {
  const groups = new Map<string, ProductToAsk[]>();
  const seen = new Set<string>();
  for (const product of products) {
    const buyerAndProduct = `${product.userId}:${product.productId}`;
    if (seen.has(buyerAndProduct)) continue;
    seen.add(buyerAndProduct);
    const group = groups.get(product.orderId) ?? [];
    group.push(product);
    groups.set(product.orderId, group);
  }
  return [...groups.values()];
}

/**
 * Asks the buyers of one order, in one transaction: per product, the request and its link
 * (createReviewLink), one e-mail, and a text when the buyer's order texts are on and the
 * order's phone reads as a mobile one, as an order's texts go. A product another instance
 * asked about first gets nothing more. Answers the e-mails queued.
 */
async function askBuyersOfOrder(app: FastifyInstance, products: ProductToAsk[], now: Date): Promise<number> {
  const [first] = products;
  if (!first) return 0;
  return app.database.db.transaction(async (transaction) => {
    const context = await mailContext(app, transaction);
    const mobile = parseMobileNumber(first.phoneNumber);
    const textTo = mobile && (await wantsOrderTexts(transaction, first.userId)) ? mobile.e164 : undefined;
    let asked = 0;
    for (const product of products) {
      const token = await createReviewLink(
        transaction,
        { orderId: product.orderId, productId: product.productId, userId: product.userId },
        now,
      );
      if (token === undefined) continue;
      const item = { id: product.productId, name: product.productName };
      const ask = {
        product: item,
        orderNumber: formatOrderNumber(product.orderNumber),
        firstName: product.firstName,
        email: product.email,
      };
      await queueMail(transaction, [reviewRequestMail(context, ask, token)]);
      if (textTo) await queueSms(transaction, [reviewRequestSms(context, item, textTo, token)]);
      asked += 1;
    }
    return asked;
  });
}

/**
 * One run of the review asker (decision 0064): outside the asking hours nothing; inside, every
 * product bought, delivered three to fourteen days before `now` and not yet reviewed or asked
 * about, gets its request and message. Answers how many products were asked about.
 */
export async function askForReviews(
  app: FastifyInstance,
  now: Date,
  stopping?: AbortSignal,
): Promise<number> {
  if (!isAskingHour(now)) return 0;
  let asked = 0;
  for (const order of byOrder(await findProductsToAsk(app.database.db, now))) {
    if (stopping?.aborted) break;
    asked += await askBuyersOfOrder(app, order, now);
  }
  return asked;
}
