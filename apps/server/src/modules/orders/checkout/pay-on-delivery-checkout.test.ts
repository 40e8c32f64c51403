import {
  formatGhs,
  formatOrderNumber,
  formatPhoneNumber,
  orderListResponseSchema,
  PAY_ON_DELIVERY_TEXTS,
  startCheckoutResponseSchema,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { call } from '../../../../test/helpers/api';
import { stockOf } from '../../../../test/helpers/checkout';
import {
  DEMO_SETTINGS,
  deliveryPlaceOf,
  fillCart,
  newProduct,
  newShopper,
  ordersOf,
  outboxTo,
  placeOnDelivery,
  saveSettings,
  startWith,
  verifyPhone,
} from '../../../../test/helpers/pay-on-delivery';
import { snapshotTables } from '../../../../test/helpers/table-snapshot';
import { describeEachDatabase, type TestContext, testConfig } from '../../../../test/helpers/test-app';
import { cartItems } from '../../../db/schema';

const { refusals } = PAY_ON_DELIVERY_TEXTS;

/** Sessions note their last use on every call: a refusal must change nothing else. */
const snapshot = (context: TestContext) =>
  snapshotTables(context.database, { leaveOut: { sessions: ['last_used_at'] } });

describeEachDatabase('pay on delivery: placing the order', { seed: true }, (context) => {
  it('places one order at once in Accra: Pending, To pay on delivery, stock taken once, cart empty, e-mail and SMS with the amount', async () => {
    const shopper = await newShopper(context);
    const product = await newProduct(context, { stock: 7, pricePesewas: 45_000 });
    const answer = await placeOnDelivery(context, shopper, [[product, 2]]);

    const started = startCheckoutResponseSchema.parse(answer);
    // GHS 900 of goods and Accra's GHS 25 delivery fee.
    expect(started.state).toBe('placed');
    expect(started.payment.provider).toBe('pay-on-delivery');
    expect(started.payOnDelivery).toEqual({
      orderNumber: expect.stringMatching(/^KTG-\d+$/),
      amountToCollect: 925,
      message: PAY_ON_DELIVERY_TEXTS.haveReady(formatGhs(925)),
    });

    const rows = await ordersOf(context, shopper.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: started.orderId,
      orderStatus: 'Pending',
      paymentStatus: 'To pay on delivery',
      paymentMethod: 'pay-on-delivery',
      totalPesewas: 92_500,
      holdExpiresAt: null,
    });
    expect(await stockOf(context, product.id)).toBe(5);
    const cart = await context.database.db.select().from(cartItems).where(eq(cartItems.userId, shopper.id));
    expect(cart).toEqual([]);

    const orderNumber = formatOrderNumber(rows[0]!.number);
    const [mail] = await outboxTo(context, shopper.email);
    expect(mail!.subject).toBe(PAY_ON_DELIVERY_TEXTS.mail.subject(orderNumber));
    expect(mail!.text).toContain(PAY_ON_DELIVERY_TEXTS.mail.intro(orderNumber, formatGhs(925)));
    const texts = await outboxTo(context, deliveryPlaceOf(shopper).phone);
    const text = texts.find((sms) => sms.text.includes(orderNumber));
    expect(text!.channel).toBe('sms');
    expect(text!.text).toContain(`Pay on delivery: have ${formatGhs(925)} ready`);

    // The shopper's list says how it is paid and what to have ready; it can still be paid online.
    const listed = orderListResponseSchema.parse(
      (await call(context.app, 'GET', '/api/orders/order', { token: shopper.token })).body,
    );
    expect(listed.orders).toHaveLength(1);
    expect(listed.orders[0]).toMatchObject({
      _id: started.orderId,
      paymentMethod: 'pay-on-delivery',
      paymentStatus: 'To pay on delivery',
      howPaid: PAY_ON_DELIVERY_TEXTS.howPaid.toPayOnDelivery(formatGhs(925)),
      amountToCollect: 925,
      canPayNow: true,
      collection: null,
    });
  });

  it('refuses, with the rule and pay now, a city outside the list, a total over the limit and an open order, writing nothing', async () => {
    const shopper = await newShopper(context);
    const cheap = await newProduct(context, { pricePesewas: 10_000 });
    const dear = await newProduct(context, { pricePesewas: 300_000 });

    await fillCart(context.app, shopper, [[cheap, 1]]);
    let before = await snapshot(context);
    const elsewhere = await startWith(context.app, shopper, 'Takoradi');
    expect(elsewhere.status).toBe(409);
    expect(elsewhere.body).toEqual({
      success: false,
      message: refusals.city('Takoradi', 'Accra, Tema, Kumasi'),
    });
    expect(elsewhere.body.message).toContain('pay now');
    expect(await snapshot(context)).toEqual(before);

    // GHS 3,000 of goods and the delivery fee: over the GHS 3,000 limit.
    await fillCart(context.app, shopper, [[dear, 1]]);
    before = await snapshot(context);
    const over = await startWith(context.app, shopper, 'Tema');
    expect(over.status).toBe(409);
    expect(over.body.message).toBe(refusals.overLimit(formatGhs(3000)));
    expect(await snapshot(context)).toEqual(before);

    await call(context.app, 'POST', '/api/cart/remove', {
      token: shopper.token,
      body: { productId: dear.publicId },
    });
    expect((await startWith(context.app, shopper, 'Kumasi')).status).toBe(200);
    await fillCart(context.app, shopper, [[cheap, 1]]);
    before = await snapshot(context);
    const second = await startWith(context.app, shopper, 'Accra');
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(refusals.tooManyOpen(1));
    expect(await snapshot(context)).toEqual(before);
    expect(await ordersOf(context, shopper.id)).toHaveLength(1);

    // Paying now is still open to the same cart.
    const payNow = await startWith(context.app, shopper, 'Accra', { paymentMethod: 'paystack' });
    expect(payNow.status, JSON.stringify(payNow.body)).toBe(200);
    expect(payNow.body.state).toBe('awaiting-payment');
  });

  it('asks for a verified phone when the owner requires one, and refuses everything when pay on delivery is off', async () => {
    const shopper = await newShopper(context);
    const product = await newProduct(context);
    await fillCart(context.app, shopper, [[product, 1]]);
    try {
      await saveSettings(context, { ...DEMO_SETTINGS, verifiedPhone: 'always' });
      const before = await snapshot(context);
      const unverified = await startWith(context.app, shopper);
      expect(unverified.status).toBe(409);
      const phone = deliveryPlaceOf(shopper).phone;
      expect(unverified.body.message).toBe(refusals.phoneNotVerified(formatPhoneNumber(phone)));
      expect(await snapshot(context)).toEqual(before);

      // Another number verified is not this delivery phone.
      await verifyPhone(context, shopper.id, '+233201112233');
      expect((await startWith(context.app, shopper)).status).toBe(409);
      await verifyPhone(context, shopper.id, phone);
      expect((await startWith(context.app, shopper)).status).toBe(200);

      await saveSettings(context, { ...DEMO_SETTINGS, enabled: false });
      const other = await newShopper(context);
      await fillCart(context.app, other, [[product, 1]]);
      const offBefore = await snapshot(context);
      const off = await startWith(context.app, other);
      expect(off.status).toBe(409);
      expect(off.body.message).toBe(refusals.off);
      // No order, the stock and the cart as they were.
      expect(await snapshot(context)).toEqual(offBefore);
      expect(await ordersOf(context, other.id)).toEqual([]);
    } finally {
      await saveSettings(context, DEMO_SETTINGS);
    }
  });

  it('takes as many open orders per account as the owner allows: two of two, the third refused writing nothing', async () => {
    const shopper = await newShopper(context);
    const product = await newProduct(context, { stock: 10 });
    try {
      await saveSettings(context, { ...DEMO_SETTINGS, openOrdersPerAccount: 2 });
      for (const city of ['Accra', 'Tema']) {
        await fillCart(context.app, shopper, [[product, 1]]);
        const placed = await startWith(context.app, shopper, city);
        expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      }
      await fillCart(context.app, shopper, [[product, 1]]);
      const before = await snapshot(context);
      const third = await startWith(context.app, shopper, 'Kumasi');
      expect(third.status).toBe(409);
      expect(third.body).toEqual({ success: false, message: refusals.tooManyOpen(2) });
      expect(await snapshot(context)).toEqual(before);
      expect(await ordersOf(context, shopper.id)).toHaveLength(2);
      expect(await stockOf(context, product.id)).toBe(8);
    } finally {
      await saveSettings(context, DEMO_SETTINGS);
    }
  });

  it('tells the storefront the rules: GET /api/payments/config, cached until the owner changes them', async () => {
    const config = await call(context.app, 'GET', '/api/payments/config');
    expect(config.body.payOnDelivery).toEqual({
      enabled: true,
      cities: ['Accra', 'Tema', 'Kumasi'],
      maxOrderTotal: 3000,
      verifiedPhoneRequired: false,
    });
    try {
      await saveSettings(context, { ...DEMO_SETTINGS, cities: ['accra'], maxOrderTotal: 1500 });
      const changed = await call(context.app, 'GET', '/api/payments/config');
      expect(changed.body.payOnDelivery).toMatchObject({ cities: ['Accra'], maxOrderTotal: 1500 });
    } finally {
      await saveSettings(context, DEMO_SETTINGS);
    }
  });
});

describeEachDatabase('pay on delivery under load', { seed: true }, (context) => {
  it('20 concurrent starts by one account make one open order, its stock taken once', async () => {
    const shopper = await newShopper(context);
    const product = await newProduct(context, { stock: 50 });
    await fillCart(context.app, shopper, [[product, 2]]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => startWith(context.app, shopper)));

    const placed = answers.filter((answer) => answer.status === 200);
    expect(placed).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.message).toBe(refusals.tooManyOpen(1));
    }
    const rows = await ordersOf(context, shopper.id);
    expect(rows.map((row) => row.paymentStatus)).toEqual(['To pay on delivery']);
    expect(await stockOf(context, product.id)).toBe(48);
  });

  it('30 shoppers for the last unit, paying now and on delivery: one order holds it', async () => {
    const product = await newProduct(context, { stock: 1 });
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => newShopper(context)));
    for (const shopper of shoppers) await fillCart(context.app, shopper, [[product, 1]]);
    const answers = await Promise.all(
      shoppers.map((shopper, index) =>
        startWith(context.app, shopper, 'Accra', index % 2 === 0 ? {} : { paymentMethod: 'paystack' }),
      ),
    );

    const won = answers.filter((answer) => answer.status === 200);
    expect(won, JSON.stringify(answers.map((answer) => answer.status))).toHaveLength(1);
    for (const answer of answers.filter((answer) => answer.status !== 200)) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
    }
    expect(await stockOf(context, product.id)).toBe(0);
    const holding = (await Promise.all(shoppers.map((shopper) => ordersOf(context, shopper.id)))).flat();
    expect(holding).toHaveLength(1);
    expect(['To pay on delivery', 'Pending']).toContain(holding[0]!.paymentStatus);
  });
});

describeEachDatabase(
  'pay on delivery within the checkout limits',
  {
    seed: true,
    config: {
      writeLimits: {
        ...testConfig().writeLimits,
        checkout: { perIp: 1_000_000, perAccount: 3, windowS: 60 },
      },
    },
  },
  (context) => {
    it("counts pay-on-delivery starts against the account's checkout limit: 429 beyond it, nothing placed", async () => {
      const shopper = await newShopper(context);
      const product = await newProduct(context);
      await fillCart(context.app, shopper, [[product, 1]]);
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push((await startWith(context.app, shopper, 'Takoradi')).status);
      }
      expect(statuses).toEqual([409, 409, 409, 429]);
      expect(await ordersOf(context, shopper.id)).toEqual([]);
    });
  },
);
