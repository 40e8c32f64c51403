import { CART_REMINDER_TEXTS, formatGhs, SECRET_MASK, SHOP_NAME } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { sentText } from '../../../test/helpers/outbox-secrets';
import { databaseKinds } from '../../../test/helpers/test-database';
import { marketingConsents, products, productVariants } from '../../db/schema';
import { segmentsOf } from '../messages';
import {
  daysAgoAt,
  HOUR_MS,
  outboxTo,
  PUBLIC_URL,
  productInStock,
  putInCart,
  remindersTo,
  reminderTestApp,
  shopperWhoAgreed,
} from './cart-reminder-test-fixtures';
import { remindOfCarts } from './cart-reminders';

const after = (start: Date, hours: number) => new Date(start.getTime() + hours * HOUR_MS);
const CART_URL = `${PUBLIC_URL}/cart`;

// What a cart reminder says (decision 0066): the cart as it is on the day it is sent, in each
// channel's form, and the e-mail's one-click way out.
for (const kind of databaseKinds) {
  describe(`cart reminder messages [${kind}]`, () => {
    const context = reminderTestApp(kind);

    it('lists the items at today’s prices: a sale begun since shows its price, a sold-out item is marked', async () => {
      const changed = daysAgoAt(5, 9);
      const shopper = await shopperWhoAgreed(context, ['email'], changed);
      const onSale = await productInStock(context, 150_000);
      const soldOut = await productInStock(context, 90_000);
      await putInCart(context, shopper, onSale, changed, 2);
      await putInCart(context, shopper, soldOut, changed);
      // After the cart was filled, a sale starts on the first and the second sells out.
      await context.database.db
        .update(productVariants)
        .set({ salePricePesewas: 120_000, saleStartsAt: after(changed, 1) })
        .where(eq(productVariants.id, onSale.variantId));
      await context.database.db
        .update(productVariants)
        .set({ stock: 0 })
        .where(eq(productVariants.id, soldOut.variantId));

      await remindOfCarts(context.app, after(changed, 24));
      const [mail, ...more] = await remindersTo(context, shopper.email);
      expect(more).toEqual([]);
      expect(mail!.subject).toBe(CART_REMINDER_TEXTS.subject);
      const lines = mail!.text.split('\n');
      expect(lines).toContain(`${CART_REMINDER_TEXTS.line(onSale.name, 2)}: ${formatGhs(2_400)}`);
      expect(lines).toContain(`${soldOut.name}: ${CART_REMINDER_TEXTS.soldOut}`);
      expect(lines).toContain(`${CART_REMINDER_TEXTS.total}: ${formatGhs(2_400)}`);
      expect(mail!.text).not.toContain(formatGhs(3_000));
      expect(mail!.text).toContain(`${CART_REMINDER_TEXTS.button}: ${CART_URL}`);
      expect(mail!.html).toContain(`href="${CART_URL}"`);
      expect(mail!.text).toContain(`Kofi, your cart is waiting`);
    });

    it('mails with its own unsubscribe link: the token only at send, RFC 8058 headers, one click stops e-mail offers', async () => {
      const changed = daysAgoAt(5, 9);
      const shopper = await shopperWhoAgreed(context, ['email'], changed);
      await putInCart(context, shopper, await productInStock(context), changed);

      await remindOfCarts(context.app, after(changed, 24));
      const [row] = await remindersTo(context, shopper.email);
      expect(row!.kind).toBe('marketing-cart-reminder');
      expect(row!.secret).toBeTruthy();
      const maskedLink = `${PUBLIC_URL}/unsubscribe?token=${SECRET_MASK}`;
      expect(row!.text).toContain(`${CART_REMINDER_TEXTS.unsubscribe}: ${maskedLink}`);
      expect(row!.text).not.toContain(row!.secret!);
      const token = row!.secret!;
      expect(sentText(row!)).toContain(`${PUBLIC_URL}/unsubscribe?token=${token}`);

      context.setNow(after(changed, 25));
      await context.app.outboxWorker!.deliverDue();
      const [received] = context.smtp.to(shopper.email);
      const head = received!.body.replace(/\r?\n[ \t]+/g, ' ');
      expect(head).toContain(`List-Unsubscribe: <${PUBLIC_URL}/api/marketing/unsubscribe?token=${token}>`);
      expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

      const clicked = await call(context.app, 'POST', `/api/marketing/unsubscribe?token=${token}`);
      expect(clicked.status, JSON.stringify(clicked.body)).toBe(200);
      const [consent] = await context.database.db
        .select()
        .from(marketingConsents)
        .where(and(eq(marketingConsents.userId, shopper.id), eq(marketingConsents.channel, 'email')));
      expect(consent!.granted).toBe(false);
    });

    it('reminds of nothing when every item is sold out or taken off sale', async () => {
      const changed = daysAgoAt(5, 9);
      const shopper = await shopperWhoAgreed(context, ['sms', 'email'], changed);
      const soldOut = await productInStock(context, 50_000, 0);
      const archived = await productInStock(context);
      await context.database.db
        .update(products)
        .set({ archivedAt: changed })
        .where(eq(products.id, archived.id));
      await putInCart(context, shopper, soldOut, changed);
      await putInCart(context, shopper, archived, changed);

      expect(await remindOfCarts(context.app, after(changed, 30))).toBe(0);
      expect(await outboxTo(context, shopper.phone)).toEqual([]);
      expect(await outboxTo(context, shopper.email)).toEqual([]);
    });

    it('texts one GSM-7 segment with a long name, counting the other items, and names them on WhatsApp', async () => {
      const changed = daysAgoAt(5, 9);
      const shopper = await shopperWhoAgreed(context, ['sms', 'whatsapp'], changed);
      const long = await productInStock(context);
      await context.database.db
        .update(products)
        .set({ name: `Samsung Galaxy S24 Ultra 5G “Titanium” edition, 12GB RAM, 512GB storage ${long.id}` })
        .where(eq(products.id, long.id));
      const other = await productInStock(context);
      await putInCart(context, shopper, other, changed);
      await putInCart(context, shopper, long, after(changed, 1));

      await remindOfCarts(context.app, after(changed, 25));
      const rows = await remindersTo(context, shopper.phone);
      const sms = rows.find((row) => row.channel === 'sms')!;
      expect(segmentsOf(sms.text)).toEqual({ segments: 1, encoding: 'GSM-7' });
      expect(sms.text).toMatch(/^Kwik Tech: you left Samsung Galaxy S24 .*\.\.\. and 1 more in your cart/);
      expect(sms.text.endsWith(`${CART_URL} Reply STOP to stop offers`)).toBe(true);

      const whatsApp = rows.find((row) => row.channel === 'whatsapp')!;
      expect(whatsApp.payload).toMatchObject({ template: 'cart_reminder', language: 'en' });
      const [firstName, items, shop, url] = (whatsApp.payload as { parameters: string[] }).parameters;
      expect([firstName, shop, url]).toEqual(['Kofi', SHOP_NAME, CART_URL]);
      expect(items).toMatch(/^Samsung Galaxy S24 Ultra 5G “Titanium” edition.* and 1 more$/);
      expect(whatsApp.text).toBe(
        `Hello Kofi, you left ${items} in your cart at ${SHOP_NAME}. Finish your order: ${CART_URL}`,
      );
    });
  });
}
