import { randomInt } from 'node:crypto';
import {
  DEFAULT_TAX_SETTINGS,
  formatGhs,
  formatInvoiceNumber,
  invoicePagePath,
  MAIL_TEXTS,
  type Order,
  orderListResponseSchema,
  passesLuhn,
  SERIAL_TEXTS,
  SMS_TEXTS,
} from '@shop/shared';
import { ORDER_TAX_LABELS, soldUnitText } from '@shop/shared/warranty-page-texts';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { checkout, productsInStock } from '../../../test/helpers/checkout';
import {
  moveOrder,
  newProduct,
  newShopper,
  newStaff,
  outboxTo,
  placeOnDelivery,
  recordOutcome,
} from '../../../test/helpers/pay-on-delivery';
import { describeEachDatabase, type TestContext } from '../../../test/helpers/test-app';
import { registerShopper } from '../../../test/helpers/users';
import { invoices, outbox, products } from '../../db/schema';
import { saveTaxSettings } from '../taxes';

const PUBLIC_URL = 'https://shop.test';
const REGISTERED = {
  ...DEFAULT_TAX_SETTINGS,
  registered: true,
  tin: 'C0012345678',
  legalName: 'Kwik Tech Ghana Limited',
};

function freshImei(): string {
  const body = Array.from({ length: 14 }, () => randomInt(10)).join('');
  return body + [...'0123456789'].find((digit) => passesLuhn(body + digit))!;
}

/** The e-mails of the outbox about one order, by subject. */
async function mailsAbout(context: TestContext, orderNumber: string) {
  const rows = await context.database.db.select().from(outbox).where(eq(outbox.channel, 'email'));
  return rows.filter((row) => row.subject.includes(orderNumber));
}

/** The shopper's order as the order answer has it (tax lines, invoice, serials). */
async function shopperOrder(context: TestContext, token: string, orderId: string): Promise<Order> {
  const listed = orderListResponseSchema.parse(
    (await call(context.app, 'GET', '/api/orders/order', { token })).body,
  );
  return listed.orders.find((order) => order._id === orderId)!;
}

describeEachDatabase(
  'order messages with taxes, invoices and serials',
  { seed: true, config: { publicUrl: PUBLIC_URL, staffAlertEmail: 'alerts@kwiktech.test' } },
  (context) => {
    it('shows the tax lines only once the shop is VAT-registered, and links a paid order to its invoice', async () => {
      const [product] = await productsInStock(context.app);
      const before = await registerShopper(context.app);
      const untaxed = (await checkout(context.app, before, [[product!, 1]])).created.body.order as Order;
      const [plain] = (await mailsAbout(context, untaxed.orderNumber)).filter(
        (mail) => mail.recipient === before.email,
      );
      expect(plain!.text).not.toContain(ORDER_TAX_LABELS.taxableValue);
      expect(plain!.text).toContain(PUBLIC_URL + invoicePagePath(untaxed._id));

      await saveTaxSettings(context.database.db, REGISTERED);
      try {
        const shopper = await registerShopper(context.app);
        const created = (await checkout(context.app, shopper, [[product!, 2]])).created.body.order as Order;
        const order = await shopperOrder(context, shopper.token, created._id);
        const tax = order.tax!;
        expect(tax).toBeTruthy();
        const mails = await mailsAbout(context, order.orderNumber);
        const confirmation = mails.find((mail) => mail.recipient === shopper.email)!;
        const staffAlert = mails.find((mail) => mail.kind === 'staff-new-order')!;
        for (const mail of [confirmation, staffAlert]) {
          expect(mail.text).toContain(ORDER_TAX_LABELS.heading);
          expect(mail.text).toContain(`${ORDER_TAX_LABELS.taxableValue}: ${formatGhs(tax.taxableValue)}`);
          for (const levy of tax.levies) {
            expect(mail.text).toContain(
              `${ORDER_TAX_LABELS.rated(levy.name, levy.rate)}: ${formatGhs(levy.amount)}`,
            );
          }
          expect(mail.text).toContain(
            `${ORDER_TAX_LABELS.rated('VAT', tax.vat.rate)}: ${formatGhs(tax.vat.amount)}`,
          );
          expect(mail.html).toContain(formatGhs(tax.vat.amount));
        }
        // The shopper's, not staff's: the printable invoice, named by its number.
        expect(confirmation.text).toContain(
          `${MAIL_TEXTS.orderConfirmation.invoice(order.invoice!.number)}: ${PUBLIC_URL}${invoicePagePath(order._id)}`,
        );
        expect(staffAlert.text).not.toContain(invoicePagePath(order._id));
      } finally {
        await saveTaxSettings(context.database.db, DEFAULT_TAX_SETTINGS);
      }
    });

    it('lists each serial with its warranty date in the In Truck e-mail and SMS', async () => {
      const [phone] = await productsInStock(context.app);
      await context.database.db
        .update(products)
        .set({ tracksSerials: true })
        .where(eq(products.id, phone!.id));
      context.app.answerCache.clear(['products']);
      const shopper = await registerShopper(context.app);
      const created = (await checkout(context.app, shopper, [[phone!, 2]])).created.body.order as Order;
      const imeis = [freshImei(), freshImei()];
      const staff = await newStaff(context);
      const moved = await call(context.app, 'PATCH', `/api/admin/orders/${created._id}/status`, {
        token: staff.token,
        body: { status: 'In Truck', serials: { [created.items[0]!._id]: imeis } },
      });
      expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      const units = (await shopperOrder(context, shopper.token, created._id)).items[0]!.serials!;
      expect(units.map((unit) => unit.serial)).toEqual(imeis);

      const inTruck = (await mailsAbout(context, created.orderNumber)).find((mail) =>
        mail.subject.endsWith('In Truck'),
      )!;
      expect(inTruck.text).toContain(SERIAL_TEXTS.soldUnitsTitle);
      for (const unit of units)
        expect(inTruck.text).toContain(soldUnitText(unit.serial, 'sold', unit.warrantyUntil));

      const texts = await context.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.channel, 'sms'), eq(outbox.kind, 'order-status')));
      const sms = texts.find((text) => text.text.includes(`order ${created.orderNumber} is on the truck`))!;
      for (const unit of units)
        expect(sms.text).toContain(SMS_TEXTS.unitWarranty(unit.serial, unit.warrantyUntil));
      expect(sms.text).toContain(`${PUBLIC_URL}/track_order`);
    });

    it("sends a receipt e-mail with the invoice when the rider's collection is recorded", async () => {
      const staff = await newStaff(context);
      const shopper = await newShopper(context);
      const { orderId } = await placeOnDelivery(context, shopper, [[await newProduct(context), 1]]);
      expect((await moveOrder(context, staff.token, orderId, 'In Truck')).status).toBe(200);
      const collected = await recordOutcome(context, staff.token, orderId, {
        outcome: 'collected',
        method: 'cash',
        amount: 125,
      });
      expect(collected.status, JSON.stringify(collected.body)).toBe(200);
      const [invoice] = await context.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, orderId));
      const receipt = (await outboxTo(context, shopper.email)).find((mail) =>
        mail.subject.startsWith('Payment received'),
      )!;
      expect(receipt.text).toContain(formatGhs(125));
      expect(receipt.text).toContain(
        `${MAIL_TEXTS.orderConfirmation.invoice(formatInvoiceNumber(invoice!.number))}: ${PUBLIC_URL}${invoicePagePath(orderId)}`,
      );
    });
  },
);
