import {
  adminVariantsResponseSchema,
  cartLineUnitPrice,
  cartResponseSchema,
  chooseOptionsMessage,
  orderListResponseSchema,
  type Product,
  productListResponseSchema,
  VARIANT_MESSAGES,
  variantDisplayName,
} from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/api';
import {
  cartFigures,
  orderBody,
  startBody,
  startCart,
  startCheckout,
  testCharge,
} from '../../../test/helpers/checkout';
import { describeEachDatabase } from '../../../test/helpers/test-app';
import { registerShopper, registerStaff, type Shopper } from '../../../test/helpers/users';
import {
  COLOURS,
  insertPhoneWithVariants,
  productById,
  STORAGES,
  variantOf,
} from '../../../test/helpers/variants';
import { products } from '../../db/schema';
import { variantPricedWithin } from './product-repository';

describeEachDatabase('product variants', { seed: true }, (context) => {
  let phone: Product;
  let otherPhone: Product;
  let staffToken: string;

  const cartCall = (shopper: Shopper, path: 'add' | 'update' | 'remove', body: Record<string, unknown>) =>
    call(context.app, 'POST', `/api/cart/${path}`, { token: shopper.token, body });
  const list = async (query: string) => {
    const { status, body } = await call(context.app, 'GET', `/api/product/list?${query}`);
    expect(status, JSON.stringify(body)).toBe(200);
    return productListResponseSchema.parse(body);
  };
  /** The staff's grid: GET, change what `change` changes, PUT it back whole. */
  const editGrid = async (change: (variant: { sku: string; price: number; stock: number }) => void) => {
    const path = `/api/admin/products/${phone.id}/variants`;
    const grid = adminVariantsResponseSchema.parse(
      (await call(context.app, 'GET', path, { token: staffToken })).body,
    );
    for (const variant of grid.variants) change(variant);
    const saved = await call(context.app, 'PUT', path, {
      token: staffToken,
      body: { options: grid.options, variants: grid.variants },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  };

  beforeAll(async () => {
    phone = await insertPhoneWithVariants(context, { stock: 5 });
    otherPhone = await insertPhoneWithVariants(context, { name: 'Samsung Galaxy A16', sku: 'A16' });
    staffToken = (await registerStaff(context)).token;
  });

  describe('the product answer', () => {
    it('carries the options and one variant per combination, and the original fields computed from them', async () => {
      expect(phone.options).toEqual([
        { name: 'Storage', values: [...STORAGES] },
        { name: 'Colour', values: [...COLOURS] },
      ]);
      expect(phone.variants).toHaveLength(6);
      const blue = variantOf(phone, '256GB', 'Blue');
      expect(blue).toMatchObject({ price: 1699.5, stock: 5, image: ['/uploads/a15-blue.webp'] });
      // The keys come in the options' order, so the values read as the display name does.
      expect(Object.keys(blue.options)).toEqual(['Storage', 'Colour']);
      expect(variantDisplayName(phone.name, blue.options)).toBe('Samsung Galaxy A15, 256GB, Blue');
      // price: the lowest variant's; stock: the sum; image: the default (first) variant's.
      expect(phone.price).toBe(1450);
      expect(phone.stock).toBe(30);
      expect(phone.variants[0]!.options).toEqual({ Storage: '128GB', Colour: 'Black' });
      expect(phone.image).toEqual(phone.variants[0]!.image);
    });

    it('is the same in the list, paged or whole, as on its own', async () => {
      const paged = await list(`q=${encodeURIComponent(phone.name)}&limit=5`);
      expect(paged.products.find((product) => product.id === phone.id)).toEqual(phone);
      const whole = productListResponseSchema.parse(
        (await call(context.app, 'GET', '/api/product/list')).body,
      );
      expect(whole.products.find((product) => product.id === phone.id)).toEqual(phone);
      // A product without options: one default variant with its own price and stock.
      const plain = whole.products.find((product) => product.options.length === 0)!;
      expect(plain.variants).toHaveLength(1);
      expect(plain.variants[0]).toMatchObject({ options: {}, price: plain.price, stock: plain.stock });
    });
  });

  describe('the cart', () => {
    let shopper: Shopper;
    beforeAll(async () => {
      shopper = await registerShopper(context.app);
    });

    it('asks for the options when a product with several variants comes without variantId', async () => {
      const refusal = { success: false, message: chooseOptionsMessage(['Storage', 'Colour']) };
      expect(refusal.message).toBe('Please choose a storage size and colour.');
      for (const [path, body] of [
        ['add', { productId: phone._id, quantity: 1 }],
        ['update', { productId: phone.id, quantity: 2 }],
        ['remove', { productId: phone._id }],
      ] as const) {
        expect(await cartCall(shopper, path, body), path).toMatchObject({ status: 400, body: refusal });
      }
    });

    it('refuses an unknown variant (404), another product’s (400) and a malformed one (400)', async () => {
      const unknown = await cartCall(shopper, 'add', {
        productId: phone._id,
        variantId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown).toMatchObject({
        status: 404,
        body: { success: false, message: VARIANT_MESSAGES.variantNotFound },
      });
      const others = await cartCall(shopper, 'add', {
        productId: phone._id,
        variantId: variantOf(otherPhone, '128GB', 'Black')._id,
      });
      expect(others).toMatchObject({
        status: 400,
        body: { success: false, message: VARIANT_MESSAGES.variantOfAnotherProduct },
      });
      const malformed = await cartCall(shopper, 'add', { productId: phone._id, variantId: 'blue' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message.toLowerCase()).toContain('variantid');
      expect(
        cartResponseSchema.parse((await call(context.app, 'GET', '/api/cart', { token: shopper.token })).body)
          .cartItems,
      ).toEqual([]);
    });

    it('keeps one line per variant, named by it, each updated and removed on its own', async () => {
      const blue = variantOf(phone, '256GB', 'Blue');
      const black = variantOf(phone, '128GB', 'Black');
      await cartCall(shopper, 'add', { productId: phone._id, variantId: blue._id, quantity: 1 });
      const added = await cartCall(shopper, 'add', {
        productId: phone.id,
        variantId: black._id,
        quantity: 2,
      });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const lines = cartResponseSchema.parse(added.body).cartItems;
      expect(
        lines.map((line) => [variantDisplayName(line.product.name, line.variant.options), line.quantity]),
      ).toEqual([
        ['Samsung Galaxy A15, 256GB, Blue', 1],
        ['Samsung Galaxy A15, 128GB, Black', 2],
      ]);
      expect(lines[0]!.variant).toEqual({ _id: blue._id, sku: blue.sku, options: blue.options });
      expect(lines.map(cartLineUnitPrice)).toEqual([1699.5, 1450]);

      const updated = await cartCall(shopper, 'update', {
        productId: phone._id,
        variantId: blue._id,
        quantity: 3,
      });
      expect(cartResponseSchema.parse(updated.body).cartItems.map((line) => line.quantity)).toEqual([3, 2]);
      const removed = await cartCall(shopper, 'remove', { productId: phone._id, variantId: black._id });
      expect(cartResponseSchema.parse(removed.body).cartItems.map((line) => line.variant._id)).toEqual([
        blue._id,
      ]);
    });

    it('checks the stock of the variant, naming it', async () => {
      const yellow = variantOf(phone, '256GB', 'Yellow');
      const tooMany = await cartCall(shopper, 'add', {
        productId: phone._id,
        variantId: yellow._id,
        quantity: 6,
      });
      expect(tooMany).toMatchObject({
        status: 409,
        body: { success: false, message: 'Only 5 of Samsung Galaxy A15, 256GB, Yellow left in stock.' },
      });
    });

    it('takes a one-variant product by its productId alone, as before', async () => {
      const whole = productListResponseSchema.parse(
        (await call(context.app, 'GET', '/api/product/list')).body,
      );
      const plain = whole.products.find((product) => product.variants.length === 1 && product.stock > 2)!;
      const added = await cartCall(shopper, 'add', { productId: plain.id, quantity: 1 });
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const line = cartResponseSchema
        .parse(added.body)
        .cartItems.find((item) => item.product.id === plain.id)!;
      expect(line.variant).toEqual({ _id: plain.variants[0]!._id, sku: plain.variants[0]!.sku, options: {} });
      expect((await cartCall(shopper, 'remove', { productId: plain._id })).status).toBe(200);
    });
  });

  describe('a price change of one variant', () => {
    it('shows in the cart and a new checkout, never in a placed order', async () => {
      const blue = variantOf(phone, '256GB', 'Blue');
      const buyer = await registerShopper(context.app);
      await cartCall(buyer, 'add', { productId: phone._id, variantId: blue._id, quantity: 1 });
      const { started, figures, city, reference } = await startCart(context.app, buyer);
      expect(figures.subtotal).toBe(1699.5);
      await testCharge(context.app, buyer, started.payment.accessCode);
      expect(
        (await call(context.app, 'POST', '/api/payments/verify', { token: buyer.token, body: { reference } }))
          .status,
      ).toBe(200);
      const created = await call(context.app, 'POST', '/api/orders/create', {
        token: buyer.token,
        body: orderBody(buyer, figures, city.city, reference),
      });
      // Verify settled it already; create answers the same paid order.
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect(created.body.order.paymentStatus).toBe('Paid');

      const next = await registerShopper(context.app);
      await cartCall(next, 'add', { productId: phone._id, variantId: blue._id, quantity: 1 });
      const before = await cartFigures(context.app, next.token, city);

      await editGrid((variant) => {
        if (variant.sku === blue.sku) variant.price = 1750;
      });

      const cart = cartResponseSchema.parse(
        (await call(context.app, 'GET', '/api/cart', { token: next.token })).body,
      );
      expect(cart.cartItems.map(cartLineUnitPrice)).toEqual([1750]);
      // The figures the shopper saw before the change are refused; the new ones start.
      const stale = await startCheckout(context.app, next, startBody(next, before, city.city));
      expect(stale.status).toBe(409);
      const after = await cartFigures(context.app, next.token, city);
      expect(after.subtotal).toBe(1750);
      expect((await startCheckout(context.app, next, startBody(next, after, city.city))).status).toBe(200);

      const [placed] = orderListResponseSchema.parse(
        (await call(context.app, 'GET', '/api/orders/order', { token: buyer.token })).body,
      ).orders;
      expect(placed!.subtotal).toBe(1699.5);
      expect(placed!.items).toHaveLength(1);
      expect(placed!.items[0]).toMatchObject({
        price: 1699.5,
        name: 'Samsung Galaxy A15',
        variant: { _id: blue._id, sku: blue.sku, options: { Storage: '256GB', Colour: 'Blue' } },
      });
      expect(variantDisplayName(placed!.items[0]!.name, placed!.items[0]!.variant.options)).toBe(
        'Samsung Galaxy A15, 256GB, Blue',
      );
      expect(variantOf(await productById(context, phone.id), '256GB', 'Blue').price).toBe(1750);
      await editGrid((variant) => {
        if (variant.sku === blue.sku) variant.price = 1699.5;
      });
    });
  });

  describe('the list', () => {
    const idsOf = (answer: { products: Product[] }) => answer.products.map((product) => product.id);

    it('filters by any variant’s price: in maxPrice when its cheapest is, in minPrice when its dearest is', async () => {
      const narrow = 'category=Phone&brand=Samsung&limit=100';
      expect(idsOf(await list(`${narrow}&maxPrice=1500`))).toContain(phone.id);
      expect(idsOf(await list(`${narrow}&maxPrice=1449`))).not.toContain(phone.id);
      expect(idsOf(await list(`${narrow}&minPrice=1600`))).toContain(phone.id);
      expect(idsOf(await list(`${narrow}&minPrice=1700`))).not.toContain(phone.id);
      // Both bounds: a variant must be inside the range, not one below and one above it.
      expect(idsOf(await list(`${narrow}&minPrice=1690&maxPrice=1700`))).toContain(phone.id);
      expect(idsOf(await list(`${narrow}&minPrice=1500&maxPrice=1600`))).not.toContain(phone.id);
    });

    it('finds the same products in a price range whether its variants are looked up by price or checked row by row', async () => {
      const within = async (min: number, max: number, lookedUp?: number) =>
        (
          await context.database.db
            .select({ id: products.id })
            .from(products)
            .where(await variantPricedWithin(context.database.db, min, max, lookedUp))
            .orderBy(products.id)
        ).map((row) => row.id);
      for (const [min, max] of [
        [169_000, 170_000],
        [150_000, 160_000],
        [0, 100_000_000],
      ] as const) {
        const byPrice = await within(min, max);
        expect(await within(min, max, 0)).toEqual(byPrice);
        if (min === 169_000) expect(byPrice).toContain(phone.id);
        if (min === 150_000) expect(byPrice).not.toContain(phone.id);
      }
    });

    it('sorts by the lowest variant price', async () => {
      const ascending = (await list('category=Phone&sort=price_asc&limit=100')).products;
      const prices = ascending.map((product) => product.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(ascending.find((product) => product.id === phone.id)!.price).toBe(1450);
    });

    it('finds a product by a variant’s value', async () => {
      const found = await list('q=a15%20256&limit=10');
      // Both words start words of it ("256" the storage size 256GB); "a15" is only like "a16".
      expect(idsOf(found)[0]).toBe(phone.id);
      expect(idsOf(await list('q=galaxy%20yellow&limit=10'))).toContain(phone.id);
    });
  });

  describe('the answer cache', () => {
    it('shows a variant’s stock edited by staff on the next request', async () => {
      const blue = variantOf(await productById(context, phone.id), '256GB', 'Blue');
      const edited = await call(context.app, 'PATCH', `/api/admin/products/${phone.id}/variants/stock`, {
        token: staffToken,
        body: { stock: [{ _id: blue._id, stock: 17 }] },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      expect(variantOf(await productById(context, phone.id), '256GB', 'Blue').stock).toBe(17);
    });
  });
});
