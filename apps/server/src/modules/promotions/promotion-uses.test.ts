import {
  cartResponseSchema,
  DISCOUNT_MESSAGES,
  orderListResponseSchema,
  startCheckoutResponseSchema,
} from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestUser, insertTestProduct } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import {
  cartFigures,
  expireHold,
  firstDeliveryCity,
  insertPromotion,
  startBody,
  startCheckout,
} from '../../../test/helpers/checkout';
import { startFakePaystack } from '../../../test/helpers/fake-paystack';
import { moveOrder, recordOutcome, startWith } from '../../../test/helpers/pay-on-delivery';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerStaff, type Shopper } from '../../../test/helpers/users';
import { orders, promotions, promotionUses } from '../../db/schema';
import { sweepCheckouts } from '../orders';

const SECRET_KEY = 'sk_test_promotion_uses';
const fake = await startFakePaystack();
afterAll(() => fake.close());

// The uses a promotion's orders take and give back (decision 0062), past the start's race.
describeEachDatabase(
  'promotion uses: resumed, replaced, automatic, refused at the door, paid late',
  {
    seed: true,
    config: {
      paystack: { publicKey: 'pk_test_promotion_uses', secretKey: SECRET_KEY, apiBase: fake.url },
      paystackApiBase: fake.url,
      paystackTimeoutMs: 15_000,
    },
  },
  (context) => {
    let staff: Shopper;
    let city: { city: string; fee: number };
    beforeAll(async () => {
      staff = await registerStaff(context);
      city = await firstDeliveryCity(context.app);
    });

    const newShopper = async (): Promise<Shopper & { id: string }> => {
      const user = await createTestUser(context.database.db);
      return { id: user.id, name: user.name, email: user.email, password: '', token: user.token };
    };
    const newProduct = (pricePesewas = 50_000) =>
      insertTestProduct(context.database.db, { pricePesewas, stock: 100 });
    const add = async (shopper: Shopper, product: { publicId: string }, quantity = 1) => {
      const added = await call(context.app, 'POST', '/api/cart/add', {
        token: shopper.token,
        body: { productId: product.publicId, quantity },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
    };
    const enter = async (shopper: Shopper, code: string | null) => {
      const answer = await call(context.app, 'POST', '/api/cart/discount', {
        token: shopper.token,
        body: { code },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    };
    /** "Pay" with the figures the storefront shows from the cart (its discount included). */
    const pay = async (shopper: Shopper, overrides: Parameters<typeof startBody>[3] = {}) => {
      const figures = await cartFigures(context.app, shopper.token, city);
      const answer = await startCheckout(
        context.app,
        shopper,
        startBody(shopper, figures, city.city, overrides),
      );
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return startCheckoutResponseSchema.parse(answer.body);
    };
    const promotionRow = async (id: number) =>
      (await context.database.db.select().from(promotions).where(eq(promotions.id, id)))[0]!;
    const orderOf = async (orderId: string) =>
      (await context.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!;
    const liveUses = (promotionId: number) =>
      context.database.db
        .select()
        .from(promotionUses)
        .where(and(eq(promotionUses.promotionId, promotionId), isNull(promotionUses.givenBackAt)));

    it('a repeated "Pay" resumes the order and its one use; a changed cart replaces it and gives the use back', async () => {
      // One use only: the pending order holds it, and the same shopper paying again is not told it is used up.
      const promotion = await insertPromotion(context, { kind: 'percent', percent: 10, totalUses: 1 });
      const shopper = await newShopper();
      const product = await newProduct();
      await add(shopper, product);
      await enter(shopper, promotion.code);
      const first = await pay(shopper);
      const cart = cartResponseSchema.parse(
        (await call(context.app, 'GET', '/api/cart', { token: shopper.token })).body,
      );
      expect(cart.discount).toMatchObject({ code: promotion.code, amount: 50 });
      expect(cart.discount?.problem).toBeUndefined();
      const again = await pay(shopper);
      expect(again).toMatchObject({ orderId: first.orderId, state: 'awaiting-payment' });
      expect((await promotionRow(promotion.id)).usesTaken).toBe(1);

      await add(shopper, product);
      const replaced = await pay(shopper);
      expect(replaced.orderId).not.toBe(first.orderId);
      expect((await orderOf(first.orderId)).paymentStatus).toBe('Expired');
      expect(await orderOf(replaced.orderId)).toMatchObject({
        discountPesewas: 10_000,
        promotionId: promotion.id,
      });
      expect((await promotionRow(promotion.id)).usesTaken).toBe(1);
      expect((await liveUses(promotion.id)).map((use) => use.orderId)).toEqual([replaced.orderId]);
    });

    it('once per customer: a paid order uses the code up for its account, a pending one does not yet', async () => {
      const promotion = await insertPromotion(context, { kind: 'percent', percent: 10, usesPerCustomer: 1 });
      const shopper = await newShopper();
      const product = await newProduct();
      await add(shopper, product);
      await enter(shopper, promotion.code);
      const started = await pay(shopper);
      // The pending order may still be replaced: the code still applies in the cart.
      await enter(shopper, promotion.code);
      fake.pay(started.payment.reference);
      const verified = await call(context.app, 'POST', '/api/payments/verify', {
        token: shopper.token,
        body: { reference: started.payment.reference },
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      await add(shopper, product);
      const again = await call(context.app, 'POST', '/api/cart/discount', {
        token: shopper.token,
        body: { code: promotion.code },
      });
      expect(again).toMatchObject({
        status: 400,
        body: { success: false, message: DISCOUNT_MESSAGES.perCustomerUsed },
      });
    });

    it('gives a cart without a code the automatic promotion that takes the most off', async () => {
      const product = await newProduct(50_000);
      const scope = { categories: [], brands: [], productIds: [product.publicId] };
      await insertPromotion(context, {
        code: null,
        kind: 'percent',
        percent: 5,
        scope,
        description: '5 % off',
      });
      const best = await insertPromotion(context, {
        code: null,
        kind: 'fixed',
        amountPesewas: 10_000,
        scope,
        description: 'GHS 100 off',
      });
      const shopper = await newShopper();
      await add(shopper, product);
      const cart = cartResponseSchema.parse(
        (await call(context.app, 'GET', '/api/cart', { token: shopper.token })).body,
      );
      expect(cart.discount).toEqual({
        code: null,
        description: 'GHS 100 off',
        amount: 100,
        freeDelivery: false,
        deliveryAmount: 0,
      });
      const started = await pay(shopper);
      expect(await orderOf(started.orderId)).toMatchObject({
        discountCode: null,
        discountDescription: 'GHS 100 off',
        promotionId: best.id,
        discountPesewas: 10_000,
      });
    });

    it('an order refused at the door gives its use back', async () => {
      const promotion = await insertPromotion(context, { kind: 'percent', percent: 10 });
      const shopper = await newShopper();
      await add(shopper, await newProduct());
      await enter(shopper, promotion.code);
      const answer = await startWith(context.app, shopper);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const placed = startCheckoutResponseSchema.parse(answer.body);
      expect(placed.state).toBe('placed');
      expect((await promotionRow(promotion.id)).usesTaken).toBe(1);
      // The order used the code: it leaves the cart with the lines.
      const cart = cartResponseSchema.parse(
        (await call(context.app, 'GET', '/api/cart', { token: shopper.token })).body,
      );
      expect(cart.discount).toBeNull();
      for (const status of ['In Truck'] as const) {
        const moved = await moveOrder(context, staff.token, placed.orderId, status);
        expect(moved.status, JSON.stringify(moved.body)).toBe(200);
      }
      const refused = await recordOutcome(context, staff.token, placed.orderId, {
        outcome: 'refused',
        reason: 'Not at home',
      });
      expect(refused.status, JSON.stringify(refused.body)).toBe(200);
      expect((await promotionRow(promotion.id)).usesTaken).toBe(0);
      expect(await liveUses(promotion.id)).toHaveLength(0);
    });

    it('a late charge takes its use again when one is left', async () => {
      const promotion = await insertPromotion(context, { kind: 'percent', percent: 10, totalUses: 2 });
      const shopper = await newShopper();
      await add(shopper, await newProduct());
      await enter(shopper, promotion.code);
      const started = await pay(shopper);
      await expireHold(context, started.orderId);
      await sweepCheckouts(context.app);
      expect((await promotionRow(promotion.id)).usesTaken).toBe(0);
      fake.pay(started.payment.reference);
      const verified = await call(context.app, 'POST', '/api/payments/verify', {
        token: shopper.token,
        body: { reference: started.payment.reference },
      });
      expect(verified.status, JSON.stringify(verified.body)).toBe(200);
      expect(await orderOf(started.orderId)).toMatchObject({ paymentStatus: 'Paid', discountPesewas: 5_000 });
      expect((await promotionRow(promotion.id)).usesTaken).toBe(1);
      expect((await liveUses(promotion.id)).map((use) => use.orderId)).toEqual([started.orderId]);
    });

    it('a late charge is refunded when the last use went to another order after its hold ran out', async () => {
      const promotion = await insertPromotion(context, { kind: 'percent', percent: 10, totalUses: 1 });
      const product = await newProduct();
      const [late, quick] = [await newShopper(), await newShopper()];
      await add(late, product);
      await enter(late, promotion.code);
      const lateStart = await pay(late);
      await expireHold(context, lateStart.orderId);
      await sweepCheckouts(context.app);
      expect((await promotionRow(promotion.id)).usesTaken).toBe(0);

      await add(quick, product);
      await enter(quick, promotion.code);
      await pay(quick);
      expect((await promotionRow(promotion.id)).usesTaken).toBe(1);

      fake.pay(lateStart.payment.reference);
      await call(context.app, 'POST', '/api/payments/verify', {
        token: late.token,
        body: { reference: lateStart.payment.reference },
      });
      expect(fake.refunds).toContain(lateStart.payment.reference);
      const [order] = orderListResponseSchema.parse(
        (await call(context.app, 'GET', '/api/orders/order', { token: late.token })).body,
      ).orders;
      expect(order).toMatchObject({ orderStatus: 'Cancelled', cancelReason: DISCOUNT_MESSAGES.usedUp });
      expect((await promotionRow(promotion.id)).usesTaken).toBe(1);
    });
  },
);
