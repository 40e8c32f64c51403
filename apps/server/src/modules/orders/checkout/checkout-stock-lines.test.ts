import { API_MESSAGES, type Product } from '@shop/shared';
import { beforeAll, expect, it } from 'vitest';
import {
  addToCart,
  cartFigures,
  firstDeliveryCity,
  productsInStock,
  setStock,
  startBody,
  startCheckout,
  stockOf,
} from '../../../../test/helpers/checkout';
import { describeEachDatabase } from '../../../../test/helpers/test-app';
import { registerShopper } from '../../../../test/helpers/users';

/** A cart's lines are taken in one statement: all of them, or none and the first short one named. */
describeEachDatabase('checkout: the stock of a cart of several lines', { seed: true }, (context) => {
  let first: Product;
  let second: Product;

  beforeAll(async () => {
    // Two products in id order: the order the start takes its lines in.
    [first, second] = (await productsInStock(context.app, 10)).slice(0, 2).sort((a, b) => a.id - b.id) as [
      Product,
      Product,
    ];
  });

  /** A new shopper fills the cart with `lines`, then (after `beforePay`, if any) presses "Pay". */
  const startWith = async (lines: [Product, number][], beforePay?: () => Promise<void>) => {
    const shopper = await registerShopper(context.app);
    for (const [product, quantity] of lines) await addToCart(context.app, shopper.token, product, quantity);
    await beforePay?.();
    const city = await firstDeliveryCity(context.app);
    const figures = await cartFigures(context.app, shopper.token, city);
    return startCheckout(context.app, shopper, startBody(shopper, figures, city.city));
  };

  it('refuses a cart whose second line the shop has too few of, naming it, and takes none of the first', async () => {
    await setStock(context, first.id, 10);
    const answer = await startWith(
      [
        [first, 2],
        [second, 3],
      ],
      // The last units go between the cart and "Pay".
      () => setStock(context, second.id, 2),
    );
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ success: false, message: API_MESSAGES.notEnoughStock(second.name, 2) });
    expect(await stockOf(context, first.id)).toBe(10);
    expect(await stockOf(context, second.id)).toBe(2);
  });

  it('holds both lines of carts filled in opposite orders at once, each unit once, with none left waiting', async () => {
    await setStock(context, first.id, 12);
    await setStock(context, second.id, 12);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        startWith(
          index % 2 === 0
            ? [
                [first, 1],
                [second, 1],
              ]
            : [
                [second, 1],
                [first, 1],
              ],
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(await stockOf(context, first.id)).toBe(0);
    expect(await stockOf(context, second.id)).toBe(0);
    // A cart filled before the last units went: refused by the first product's name, the
    // second's unit still on the shelf.
    await setStock(context, first.id, 1);
    await setStock(context, second.id, 1);
    const late = await startWith(
      [
        [second, 1],
        [first, 1],
      ],
      () => setStock(context, first.id, 0),
    );
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ success: false, message: API_MESSAGES.outOfStock(first.name) });
    expect(await stockOf(context, second.id)).toBe(1);
  });
});
