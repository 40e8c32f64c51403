import {
  API_MESSAGES,
  CART_QUANTITY_MAX,
  cartResponseSchema,
  type Product,
  productSchema,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import { productsInStock, setStock } from '../../../test/helpers/checkout';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerShopper, type Shopper } from '../../../test/helpers/users';
import { products } from '../../db/schema';

describeEachDatabase('cart', { seed: true }, (context) => {
  let shopper: Shopper;
  let stocked: Product[];
  const cart = (method: 'GET' | 'POST', url: string, body?: unknown, token = shopper.token) =>
    call(context.app, method, url, { token, body });

  beforeAll(async () => {
    shopper = await registerShopper(context.app);
    stocked = await productsInStock(context.app, 20);
  });

  it('starts empty and answers full product objects in the exact shape', async () => {
    const empty = await cart('GET', '/api/cart');
    expect(empty.status).toBe(200);
    expect(cartResponseSchema.parse(empty.body)).toEqual({
      success: true,
      cartItems: [],
      discount: null,
      totals: { subtotal: 0, discount: 0, total: 0 },
    });

    const product = stocked[0]!;
    const added = await cart('POST', '/api/cart/add', { productId: product._id, quantity: 2 });
    expect(added.status).toBe(200);
    const body = cartResponseSchema.parse(added.body);
    expect(body.message).toBe(API_MESSAGES.cartAdded);
    // A product with one variant: the line holds it, named by its product alone (decision 0036).
    const [only] = product.variants;
    const variant = { _id: only!._id, sku: only!.sku, options: {} };
    expect(body.cartItems).toEqual([{ product, variant, quantity: 2 }]);
    expect(Object.keys(added.body.cartItems[0].product).sort()).toEqual(
      Object.keys(productSchema.shape).sort(),
    );
    expect(cartResponseSchema.parse((await cart('GET', '/api/cart')).body).cartItems).toEqual([
      { product, variant, quantity: 2 },
    ]);
  });

  it('adds to the line, accepts the numeric id too, updates and removes', async () => {
    const [first, second] = [stocked[1]!, stocked[2]!];
    await cart('POST', '/api/cart/add', { productId: first._id, quantity: 1 });
    const again = cartResponseSchema.parse(
      (await cart('POST', '/api/cart/add', { productId: first.id, quantity: 3 })).body,
    );
    expect(again.cartItems.find((line) => line.product.id === first.id)?.quantity).toBe(4);
    const byDigits = await cart('POST', '/api/cart/add', { productId: String(second.id) });
    expect(
      cartResponseSchema.parse(byDigits.body).cartItems.find((line) => line.product.id === second.id)
        ?.quantity,
    ).toBe(1);

    const updated = await cart('POST', '/api/cart/update', { productId: first._id, quantity: 7 });
    expect(updated.status).toBe(200);
    const updatedBody = cartResponseSchema.parse(updated.body);
    expect(updatedBody.message).toBe(API_MESSAGES.cartUpdated);
    expect(updatedBody.cartItems.find((line) => line.product.id === first.id)?.quantity).toBe(7);

    const removed = await cart('POST', '/api/cart/remove', { productId: first._id });
    expect(removed.status).toBe(200);
    const removedBody = cartResponseSchema.parse(removed.body);
    expect(removedBody.message).toBe(API_MESSAGES.cartRemoved);
    expect(removedBody.cartItems.some((line) => line.product.id === first.id)).toBe(false);
    // Removing what is not there leaves the cart as asked.
    expect((await cart('POST', '/api/cart/remove', { productId: first._id })).status).toBe(200);
    const notInCart = await cart('POST', '/api/cart/update', { productId: first._id, quantity: 2 });
    expect(notInCart).toMatchObject({
      status: 404,
      body: { success: false, message: API_MESSAGES.notInCart },
    });
  });

  it('answers 404 for unknown and archived products', async () => {
    const archived = stocked[3]!;
    await context.database.db
      .update(products)
      .set({ archivedAt: new Date() })
      .where(eq(products.id, archived.id));
    for (const productId of [
      '00000000-0000-4000-8000-000000000000',
      'nope',
      999_999,
      archived._id,
      archived.id,
    ]) {
      for (const url of ['/api/cart/add', '/api/cart/update', '/api/cart/remove']) {
        const body = url.endsWith('remove') ? { productId } : { productId, quantity: 1 };
        const response = await cart('POST', url, body);
        expect(response, `${url} ${productId}`).toMatchObject({
          status: 404,
          body: { success: false, message: API_MESSAGES.productNotFound },
        });
      }
    }
  });

  it('keeps every line between 1 and 99', async () => {
    const product = stocked[4]!;
    await setStock(context, product.id, 500);
    for (const quantity of [0, -1, 100, 1.5, '2', null]) {
      const response = await cart('POST', '/api/cart/add', { productId: product._id, quantity });
      expect(response.status, String(quantity)).toBe(400);
      expect(response.body.message.toLowerCase()).toContain('quantity');
      expect((await cart('POST', '/api/cart/update', { productId: product._id, quantity })).status).toBe(400);
    }
    await cart('POST', '/api/cart/add', { productId: product._id, quantity: 90 });
    const tooMany = await cart('POST', '/api/cart/add', { productId: product._id, quantity: 10 });
    expect(tooMany).toMatchObject({
      status: 400,
      body: { success: false, message: API_MESSAGES.cartQuantityTooLarge(CART_QUANTITY_MAX) },
    });
    // The refused add left the line as it was.
    const lines = cartResponseSchema.parse((await cart('GET', '/api/cart')).body).cartItems;
    expect(lines.find((line) => line.product.id === product.id)?.quantity).toBe(90);
    expect((await cart('POST', '/api/cart/add', { productId: product._id, quantity: 9 })).status).toBe(200);
  });

  it('refuses more than the stock with 409 naming the product', async () => {
    const product = stocked[5]!;
    await setStock(context, product.id, 3);
    const shopperB = await registerShopper(context.app);
    const asB = (url: string, quantity: number) =>
      cart('POST', url, { productId: product._id, quantity }, shopperB.token);
    const linesOfB = async () =>
      cartResponseSchema.parse((await cart('GET', '/api/cart', undefined, shopperB.token)).body).cartItems;
    const beyondStock = {
      status: 409,
      body: { success: false, message: API_MESSAGES.notEnoughStock(product.name, 3) },
    };

    expect(await asB('/api/cart/add', 4)).toMatchObject(beyondStock);
    expect(await linesOfB()).toEqual([]);
    await asB('/api/cart/add', 3);
    const update = await asB('/api/cart/update', 4);
    expect(update.status).toBe(409);
    expect(update.body.message).toContain(product.name);

    // Adding to a line past the stock is refused the same way and leaves the line as it was.
    await asB('/api/cart/update', 2);
    expect(await asB('/api/cart/add', 2)).toMatchObject(beyondStock);
    expect((await linesOfB()).map((line) => line.quantity)).toEqual([2]);
    expect((await asB('/api/cart/add', 1)).status).toBe(200);

    const soldOut = stocked[6]!;
    await setStock(context, soldOut.id, 0);
    const none = await cart('POST', '/api/cart/add', { productId: soldOut._id, quantity: 1 }, shopperB.token);
    expect(none).toMatchObject({ status: 409, body: { message: API_MESSAGES.outOfStock(soldOut.name) } });
  });

  it("keeps each shopper's cart to themselves", async () => {
    const other = await registerShopper(context.app);
    expect(
      cartResponseSchema.parse((await cart('GET', '/api/cart', undefined, other.token)).body).cartItems,
    ).toEqual([]);
    await cart('POST', '/api/cart/remove', { productId: stocked[0]!._id }, other.token);
    const mine = cartResponseSchema.parse((await cart('GET', '/api/cart')).body).cartItems;
    expect(mine.some((line) => line.product.id === stocked[0]!.id)).toBe(true);
  });

  it('answers 401 without a token or with a bad one, before looking at the body', async () => {
    const routes: ['GET' | 'POST', string][] = [
      ['GET', '/api/cart'],
      ['POST', '/api/cart/add'],
      ['POST', '/api/cart/update'],
      ['POST', '/api/cart/remove'],
    ];
    for (const [method, url] of routes) {
      const body = method === 'POST' ? { wrong: true } : undefined;
      const none = await call(context.app, method, url, { body });
      expect(none, url).toMatchObject({
        status: 401,
        body: { success: false, message: API_MESSAGES.tokenMissing },
      });
      const bad = await call(context.app, method, url, { body, token: 'x'.repeat(43) });
      expect(bad, url).toMatchObject({
        status: 401,
        body: { success: false, message: API_MESSAGES.tokenInvalid },
      });
    }
  });
});
