import {
  adminCustomerResponseSchema,
  adminOrderDetailResponseSchema,
  LOW_STOCK_THRESHOLD,
  PHONE_MESSAGES,
  phoneSettingsResponseSchema,
  SMS_TEXTS,
} from '@shop/shared';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../../test/helpers/api';
import { checkout, productsInStock, setStock } from '../../../../test/helpers/checkout';
import {
  type FakeAfricasTalking,
  fakeAfricasTalkingSettings,
  startFakeAfricasTalking,
} from '../../../../test/helpers/fake-africastalking';
import { sentText } from '../../../../test/helpers/outbox-secrets';
import { createTestApp, type TestContext, testConfig } from '../../../../test/helpers/test-app';
import { databaseKinds } from '../../../../test/helpers/test-database';
import { registerShopper, registerStaff, type Shopper } from '../../../../test/helpers/users';
import { outbox, users } from '../../../db/schema';
import type { App } from '../../../plugins/zod-type-provider';

const SHOPPER_PHONE = '+233241234567'; // the checkout helper's "024 123 4567"
const STAFF_PHONE = '+233201112233';

async function accountId(context: TestContext, shopper: Shopper): Promise<string> {
  const [row] = await context.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, shopper.email));
  return row!.id;
}

async function placeOrder(app: App, shopper: Shopper) {
  const [product] = await productsInStock(app);
  const { created } = await checkout(app, shopper, [[product!, 1]]);
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  return created.body.order as { _id: string; orderNumber: string };
}

/** The numbers the fake texted about one order. */
const textedAbout = (fake: FakeAfricasTalking, orderNumber: string) =>
  fake.sent.filter((sms) => sms.message.includes(orderNumber)).map((sms) => sms.to);

for (const kind of databaseKinds) {
  describe(`SMS as staff see and change them [${kind}]`, () => {
    let fake: FakeAfricasTalking;
    let context: TestContext;
    let worker: NonNullable<App['outboxWorker']>;
    let staff: Shopper;

    beforeAll(async () => {
      fake = await startFakeAfricasTalking();
      context = await createTestApp(kind, {
        seed: true,
        config: {
          publicUrl: 'https://shop.test',
          sms: {
            ...testConfig().sms,
            ...fakeAfricasTalkingSettings(fake.url),
            staffAlertPhones: [STAFF_PHONE],
          },
        },
      });
      worker = context.app.outboxWorker!;
      staff = await registerStaff(context);
    }, 180_000);
    afterAll(async () => {
      await context?.app.close();
      await context?.database.dispose();
      await fake?.stop();
    });

    /** Worker rounds until nothing more is due: a round takes ten messages at most. */
    const sendAll = async () => {
      while ((await worker.deliverDue()) > 0) {}
    };
    const setOrderTexts = (token: string, id: string, orderTexts: boolean) =>
      call(context.app, 'PUT', `/api/admin/customers/${id}/order-texts`, { token, body: { orderTexts } });
    const moveOrder = (id: string, status: 'In Truck' | 'In Transit') =>
      call(context.app, 'PATCH', `/api/admin/orders/${id}/status`, { token: staff.token, body: { status } });

    it("stops a shopper's order texts when staff untick them, staff alerts still going, and brings them back when ticked", async () => {
      const shopper = await registerShopper(context.app);
      const id = await accountId(context, shopper);
      const off = await setOrderTexts(staff.token, id, false);
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      expect(adminCustomerResponseSchema.parse(off.body)).toMatchObject({
        message: PHONE_MESSAGES.orderTextsSaved(false),
        customer: { id, orderTexts: false },
      });
      const settings = await call(context.app, 'GET', '/api/user/phone', { token: shopper.token });
      expect(phoneSettingsResponseSchema.parse(settings.body).orderTexts).toBe(false);

      const quiet = await placeOrder(context.app, shopper);
      expect((await moveOrder(quiet._id, 'In Truck')).status).toBe(200);
      await sendAll();
      expect(textedAbout(fake, quiet.orderNumber)).toEqual([STAFF_PHONE]);

      expect((await setOrderTexts(staff.token, id, true)).status).toBe(200);
      expect((await moveOrder(quiet._id, 'In Transit')).status).toBe(200);
      const texted = await placeOrder(context.app, shopper);
      await sendAll();
      expect(fake.to(SHOPPER_PHONE).filter((text) => text.includes(quiet.orderNumber))).toEqual([
        SMS_TEXTS.inTransit(quiet.orderNumber, '024 123 4567', 'https://shop.test/track_order'),
      ]);
      expect(textedAbout(fake, texted.orderNumber).sort()).toEqual([STAFF_PHONE, SHOPPER_PHONE].sort());
    });

    it("refuses a shopper, or no one, changing another account's order texts", async () => {
      const shopper = await registerShopper(context.app);
      const other = await registerShopper(context.app);
      const id = await accountId(context, other);
      expect((await setOrderTexts(shopper.token, id, false)).status).toBe(403);
      expect(
        (
          await call(context.app, 'PUT', `/api/admin/customers/${id}/order-texts`, {
            body: { orderTexts: false },
          })
        ).status,
      ).toBe(401);
      const settings = await call(context.app, 'GET', '/api/user/phone', { token: other.token });
      expect(phoneSettingsResponseSchema.parse(settings.body).orderTexts).toBe(true);
    });

    /** The shopper confirms `typed` with the code the shop texted to `e164`. */
    async function verifyPhone(shopper: Shopper, typed: string, e164: string) {
      await call(context.app, 'POST', '/api/user/phone/start', {
        token: shopper.token,
        body: { phone: typed },
      });
      const [codeRow] = await context.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.recipient, e164), eq(outbox.kind, 'phone-code')))
        .orderBy(desc(outbox.createdAt));
      const code = /code: (\d{6})\./.exec(sentText(codeRow!))![1]!;
      const confirmed = await call(context.app, 'POST', '/api/user/phone/confirm', {
        token: shopper.token,
        body: { code },
      });
      expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    }

    it('marks the number on the order verified for staff only when it is the one the shopper confirmed by code', async () => {
      const verified = await registerShopper(context.app);
      await verifyPhone(verified, '024 123 4567', SHOPPER_PHONE);
      // Checkout's "024 123 4567" typed by a shopper who confirmed another number, and by one who confirmed none.
      const otherNumber = await registerShopper(context.app);
      await verifyPhone(otherNumber, '024 555 0110', '+233245550110');
      const unverified = await registerShopper(context.app);

      const phoneOnOrder = async (shopper: Shopper) => {
        const order = await placeOrder(context.app, shopper);
        const answer = await call(context.app, 'GET', `/api/admin/orders/${order._id}`, {
          token: staff.token,
        });
        expect(answer.status).toBe(200);
        const { phoneNumber, phoneVerified, phoneUnreadable } = adminOrderDetailResponseSchema.parse(
          answer.body,
        ).order;
        return { phoneNumber, phoneVerified, phoneUnreadable };
      };
      const unmarked = { phoneNumber: SHOPPER_PHONE, phoneVerified: false, phoneUnreadable: false };
      expect(await phoneOnOrder(verified)).toEqual({ ...unmarked, phoneVerified: true });
      expect(await phoneOnOrder(otherNumber)).toEqual(unmarked);
      expect(await phoneOnOrder(unverified)).toEqual(unmarked);
    });

    it('texts the staff phone once when a sale brings a product down to its low-stock mark', async () => {
      const lowStockRows = () =>
        context.database.db
          .select()
          .from(outbox)
          .where(and(eq(outbox.kind, 'low-stock'), eq(outbox.channel, 'sms')));
      const before = new Set((await lowStockRows()).map((row) => row.id));
      const [product] = await productsInStock(context.app);
      await setStock(context, product!.id, LOW_STOCK_THRESHOLD + 1);
      await checkout(context.app, await registerShopper(context.app), [[product!, 1]]);
      const queued = (await lowStockRows()).filter((row) => !before.has(row.id));
      expect(queued.map((row) => row.recipient)).toEqual([STAFF_PHONE]);
      // The demo's names fit: the text names the product and the stock left, whole.
      expect(queued[0]!.text).toBe(SMS_TEXTS.lowStock(product!.name, LOW_STOCK_THRESHOLD));
      await sendAll();
      const [sent] = (await lowStockRows()).filter((row) => row.id === queued[0]!.id);
      expect(sent).toMatchObject({ status: 'sent', cost: fake.cost });
      const texted = () => fake.to(STAFF_PHONE).filter((text) => text === queued[0]!.text);
      expect(texted()).toHaveLength(1);
      // Already below the mark: the next sale says nothing new.
      await checkout(context.app, await registerShopper(context.app), [[product!, 1]]);
      await sendAll();
      expect(await lowStockRows()).toHaveLength(before.size + 1);
      expect(texted()).toHaveLength(1);
    });
  });
}
