import { cartResponseSchema, type Product, toPesewas } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { shopOwner, type TestUser } from '../../../test/helpers/admin-fixtures';
import { call } from '../../../test/helpers/api';
import { insertPromotion, orderRow, productsInStock, startCart } from '../../../test/helpers/checkout';
import { describeEachDatabase, describeOnTwoInstances } from '../../../test/helpers/test-app';
import { registerShopper, type Shopper } from '../../../test/helpers/users';
import { settingSaved } from '../../db/kept-settings';
import { promotions } from '../../db/schema';
import type { App } from '../../plugins/zod-type-provider';

/*
 * The automatic promotions are kept between requests (decision 0086): the shopper's cart must
 * still follow every change the owner makes to one, at once on the instance that made it and
 * a moment later on another.
 */

const cartOf = async (app: App, shopper: Shopper) => {
  const answer = await call(app, 'GET', '/api/cart', { token: shopper.token });
  expect(answer.status).toBe(200);
  return cartResponseSchema.parse(answer.body);
};

/** A shopper with one product in the cart, its price in pesewas. */
async function shopperWithCart(app: App, product: Product): Promise<Shopper> {
  const shopper = await registerShopper(app);
  const added = await call(app, 'POST', '/api/cart/add', {
    token: shopper.token,
    body: { productId: product._id, quantity: 1 },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return shopper;
}

describeEachDatabase('the automatic promotions kept between requests', { seed: true }, (context) => {
  let owner: TestUser;
  let product: Product;
  beforeAll(async () => {
    owner = await shopOwner(context.app.database.db);
    // Under the demo's free delivery threshold, so the percent below is the best promotion.
    product = (await productsInStock(context.app, 2)).find((each) => each.price < 1_000)!;
  });

  it('follow the owner switching one off and on again, on the very next cart answer', async () => {
    const shopper = await shopperWithCart(context.app, product);
    const promotion = await insertPromotion(context, {
      kind: 'percent',
      percent: 15,
      code: null,
      description: '15 % off for the harmattan',
    });
    const off = Math.round((toPesewas(product.price) * 15) / 100) / 100;
    expect((await cartOf(context.app, shopper)).discount).toMatchObject({ amount: off });
    // Asked twice: the second answer is the kept read's.
    expect((await cartOf(context.app, shopper)).discount).toMatchObject({ amount: off });
    const switchTo = (enabled: boolean) =>
      call(context.app, 'PATCH', `/api/admin/promotions/${promotion.id}`, {
        token: owner.token,
        body: { enabled },
      });
    expect((await switchTo(false)).status).toBe(200);
    expect((await cartOf(context.app, shopper)).discount?.description).not.toBe('15 % off for the harmattan');
    expect((await switchTo(true)).status).toBe(200);
    expect((await cartOf(context.app, shopper)).discount).toMatchObject({
      description: '15 % off for the harmattan',
      amount: off,
    });
    expect((await switchTo(false)).status).toBe(200);
  });

  it('follow an order taking the last use: the next shopper’s cart no longer gets it', async () => {
    const promotion = await insertPromotion(context, {
      kind: 'percent',
      percent: 12,
      code: null,
      description: 'The first buyer’s 12 %',
      totalUses: 1,
    });
    const first = await shopperWithCart(context.app, product);
    const second = await shopperWithCart(context.app, product);
    expect((await cartOf(context.app, first)).discount?.description).toBe(promotion.description);
    expect((await cartOf(context.app, second)).discount?.description).toBe(promotion.description);
    // The first shopper's checkout takes the one use: no staff write, only the order's.
    const { reference } = await startCart(context.app, first);
    expect((await orderRow(context, reference))?.promotionId).toBe(promotion.id);
    expect((await cartOf(context.app, second)).discount?.description).not.toBe(promotion.description);
    await context.database.db
      .update(promotions)
      .set({ enabled: false })
      .where(eq(promotions.id, promotion.id));
    settingSaved(context.database.db);
  });
});

describeOnTwoInstances(
  'the automatic promotions kept on two instances of one PostgreSQL',
  { seed: true },
  (instances) => {
    it('are dropped by the other instance a moment after a promotion is switched off by hand', async () => {
      const [product] = (await productsInStock(instances.first.app, 2)).filter((each) => each.price < 1_000);
      const shopper = await shopperWithCart(instances.first.app, product!);
      const promotion = await insertPromotion(instances.first, { kind: 'percent', percent: 20, code: null });
      const twentyOff = (cart: { discount?: { description: string } | null }) =>
        cart.discount?.description === promotion.description;
      // The second instance reads it (it heard the insert) and keeps it.
      const until = Date.now() + 2_000;
      while (!twentyOff(await cartOf(instances.second, shopper)) && Date.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(twentyOff(await cartOf(instances.second, shopper))).toBe(true);
      // Switched off by plain SQL, as another instance or a script would: only the notice tells.
      await instances.first.database.db
        .update(promotions)
        .set({ enabled: false })
        .where(eq(promotions.id, promotion.id));
      const stillKept = Date.now() + 2_000;
      while (twentyOff(await cartOf(instances.second, shopper)) && Date.now() < stillKept)
        await new Promise((resolve) => setTimeout(resolve, 25));
      expect(twentyOff(await cartOf(instances.second, shopper))).toBe(false);
    });
  },
);
