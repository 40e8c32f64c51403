import {
  API_MESSAGES,
  cartResponseSchema,
  DEFAULT_TAX_SETTINGS,
  DISCOUNT_MESSAGES,
  formatPesewas,
  invoiceResponseSchema,
  orderListResponseSchema,
  startCheckoutResponseSchema,
} from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestUser, insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { expireHold, insertPromotion, startBody, startCheckout } from '../../../test/helpers/checkout';
import { startFakePaystack } from '../../../test/helpers/fake-paystack';
import { moveOrder } from '../../../test/helpers/pay-on-delivery';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerStaff, type Shopper } from '../../../test/helpers/users';
import {
  cartDiscounts,
  categories,
  deliveryFees,
  orderItems,
  orders,
  promotions,
  promotionUses,
} from '../../db/schema';
import { sweepCheckouts } from '../orders';
import { saveTaxSettings } from '../taxes';

const SECRET_KEY = 'sk_test_promotions';
const fake = await startFakePaystack();
afterAll(() => fake.close());

/** GHS 30 to Accra, as the figures of decision 0062's examples. */
const ACCRA_FEE = 3_000;

interface Figures {
  subtotal: number;
  discount?: number;
  shippingFee: number;
  total: number;
}

describeEachDatabase(
  'checkout with a promotion: figures, rules, uses taken and given back',
  {
    seed: true,
    config: {
      paystack: { publicKey: 'pk_test_promotions', secretKey: SECRET_KEY, apiBase: fake.url },
      paystackApiBase: fake.url,
      paystackTimeoutMs: 15_000,
    },
  },
  (context) => {
    let staff: Shopper;
    beforeAll(async () => {
      staff = await registerStaff(context);
      await saveTaxSettings(context.database.db, {
        ...DEFAULT_TAX_SETTINGS,
        registered: true,
        tin: 'C0012345678',
      });
      await context.database.db
        .update(deliveryFees)
        .set({ feePesewas: ACCRA_FEE })
        .where(eq(deliveryFees.city, 'Accra'));
      // The shop's own category of speakers, for the scoped code below.
      await context.database.db.insert(categories).values({ name: 'Speakers' }).onConflictDoNothing();
    });

    const newShopper = async (): Promise<Shopper & { id: string }> => {
      const user = await createTestUser(context.database.db);
      return { id: user.id, name: user.name, email: user.email, password: '', token: user.token };
    };
    const newPhone = () =>
      insertTestProduct(context.database.db, {
        pricePesewas: 229_900,
        category: 'Phone',
        subcategory: 'Android Phone',
        brand: 'Samsung',
        stock: 100,
      });
    const newSpeaker = () =>
      insertTestProduct(context.database.db, {
        pricePesewas: 50_000,
        category: 'Speakers',
        subcategory: 'Speaker',
        brand: 'JBL',
        stock: 100,
      });
    const add = async (shopper: Shopper, product: { publicId: string }, quantity = 1) => {
      const added = await call(context.app, 'POST', '/api/cart/add', {
        token: shopper.token,
        body: { productId: product.publicId, quantity },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    };
    const enter = (shopper: Shopper, code: string | null) =>
      call(context.app, 'POST', '/api/cart/discount', { token: shopper.token, body: { code } });
    const start = (shopper: Shopper, figures: Figures) =>
      startCheckout(
        context.app,
        shopper,
        startBody(
          shopper,
          figures,
          'Accra',
          figures.discount === undefined ? {} : { discount: figures.discount },
        ),
      );
    const started = async (shopper: Shopper, figures: Figures) => {
      const answer = await start(shopper, figures);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return startCheckoutResponseSchema.parse(answer.body);
    };
    const orderOf = async (orderId: string) =>
      (await context.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
    const linesOf = (orderId: string) =>
      context.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const promotionRow = async (id: number) =>
      (await context.database.db.select().from(promotions).where(eq(promotions.id, id)))[0]!;
    const liveUses = (promotionId: number) =>
      context.database.db
        .select()
        .from(promotionUses)
        .where(and(eq(promotionUses.promotionId, promotionId), isNull(promotionUses.givenBackAt)));
    const pay = async (shopper: Shopper, reference: string) => {
      fake.pay(reference);
      const verified = await call(context.app, 'POST', '/api/payments/verify', {
        token: shopper.token,
        body: { reference },
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    };

    it('a 10 % code on a GHS 2,299.00 phone to Accra: 229.90 off, 2,099.10 charged and invoiced, its tax on 2,099.10', async () => {
      const shopper = await newShopper();
      await add(shopper, await newPhone());
      const promotion = await insertPromotion(context, {
        kind: 'percent',
        percent: 10,
        description: '10 % off',
      });
      const cart = cartResponseSchema.parse((await enter(shopper, promotion.code)).body);
      expect(cart.totals).toEqual({ subtotal: 2299, discount: 229.9, total: 2069.1 });

      // A client that shows no discount meets the total's 409; a wrong discount is named.
      const blind = await start(shopper, { subtotal: 2299, shippingFee: 30, total: 2329 });
      expect(blind.body).toEqual({
        success: false,
        message: API_MESSAGES.figureMismatch('total', formatPesewas(209_910)),
      });
      const wrong = await start(shopper, { subtotal: 2299, discount: 200, shippingFee: 30, total: 2129 });
      expect(wrong.body.message).toBe(API_MESSAGES.figureMismatch('discount', formatPesewas(22_990)));

      const answer = await started(shopper, {
        subtotal: 2299,
        discount: 229.9,
        shippingFee: 30,
        total: 2099.1,
      });
      expect(fake.initializations.find((body) => body.reference === answer.payment.reference)?.amount).toBe(
        209_910,
      );
      const row = await orderOf(answer.orderId);
      expect(row).toMatchObject({
        subtotalPesewas: 229_900,
        discountPesewas: 22_990,
        deliveryDiscountPesewas: 0,
        shippingFeePesewas: 3_000,
        totalPesewas: 209_910,
        discountCode: promotion.code,
        discountDescription: '10 % off',
        promotionId: promotion.id,
      });
      await pay(shopper, answer.payment.reference);

      const [order] = orderListResponseSchema.parse(
        (await call(context.app, 'GET', '/api/orders/order', { token: shopper.token })).body,
      ).orders;
      expect(order).toMatchObject({
        subtotal: 2299,
        shippingFee: 30,
        total: 2099.1,
        discount: {
          code: promotion.code,
          description: '10 % off',
          amount: 229.9,
          freeDelivery: false,
          deliveryAmount: 0,
        },
      });
      expect(order!.items[0]).toMatchObject({ price: 2299, discount: 229.9 });
      expect(order!.items[0]!.regularPrice).toBeUndefined();

      const invoiceAnswer = await call(context.app, 'GET', `/api/orders/${answer.orderId}/invoice`, {
        token: shopper.token,
      });
      expect(invoiceAnswer.status, JSON.stringify(invoiceAnswer.body)).toBe(200);
      const invoice = invoiceResponseSchema.parse(invoiceAnswer.body).invoice;
      expect(invoice).toMatchObject({ subtotal: 2299, discount: 229.9, delivery: 30, total: 2099.1 });
      const tax = invoice.tax!;
      const taxLines = [
        tax.taxableValue,
        ...tax.levies.map((levy) => levy.amount),
        tax.vat.amount,
        tax.untaxedDelivery,
      ];
      expect(taxLines.reduce((sum, cedis) => sum + Math.round(cedis * 100), 0)).toBe(209_910);

      // The order used the code: the cart is empty and holds no code.
      const after = cartResponseSchema.parse(
        (await call(context.app, 'GET', '/api/cart', { token: shopper.token })).body,
      );
      expect(after).toMatchObject({ cartItems: [], discount: null });
      expect(await liveUses(promotion.id)).toHaveLength(1);
    });

    it('a fixed GHS 5,000 code on a GHS 2,299 cart leaves the delivery; free delivery waives the fee only', async () => {
      const fixed = await insertPromotion(context, { kind: 'fixed', amountPesewas: 500_000 });
      const shopper = await newShopper();
      await add(shopper, await newPhone());
      expect((await enter(shopper, fixed.code)).status).toBe(200);
      const answer = await started(shopper, { subtotal: 2299, discount: 2299, shippingFee: 30, total: 30 });
      expect(await orderOf(answer.orderId)).toMatchObject({ discountPesewas: 229_900, totalPesewas: 3_000 });
      expect((await linesOf(answer.orderId))[0]).toMatchObject({
        unitPricePesewas: 229_900,
        discountPesewas: 229_900,
      });

      const free = await insertPromotion(context, { kind: 'free-delivery', description: 'Free delivery' });
      const other = await newShopper();
      await add(other, await newPhone());
      const cart = cartResponseSchema.parse((await enter(other, free.code)).body);
      expect(cart.discount).toMatchObject({ freeDelivery: true, amount: 0 });
      expect(cart.totals).toEqual({ subtotal: 2299, discount: 0, total: 2299 });
      // The full fee is no longer what is charged.
      const charged = await start(other, { subtotal: 2299, discount: 0, shippingFee: 30, total: 2329 });
      expect(charged.body.message).toBe(API_MESSAGES.figureMismatch('shippingFee', formatPesewas(0)));
      const freed = await started(other, { subtotal: 2299, discount: 0, shippingFee: 0, total: 2299 });
      expect(await orderOf(freed.orderId)).toMatchObject({
        discountPesewas: 0,
        deliveryDiscountPesewas: 3_000,
        shippingFeePesewas: 0,
        totalPesewas: 229_900,
      });
    });

    it('a code for Speakers discounts only the speaker lines', async () => {
      const promotion = await insertPromotion(context, {
        kind: 'percent',
        percent: 10,
        scope: { categories: ['Speakers'], brands: [], productIds: [] },
      });
      const shopper = await newShopper();
      const [phone, speaker] = [await newPhone(), await newSpeaker()];
      await add(shopper, phone);
      await add(shopper, speaker, 2);
      const cart = cartResponseSchema.parse((await enter(shopper, promotion.code)).body);
      expect(cart.totals).toEqual({ subtotal: 3299, discount: 100, total: 3199 });
      const answer = await started(shopper, { subtotal: 3299, discount: 100, shippingFee: 30, total: 3229 });
      const lines = await linesOf(answer.orderId);
      expect(Object.fromEntries(lines.map((line) => [line.productId, line.discountPesewas]))).toEqual({
        [phone.id]: 0,
        [speaker.id]: 10_000,
      });
    });

    it('refuses first-order-only on a second order and a code under its minimum at the start, writing nothing', async () => {
      const shopper = await newShopper();
      await add(shopper, await newSpeaker());
      const firstAnswer = await started(shopper, { subtotal: 500, shippingFee: 30, total: 530 });
      await pay(shopper, firstAnswer.payment.reference);

      const firstOnly = await insertPromotion(context, {
        kind: 'percent',
        percent: 20,
        firstOrderOnly: true,
      });
      await add(shopper, await newSpeaker());
      expect((await enter(shopper, firstOnly.code)).body).toEqual({
        success: false,
        message: DISCOUNT_MESSAGES.firstOrderOnly,
      });
      // A code put in the cart before the first order was placed is refused at the start.
      await context.database.db
        .insert(cartDiscounts)
        .values({ userId: shopper.id, promotionId: firstOnly.id });
      const refused = await start(shopper, { subtotal: 500, discount: 100, shippingFee: 30, total: 430 });
      expect(refused).toMatchObject({
        status: 409,
        body: { message: DISCOUNT_MESSAGES.checkoutRefused(DISCOUNT_MESSAGES.firstOrderOnly) },
      });

      const minimum = await insertPromotion(context, {
        kind: 'fixed',
        amountPesewas: 5_000,
        minimumSubtotalPesewas: 60_000,
      });
      const newcomer = await newShopper();
      const speaker = await newSpeaker();
      await add(newcomer, speaker, 2);
      expect((await enter(newcomer, minimum.code)).status).toBe(200);
      await call(context.app, 'POST', '/api/cart/update', {
        token: newcomer.token,
        body: { productId: speaker.publicId, quantity: 1 },
      });
      const under = await start(newcomer, { subtotal: 500, discount: 50, shippingFee: 30, total: 480 });
      expect(under).toMatchObject({
        status: 409,
        body: {
          message: DISCOUNT_MESSAGES.checkoutRefused(
            DISCOUNT_MESSAGES.minimumSubtotal(formatPesewas(60_000)),
          ),
        },
      });
      const placed = await context.database.db.select().from(orders).where(eq(orders.userId, newcomer.id));
      expect(placed).toHaveLength(0);
      expect((await promotionRow(minimum.id)).usesTaken).toBe(0);
    });

    it('5 uses left and 30 shoppers at once: exactly 5 orders carry the code; an expired hold and a cancel give theirs back', async () => {
      const promotion = await insertPromotion(context, { kind: 'percent', percent: 10, totalUses: 5 });
      const speaker = await newSpeaker();
      const shoppers = await Promise.all(Array.from({ length: 30 }, () => newShopper()));
      for (const shopper of shoppers) {
        await add(shopper, speaker);
        expect((await enter(shopper, promotion.code)).status).toBe(200);
      }
      const figures = { subtotal: 500, discount: 50, shippingFee: 30, total: 480 };
      const answers = await Promise.all(shoppers.map((shopper) => start(shopper, figures)));
      const placed = answers.flatMap((answer, index) => (answer.status === 200 ? [index] : []));
      expect(placed).toHaveLength(5);
      for (const answer of answers.filter((each) => each.status !== 200)) {
        expect(answer).toMatchObject({
          status: 409,
          body: { message: DISCOUNT_MESSAGES.checkoutRefused(DISCOUNT_MESSAGES.usedUp) },
        });
      }
      const withCode = await context.database.db
        .select()
        .from(orders)
        .where(eq(orders.promotionId, promotion.id));
      expect(withCode).toHaveLength(5);
      expect((await promotionRow(promotion.id)).usesTaken).toBe(5);

      // The first hold runs out: its use comes back and a refused shopper gets it.
      const [expiring, paying] = placed.map((index) =>
        startCheckoutResponseSchema.parse(answers[index]!.body),
      );
      await expireHold(context, expiring!.orderId);
      await sweepCheckouts(context.app);
      expect((await orderOf(expiring!.orderId)).paymentStatus).toBe('Expired');
      expect((await promotionRow(promotion.id)).usesTaken).toBe(4);
      const next = shoppers.find((_, index) => !placed.includes(index))!;
      await started(next, figures);
      expect((await promotionRow(promotion.id)).usesTaken).toBe(5);

      // A paid order cancelled by staff gives its use back too, once.
      await pay(shoppers[placed[1]!]!, paying!.payment.reference);
      const cancelled = await moveOrder(context, staff.token, paying!.orderId, 'Cancelled');
      expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
      expect((await promotionRow(promotion.id)).usesTaken).toBe(4);
      expect(await liveUses(promotion.id)).toHaveLength(4);
      await sweepCheckouts(context.app);
      expect((await promotionRow(promotion.id)).usesTaken).toBe(4);
    });
  },
);
