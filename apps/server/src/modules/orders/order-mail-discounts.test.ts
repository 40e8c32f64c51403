import {
  DISCOUNT_TEXTS,
  formatGhs,
  MAIL_TEXTS,
  type Order,
  SMS_TEXTS,
  toCedis,
  toPesewas,
} from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { addToCart, checkout, insertPromotion, productsInStock } from '../../../test/helpers/checkout';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { registerShopper, registerStaff } from '../../../test/helpers/users';
import { outbox } from '../../db/schema';

const PUBLIC_URL = 'https://shop.test';

/** The messages queued about one order, by channel. */
async function messagesAbout(context: TestContext, orderNumber: string, channel: 'email' | 'sms') {
  const rows = await context.database.db.select().from(outbox).where(eq(outbox.channel, channel));
  return rows.filter((row) => row.subject.includes(orderNumber) || row.text.includes(orderNumber));
}

describeEachDatabase(
  'order messages with a discount code',
  { seed: true, config: { publicUrl: PUBLIC_URL, staffAlertEmail: 'alerts@kwiktech.test' } },
  (context) => {
    it('shows the discount line and the discounted total in the e-mails, and the code beside it in the SMS', async () => {
      await insertPromotion(context, {
        code: 'BLACKFRIDAY',
        kind: 'percent',
        percent: 10,
        description: '10 % off phones',
      });
      const [product] = await productsInStock(context.app);
      const shopper = await registerShopper(context.app);
      await addToCart(context.app, shopper.token, product!, 1);
      const entered = await call(context.app, 'POST', '/api/cart/discount', {
        token: shopper.token,
        body: { code: 'black friday' },
      });
      expect(entered.status, JSON.stringify(entered.body)).toBe(200);
      // The storefront's checkout, paying the discounted total with the test provider.
      const placed = (await checkout(context.app, shopper, [])).created.body.order as Order;
      const discount = toCedis(Math.round(toPesewas(placed.subtotal) / 10));
      const total = toCedis(toPesewas(placed.subtotal) - toPesewas(discount) + toPesewas(placed.shippingFee));
      expect(placed.total).toBe(total);

      const mails = await messagesAbout(context, placed.orderNumber, 'email');
      const confirmation = mails.find((mail) => mail.recipient === shopper.email)!;
      const staffAlert = mails.find((mail) => mail.kind === 'staff-new-order')!;
      for (const mail of [confirmation, staffAlert]) {
        expect(mail.text).toContain(
          `${DISCOUNT_TEXTS.line('BLACKFRIDAY', '10 % off phones')}: ${formatGhs(-discount)}`,
        );
        expect(mail.text).toContain(`${MAIL_TEXTS.labels.total}: ${formatGhs(total)}`);
      }
      const [sms] = (await messagesAbout(context, placed.orderNumber, 'sms')).filter(
        (text) => text.kind === 'order-confirmation',
      );
      expect(sms!.text).toBe(
        SMS_TEXTS.orderPlaced(
          placed.orderNumber,
          formatGhs(total),
          `${PUBLIC_URL}/track_order`,
          'BLACKFRIDAY',
        ),
      );

      // Staff's preview of a cancel refunds the discounted total, as the move would say.
      const staff = await registerStaff(context);
      const preview = await call(context.app, 'POST', `/api/admin/orders/${placed._id}/message-preview`, {
        token: staff.token,
        body: { change: 'status', status: 'Cancelled', reason: 'Out of stock' },
      });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.email.text).toContain(MAIL_TEXTS.orderStatus.refund(formatGhs(total)));
    });

    it('writes the messages of an order without a code as before', async () => {
      const [product] = await productsInStock(context.app);
      const shopper = await registerShopper(context.app);
      const placed = (await checkout(context.app, shopper, [[product!, 1]])).created.body.order as Order;
      const mails = await messagesAbout(context, placed.orderNumber, 'email');
      for (const mail of mails) {
        expect(mail.text).not.toContain('Discount');
        expect(mail.text).toContain(`${MAIL_TEXTS.labels.total}: ${formatGhs(placed.total)}`);
      }
      const texts = await context.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, 'sms'), eq(outbox.kind, 'order-confirmation')));
      const sms = texts.find((text) => text.text.includes(placed.orderNumber))!;
      expect(sms.text).toBe(
        SMS_TEXTS.orderPlaced(placed.orderNumber, formatGhs(placed.total), `${PUBLIC_URL}/track_order`),
      );
    });
  },
);
