import {
  API_MESSAGES,
  adminOrderDetailResponseSchema,
  adminOrderListResponseSchema,
  orderListResponseSchema,
  startCheckoutResponseSchema,
  toCedis,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestUser, insertTestProduct } from '../../../../test/helpers/admin-fixtures';
import { call } from '../../../../test/helpers/api';
import {
  expireHold,
  firstDeliveryCity,
  orderBody,
  orderRow,
  startBody,
  startCheckout,
  stockOf,
} from '../../../../test/helpers/checkout';
import { startFakePaystack } from '../../../../test/helpers/fake-paystack';
import { describeEachDatabase } from '../../../../test/helpers/test-app';
import { registerStaff, type Shopper } from '../../../../test/helpers/users';
import { orders, payments, products } from '../../../db/schema';
import { sweepCheckouts } from '..';

const SECRET_KEY = 'sk_test_flow';
const fake = await startFakePaystack();
afterAll(() => fake.close());

// Decision 0007's promises about money: each test below is one of them, against a fake Paystack.
describeEachDatabase(
  'checkout starts on the server: holds, settle, refunds, sweeper',
  {
    seed: true,
    config: {
      paystack: { publicKey: 'pk_test_flow', secretKey: SECRET_KEY, apiBase: fake.url },
      paystackApiBase: fake.url,
      // No test here waits for a timeout: a wide one keeps the 30-shopper race's one charge from
      // timing out while the machine runs other suites.
      paystackTimeoutMs: 10_000,
    },
  },
  (context) => {
    let staff: Shopper;
    let city: { city: string; fee: number };
    beforeAll(async () => {
      staff = await registerStaff(context);
      city = await firstDeliveryCity(context.app);
    });

    /** A shopper without password hashing (30 of them race below). */
    const newShopper = async (): Promise<Shopper> => {
      const user = await createTestUser(context.database.db);
      return { name: user.name, email: user.email, password: '', token: user.token };
    };
    /** A product of the test's own, with exactly this stock. */
    const newProduct = (stock: number, pricePesewas = 10_000) =>
      insertTestProduct(context.database.db, { stock, pricePesewas });
    const figuresFor = (pricePesewas: number, quantity: number) => ({
      subtotal: toCedis(pricePesewas * quantity),
      shippingFee: city.fee,
      total: toCedis(pricePesewas * quantity) + city.fee,
    });
    const addToCart = async (shopper: Shopper, product: { publicId: string }, quantity = 1) => {
      const added = await call(context.app, 'POST', '/api/cart/add', {
        token: shopper.token,
        body: { productId: product.publicId, quantity },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    };
    const start = (shopper: Shopper, product: { pricePesewas: number }, quantity = 1) =>
      startCheckout(
        context.app,
        shopper,
        startBody(shopper, figuresFor(product.pricePesewas, quantity), city.city),
      );
    /** A shopper with the product in the cart and the checkout started. */
    const startedBy = async (
      shopper: Shopper,
      product: { publicId: string; pricePesewas: number },
      quantity = 1,
    ) => {
      await addToCart(shopper, product, quantity);
      const response = await start(shopper, product, quantity);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return startCheckoutResponseSchema.parse(response.body);
    };
    const verify = (shopper: Shopper, reference: string) =>
      call(context.app, 'POST', '/api/payments/verify', { token: shopper.token, body: { reference } });
    const create = (shopper: Shopper, product: { pricePesewas: number }, reference: string, quantity = 1) =>
      call(context.app, 'POST', '/api/orders/create', {
        token: shopper.token,
        body: orderBody(shopper, figuresFor(product.pricePesewas, quantity), city.city, reference),
      });
    const webhook = (reference: string) => {
      const { payload, headers } = fake.chargeSuccessWebhook(reference, SECRET_KEY);
      return context.app.inject({ method: 'POST', url: '/api/payments/webhook', payload, headers });
    };
    const paymentRows = (reference: string) =>
      context.database.db.select().from(payments).where(eq(payments.reference, reference));
    const myOrders = async (shopper: Shopper) =>
      orderListResponseSchema.parse(
        (await call(context.app, 'GET', '/api/orders/order', { token: shopper.token })).body,
      ).orders;
    const initialisationsFor = (email: string) => fake.initializations.filter((body) => body.email === email);
    /** As if the order had waited longer than CHECKOUT_CONFIRM_AFTER_S. */
    const age = (orderId: string) =>
      context.database.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 10 * 60_000), checkedAt: null })
        .where(eq(orders.id, orderId));

    it('pays and closes the browser before verify: Paid after the webhook', async () => {
      const shopper = await newShopper();
      const product = await newProduct(5);
      const started = await startedBy(shopper, product, 2);
      expect(await stockOf(context, product.id)).toBe(3);
      expect(await myOrders(shopper)).toEqual([]); // a pending checkout is not an order yet

      fake.pay(started.payment.reference);
      const delivered = await webhook(started.payment.reference);
      expect(delivered.statusCode).toBe(200);
      const [order] = await myOrders(shopper);
      expect(order).toMatchObject({ _id: started.orderId, paymentStatus: 'Paid', orderStatus: 'Pending' });
      expect(await stockOf(context, product.id)).toBe(3);
      expect((await call(context.app, 'GET', '/api/cart', { token: shopper.token })).body.cartItems).toEqual(
        [],
      );
    });

    it('pays and closes the browser, no webhook comes: Paid after the sweeper asks Paystack', async () => {
      const shopper = await newShopper();
      const product = await newProduct(5);
      const started = await startedBy(shopper, product);
      fake.pay(started.payment.reference);
      // Not yet due: a pending checkout is asked about only after CHECKOUT_CONFIRM_AFTER_S.
      await sweepCheckouts(context.app);
      expect((await orderRow(context, started.payment.reference))!.paymentStatus).toBe('Pending');
      await age(started.orderId);
      await sweepCheckouts(context.app);
      expect(await myOrders(shopper)).toMatchObject([{ _id: started.orderId, paymentStatus: 'Paid' }]);
      expect(await stockOf(context, product.id)).toBe(4);
      expect(await paymentRows(started.payment.reference)).toHaveLength(1);
    });

    it('30 shoppers race for the last unit: one holds it, 29 are told before any charge; an unpaid hold expires', async () => {
      const product = await newProduct(1);
      const shoppers = await Promise.all(Array.from({ length: 30 }, () => newShopper()));
      for (const shopper of shoppers) await addToCart(shopper, product);
      const answers = await Promise.all(shoppers.map((shopper) => start(shopper, product)));
      const held = answers.filter((answer) => answer.status === 200);
      const refused = answers.filter((answer) => answer.status === 409);
      expect(held).toHaveLength(1);
      expect(refused).toHaveLength(29);
      for (const answer of refused) {
        expect(answer.body).toEqual({ success: false, message: API_MESSAGES.outOfStock(product.name) });
      }
      expect(await stockOf(context, product.id)).toBe(0);
      // Only the holder's payment was initialised; nobody else was asked to pay.
      const initialised = shoppers.flatMap((shopper) => initialisationsFor(shopper.email));
      expect(initialised).toHaveLength(1);
      expect(initialised[0]!.reference).toBe(held[0]!.body.payment.reference);

      // The holder never pays: once the hold runs out, the sweeper puts the unit back on sale.
      const orderId = held[0]!.body.orderId as string;
      await sweepCheckouts(context.app);
      expect(await stockOf(context, product.id)).toBe(0);
      await expireHold(context, orderId);
      await sweepCheckouts(context.app);
      expect(await stockOf(context, product.id)).toBe(1);
      const [expired] = await context.database.db.select().from(orders).where(eq(orders.id, orderId));
      expect(expired).toMatchObject({ paymentStatus: 'Expired' });
      const onSale = await call(context.app, 'GET', `/api/product/${product.id}`);
      expect(JSON.stringify(onSale.body)).toContain('"stock":1');
      // Another racer can now hold it.
      expect((await start(shoppers[1]!, product)).status).toBe(200);
    });

    it('refunds a charge that arrives after its hold expired and the stock was sold', async () => {
      const product = await newProduct(1);
      const [late, quick] = [await newShopper(), await newShopper()];
      const lateStart = await startedBy(late, product);
      await expireHold(context, lateStart.orderId);
      await sweepCheckouts(context.app);
      expect(await stockOf(context, product.id)).toBe(1);

      const quickStart = await startedBy(quick, product);
      fake.pay(quickStart.payment.reference);
      expect((await verify(quick, quickStart.payment.reference)).status).toBe(200);
      expect(await stockOf(context, product.id)).toBe(0);

      // The late shopper's money arrives: there is nothing left to sell, so it goes back.
      fake.pay(lateStart.payment.reference);
      expect((await webhook(lateStart.payment.reference)).statusCode).toBe(200);
      expect(fake.refunds).toContain(lateStart.payment.reference);
      expect(await stockOf(context, product.id)).toBe(0);
      const shown = {
        orderStatus: 'Cancelled',
        paymentStatus: 'Refunded',
        cancelReason: API_MESSAGES.refundReasonSoldOut,
      };
      expect(await myOrders(late)).toMatchObject([{ _id: lateStart.orderId, ...shown }]);
      const detail = await call(context.app, 'GET', `/api/admin/orders/${lateStart.orderId}`, {
        token: staff.token,
      });
      expect(adminOrderDetailResponseSchema.parse(detail.body).order).toMatchObject(shown);
      const list = await call(context.app, 'GET', `/api/admin/orders?q=${lateStart.payment.reference}`, {
        token: staff.token,
      });
      expect(adminOrderListResponseSchema.parse(list.body).orders).toMatchObject([
        { _id: lateStart.orderId, orderStatus: 'Cancelled', paymentStatus: 'Refunded' },
      ]);
      const [payment] = await paymentRows(lateStart.payment.reference);
      expect(payment!.refundedAt).toBeInstanceOf(Date);
      // Paystack retries the webhook: nothing changes, nothing is refunded twice.
      expect((await webhook(lateStart.payment.reference)).statusCode).toBe(200);
      expect(fake.refunds.filter((reference) => reference === lateStart.payment.reference)).toHaveLength(1);
    });

    it("refuses customer B's verify and create with A's reference, changes nothing, and A is paid as usual", async () => {
      const product = await newProduct(3);
      const [a, b] = [await newShopper(), await newShopper()];
      const started = await startedBy(a, product);
      await addToCart(b, product);
      fake.pay(started.payment.reference);
      const refused = { status: 409, body: { success: false, message: API_MESSAGES.referenceUsed } };
      expect(await verify(b, started.payment.reference)).toMatchObject(refused);
      expect(await create(b, product, started.payment.reference)).toMatchObject(refused);
      expect((await orderRow(context, started.payment.reference))!.paymentStatus).toBe('Pending');
      expect(await paymentRows(started.payment.reference)).toHaveLength(0);
      expect(await myOrders(b)).toEqual([]);
      expect((await call(context.app, 'GET', '/api/cart', { token: b.token })).body.cartItems).toHaveLength(
        1,
      );

      expect((await verify(a, started.payment.reference)).status).toBe(200);
      const created = await create(a, product, started.payment.reference);
      expect(created.status).toBe(200);
      expect(created.body.order).toMatchObject({ _id: started.orderId, paymentStatus: 'Paid' });
      expect(await paymentRows(started.payment.reference)).toMatchObject([{ orderId: started.orderId }]);
    });

    it('verify fails once after a successful charge: Pay again opens no second charge, and the order ends Paid', async () => {
      const shopper = await newShopper();
      const product = await newProduct(3);
      const started = await startedBy(shopper, product);
      const { reference } = started.payment;
      fake.pay(reference);
      fake.failVerifyOnce.add(reference);
      expect(await verify(shopper, reference)).toMatchObject({
        status: 502,
        body: { message: API_MESSAGES.paymentUnreachable },
      });
      // Paystack fails once more when the shopper presses Pay again: still no second popup.
      fake.failVerifyOnce.add(reference);
      const confirming = startCheckoutResponseSchema.parse((await start(shopper, product)).body);
      expect(confirming).toMatchObject({
        state: 'confirming',
        orderId: started.orderId,
        payment: { reference },
      });
      const again = startCheckoutResponseSchema.parse((await start(shopper, product)).body);
      expect(['confirming', 'paid']).toContain(again.state);
      expect(again.payment.reference).toBe(reference);
      expect(initialisationsFor(shopper.email)).toHaveLength(1);

      expect((await verify(shopper, reference)).status).toBe(200);
      expect((await create(shopper, product, reference)).body.order).toMatchObject({ paymentStatus: 'Paid' });
      expect(await paymentRows(reference)).toHaveLength(1);
      expect(await myOrders(shopper)).toHaveLength(1);
      expect(await stockOf(context, product.id)).toBe(2);
    });

    it('resumes an unpaid checkout with the same access code, and replaces it when the cart changed', async () => {
      const shopper = await newShopper();
      const product = await newProduct(5);
      const first = await startedBy(shopper, product);
      const resumed = startCheckoutResponseSchema.parse((await start(shopper, product)).body);
      expect(resumed).toMatchObject({
        state: 'awaiting-payment',
        orderId: first.orderId,
        payment: first.payment,
      });
      expect(await stockOf(context, product.id)).toBe(4);

      await addToCart(shopper, product); // now 2
      const replaced = startCheckoutResponseSchema.parse((await start(shopper, product, 2)).body);
      expect(replaced.orderId).not.toBe(first.orderId);
      expect(replaced.payment.reference).not.toBe(first.payment.reference);
      expect(await stockOf(context, product.id)).toBe(3);
      expect((await orderRow(context, first.payment.reference))!.paymentStatus).toBe('Expired');
      const pending = await context.database.db
        .select()
        .from(orders)
        .where(eq(orders.paymentStatus, 'Pending'));
      expect(pending.filter((order) => order.email === shopper.email)).toHaveLength(1);
    });

    const steps = ['webhook', 'verify', 'create'] as const;
    const orderings = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ].map((indexes) => indexes.map((index) => steps[index]!));

    it('settles once when webhook, verify and create for one reference run concurrently, in each order', async () => {
      for (const ordering of orderings) {
        const shopper = await newShopper();
        const product = await newProduct(5);
        const started = await startedBy(shopper, product, 2);
        const { reference } = started.payment;
        fake.pay(reference);
        const answers = await Promise.all(
          ordering.map((step) => {
            if (step === 'webhook')
              return webhook(reference).then((response) => ({ status: response.statusCode }));
            if (step === 'verify') return verify(shopper, reference);
            return create(shopper, product, reference, 2);
          }),
        );
        expect(
          answers.map((answer) => answer.status),
          ordering.join(),
        ).toEqual(ordering.map((step) => (step === 'create' ? expect.any(Number) : 200)));
        const rows = await context.database.db.select().from(orders).where(eq(orders.email, shopper.email));
        expect(rows, ordering.join()).toMatchObject([{ paymentStatus: 'Paid' }]);
        expect(await paymentRows(reference), ordering.join()).toHaveLength(1);
        expect(await stockOf(context, product.id), ordering.join()).toBe(3);
      }
    });

    it('refunds a paid order in full when staff cancel it, and retries a refund Paystack did not take', async () => {
      const cancel = (orderId: string) =>
        call(context.app, 'PATCH', `/api/admin/orders/${orderId}/status`, {
          token: staff.token,
          body: { status: 'Cancelled', reason: 'Out of stock at the warehouse' },
        });
      const shopper = await newShopper();
      const product = await newProduct(5);
      const started = await startedBy(shopper, product);
      fake.pay(started.payment.reference);
      expect((await verify(shopper, started.payment.reference)).status).toBe(200);
      const cancelled = await cancel(started.orderId);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.order).toMatchObject({ orderStatus: 'Cancelled', paymentStatus: 'Refunded' });
      expect(fake.refunds).toContain(started.payment.reference);
      expect(await stockOf(context, product.id)).toBe(5);

      // Paystack down at cancel time: Refund pending, then the sweeper's retry refunds it.
      const second = await startedBy(shopper, product);
      fake.pay(second.payment.reference);
      expect((await verify(shopper, second.payment.reference)).status).toBe(200);
      fake.failRefund = true;
      try {
        expect((await cancel(second.orderId)).body.order).toMatchObject({ paymentStatus: 'Refund pending' });
      } finally {
        fake.failRefund = false;
      }
      expect(await myOrders(shopper)).toMatchObject([
        { _id: second.orderId, paymentStatus: 'Refund pending' },
        {},
      ]);
      await age(second.orderId);
      await sweepCheckouts(context.app);
      expect((await orderRow(context, second.payment.reference))!.paymentStatus).toBe('Refunded');
      expect(fake.refunds).toContain(second.payment.reference);
    });

    it('refuses staff moves of an unpaid checkout', async () => {
      const shopper = await newShopper();
      const product = await newProduct(2);
      const started = await startedBy(shopper, product);
      const moved = await call(context.app, 'PATCH', `/api/admin/orders/${started.orderId}/status`, {
        token: staff.token,
        body: { status: 'In Truck' },
      });
      expect(moved).toMatchObject({ status: 409, body: { message: API_MESSAGES.orderNotPaid } });
      await context.database.db.update(products).set({ stock: 2 }).where(eq(products.id, product.id));
    });
  },
);
