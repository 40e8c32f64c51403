import { randomBytes } from 'node:crypto';
import {
  adminOutboxListResponseSchema,
  REVIEW_MAIL_TEXTS,
  reviewEligibilityResponseSchema,
  SECRET_MASK,
} from '@shop/shared';
import { reviewPagePath } from '@shop/shared/storefront-paths';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  createTestUser,
  insertTestOrder,
  insertTestProduct,
  type TestUser,
} from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { sentText } from '../../../test/helpers/outbox-secrets';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { orders, outbox, productReviews, products, reviewRequests } from '../../db/schema';
import { segmentsOf } from '../messages';
import { changeOrderTexts } from '../users';
import { askForReviews } from './review-asking';

const PUBLIC_URL = 'https://shop.test';
const DAY_MS = 24 * 60 * 60 * 1000;
const SHOPPER_PHONE = '+233241234567'; // insertTestOrder's delivery phone

/** Today at `hour`:00 in Ghana (UTC), the moment the asker runs in these tests. */
function todayAt(hour: number): Date {
  const moment = new Date();
  moment.setUTCHours(hour, 0, 0, 0);
  return moment;
}

describeEachDatabase('review asker', { config: { publicUrl: PUBLIC_URL } }, (context) => {
  const morning = todayAt(10);

  /** A new buyer's order of `lines`, delivered `days` days before this morning's run. */
  async function deliveredOrder(
    context: TestContext,
    days: number,
    lines: (typeof products.$inferSelect)[] | number = 1,
  ): Promise<{ buyer: TestUser; products: (typeof products.$inferSelect)[]; orderId: string }> {
    const db = context.database.db;
    const buyer = await createTestUser(db, { name: 'Kwame Owusu' });
    const bought =
      typeof lines === 'number'
        ? await Promise.all(
            Array.from({ length: lines }, () =>
              insertTestProduct(db, { name: `Itel A70 ${randomBytes(3).toString('hex')}` }),
            ),
          )
        : lines;
    const order = await insertTestOrder(db, {
      user: buyer,
      lines: bought.map((product) => ({ product, quantity: 1 })),
      firstName: 'Kwame',
      status: 'Delivered',
    });
    await db
      .update(orders)
      .set({ statusChangedAt: new Date(morning.getTime() - days * DAY_MS) })
      .where(eq(orders.id, order.id));
    return { buyer, products: bought, orderId: order.id };
  }

  const requestMailsTo = (email: string) =>
    context.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.recipient, email), eq(outbox.kind, 'review-request')));

  it('asks nothing at 22:00; at 10:00 asks an order delivered 3 days ago, once, and not one of 2 or 15 days', async () => {
    const due = await deliveredOrder(context, 3);
    const early = await deliveredOrder(context, 2);
    const old = await deliveredOrder(context, 15);

    expect(await askForReviews(context.app, todayAt(22))).toBe(0);
    expect(await askForReviews(context.app, todayAt(7))).toBe(0);
    expect(await requestMailsTo(due.buyer.email)).toEqual([]);

    expect(await askForReviews(context.app, morning)).toBe(1);
    const [mail, ...more] = await requestMailsTo(due.buyer.email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(REVIEW_MAIL_TEXTS.ask.subject(due.products[0]!.name));
    expect(await requestMailsTo(early.buyer.email)).toEqual([]);
    expect(await requestMailsTo(old.buyer.email)).toEqual([]);

    // The next hour's run (and another instance's) finds it asked.
    expect(await askForReviews(context.app, new Date(morning.getTime() + 60 * 60 * 1000))).toBe(0);
    expect(await requestMailsTo(due.buyer.email)).toHaveLength(1);
    const requests = await context.database.db
      .select()
      .from(reviewRequests)
      .where(eq(reviewRequests.orderId, due.orderId));
    expect(requests).toHaveLength(1);
  });

  it('asks one e-mail per product of an order, none for a product reviewed or taken off sale', async () => {
    const db = context.database.db;
    const two = await deliveredOrder(context, 4, 2);
    const reviewed = await deliveredOrder(context, 5);
    await db.insert(productReviews).values({
      productId: reviewed.products[0]!.id,
      userId: reviewed.buyer.id,
      orderId: reviewed.orderId,
      authorName: 'Kwame O.',
      rating: 5,
    });
    const archived = await deliveredOrder(context, 5);
    await db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, archived.products[0]!.id));

    expect(await askForReviews(context.app, morning)).toBe(2);
    const mails = await requestMailsTo(two.buyer.email);
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      two.products.map((product) => REVIEW_MAIL_TEXTS.ask.subject(product.name)).sort(),
    );
    expect(await requestMailsTo(reviewed.buyer.email)).toEqual([]);
    expect(await requestMailsTo(archived.buyer.email)).toEqual([]);
  });

  it('sends a link that opens the form, which the Outbox shows masked; a text too while order texts are on', async () => {
    const staff = await createTestUser(context.database.db, { isAdmin: true });
    const asked = await deliveredOrder(context, 6);
    const product = asked.products[0]!;
    expect(await askForReviews(context.app, morning)).toBe(1);
    const [mail] = await requestMailsTo(asked.buyer.email);
    const masked = `${PUBLIC_URL}${reviewPagePath(product.id, SECRET_MASK)}`;
    expect(mail!.text).toContain(masked);
    const link = new RegExp(`${PUBLIC_URL}/review/${product.id}\\?token=([A-Za-z0-9_-]{40,})`).exec(
      sentText(mail!),
    );
    const token = link![1]!;
    expect(sentText(mail!)).toContain(`${PUBLIC_URL}${reviewPagePath(product.id, token)}`);

    const opened = await call(context.app, 'GET', `/api/review-links/${token}`);
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(reviewEligibilityResponseSchema.parse(opened.body)).toMatchObject({
      product: { id: product.id },
      canReview: true,
    });

    const [text] = await context.database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.channel, 'sms'),
          eq(outbox.kind, 'review-request'),
          eq(outbox.recipient, SHOPPER_PHONE),
        ),
      )
      .orderBy(outbox.createdAt)
      .then((rows) => rows.filter((row) => row.text.includes(`/review/${product.id}?`)));
    expect(text!.text).toContain(masked);
    expect(sentText(text!)).toContain(token);
    expect(segmentsOf(sentText(text!)).segments).toBe(1);

    const listed = await call(context.app, 'GET', '/api/admin/outbox', { token: staff.token });
    expect(listed.status).toBe(200);
    const shown = adminOutboxListResponseSchema.parse(listed.body).messages;
    expect(shown.find((message) => message.id === mail!.id)!.text).toContain(masked);
    expect(JSON.stringify(listed.body)).not.toContain(token);

    // A buyer who turned order texts off gets the e-mail only.
    const quiet = await deliveredOrder(context, 6);
    await changeOrderTexts(context.database.db, quiet.buyer.id, false);
    const textsBefore = await context.database.db.select().from(outbox).where(eq(outbox.channel, 'sms'));
    expect(await askForReviews(context.app, morning)).toBe(1);
    expect(await requestMailsTo(quiet.buyer.email)).toHaveLength(1);
    const textsAfter = await context.database.db.select().from(outbox).where(eq(outbox.channel, 'sms'));
    expect(textsAfter).toHaveLength(textsBefore.length);
  });
});
