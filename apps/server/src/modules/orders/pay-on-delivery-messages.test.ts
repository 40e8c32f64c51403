import {
  formatGhs,
  formatPhoneNumber,
  PAY_ON_DELIVERY_TEXTS,
  paymentConfigResponseSchema,
  startCheckoutResponseSchema,
} from '@shop/shared';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { checkout, productsInStock } from '../../../test/helpers/checkout';
import {
  fakeAfricasTalkingSettings,
  startFakeAfricasTalking,
} from '../../../test/helpers/fake-africastalking';
import {
  deliveryPlaceOf,
  fillCart,
  moveOrder,
  newProduct,
  newShopper,
  newStaff,
  ordersOf,
  outboxTo,
  placeOnDelivery,
  startWith,
  verifyPhone,
} from '../../../test/helpers/pay-on-delivery';
import { snapshotTables } from '../../../test/helpers/table-snapshot';
import { describeEachDatabase, type TestContext, testConfig } from '../../../test/helpers/test-app';

const SHOPPER_PHONE = '+233241234567'; // the checkout helper's "024 123 4567", on prepaid orders
const STAFF_PHONE = '+233201112233';
const STAFF_EMAIL = 'orders@kwiktech.test';
const TRACK_URL = 'https://shop.test/track_order';
const { refusals, sms, howPaid, mail } = PAY_ON_DELIVERY_TEXTS;

const fake = await startFakeAfricasTalking();
afterAll(() => fake.stop());

/** What the fake Africa's Talking took for one number about one order. */
const textsAbout = (phone: string, orderNumber: string) =>
  fake.to(phone).filter((text) => text.includes(`${orderNumber} `) || text.includes(`${orderNumber}:`));

const snapshot = (context: TestContext) =>
  snapshotTables(context.database, { leaveOut: { sessions: ['last_used_at'] } });

describeEachDatabase(
  "pay on delivery with SMS on (a fake Africa's Talking)",
  {
    seed: true,
    config: {
      publicUrl: 'https://shop.test',
      staffAlertEmail: STAFF_EMAIL,
      sms: {
        ...testConfig().sms,
        ...fakeAfricasTalkingSettings(fake.url),
        callbackSecret: 'dlr-secret-0123456789abcdef',
        staffAlertPhones: [STAFF_PHONE],
      },
    },
  },
  (context) => {
    // Both databases number their orders alike: each test reads only what it sent.
    beforeEach(() => {
      fake.sent.length = 0;
    });

    it('asks for a verified delivery phone under the default rule: unverified refused writing nothing, verified placed', async () => {
      const config = paymentConfigResponseSchema.parse(
        (await context.app.inject({ method: 'GET', url: '/api/payments/config' })).json(),
      );
      expect(config.payOnDelivery?.verifiedPhoneRequired).toBe(true);

      const shopper = await newShopper(context);
      const product = await newProduct(context, { stock: 5 });
      await fillCart(context.app, shopper, [[product, 1]]);
      const before = await snapshot(context);
      const unverified = await startWith(context.app, shopper);
      expect(unverified.status).toBe(409);
      expect(unverified.body).toEqual({
        success: false,
        message: refusals.phoneNotVerified(formatPhoneNumber(deliveryPlaceOf(shopper).phone)),
      });
      expect(await snapshot(context)).toEqual(before);

      await verifyPhone(context, shopper.id, deliveryPlaceOf(shopper).phone);
      const placed = await startWith(context.app, shopper);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect((await ordersOf(context, shopper.id)).map((row) => row.paymentStatus)).toEqual([
        'To pay on delivery',
      ]);
    });

    it('texts staff the amount to collect and the shopper the amount to have ready, placed and on the truck', async () => {
      const staff = await newStaff(context);
      const shopper = await newShopper(context);
      const { phone } = deliveryPlaceOf(shopper);
      await verifyPhone(context, shopper.id, phone);
      const product = await newProduct(context, { stock: 5, pricePesewas: 45_000 });
      const answer = startCheckoutResponseSchema.parse(
        await placeOnDelivery(context, shopper, [[product, 2]]),
      );
      const { orderNumber } = answer.payOnDelivery!;
      // GHS 900 of goods and Accra's GHS 25.
      const amount = formatGhs(925);
      await context.app.outboxWorker!.deliverDue();

      expect(textsAbout(STAFF_PHONE, orderNumber)).toEqual([
        sms.staffNewOrder(orderNumber, amount, 2, 'Ama Mensah', formatPhoneNumber(phone), 'Accra'),
      ]);
      expect(textsAbout(phone, orderNumber)).toEqual([sms.placed(orderNumber, amount, TRACK_URL)]);

      expect((await moveOrder(context, staff.token, answer.orderId, 'In Truck')).status).toBe(200);
      await context.app.outboxWorker!.deliverDue();
      expect(textsAbout(phone, orderNumber)).toEqual([
        sms.placed(orderNumber, amount, TRACK_URL),
        sms.inTruck(orderNumber, amount, TRACK_URL),
      ]);

      // The e-mails say it too: the staff alert and the shopper's In Truck message.
      const paymentLine = mail.payment(howPaid.toPayOnDelivery(amount));
      const staffMail = (await outboxTo(context, STAFF_EMAIL)).find((row) => row.text.includes(orderNumber));
      expect(staffMail!.kind).toBe('staff-new-order');
      expect(staffMail!.text).toContain(paymentLine);
      const inTruck = (await outboxTo(context, shopper.email)).find((row) => row.kind === 'order-status');
      expect(inTruck!.subject).toContain('In Truck');
      expect(inTruck!.text).toContain(paymentLine);
    });

    it('says "Paid online" in the staff alert and status e-mails of a prepaid order, and nothing to collect in its texts', async () => {
      const staff = await newStaff(context);
      const shopper = await newShopper(context);
      const [product] = await productsInStock(context.app);
      const { created } = await checkout(context.app, shopper, [[product!, 1]]);
      const { _id: orderId, orderNumber } = created.body.order as { _id: string; orderNumber: string };
      expect((await moveOrder(context, staff.token, orderId, 'In Truck')).status).toBe(200);
      await context.app.outboxWorker!.deliverDue();

      const paymentLine = mail.payment(howPaid.paidOnline);
      const staffMail = (await outboxTo(context, STAFF_EMAIL)).find((row) => row.text.includes(orderNumber));
      expect(staffMail!.text).toContain(paymentLine);
      const inTruck = (await outboxTo(context, shopper.email)).find((row) => row.kind === 'order-status');
      expect(inTruck!.text).toContain(paymentLine);
      for (const text of [...textsAbout(STAFF_PHONE, orderNumber), ...textsAbout(SHOPPER_PHONE, orderNumber)])
        expect(text).not.toMatch(/pay on delivery|collect/i);
      expect(textsAbout(STAFF_PHONE, orderNumber)).toHaveLength(1);
    });
  },
);
