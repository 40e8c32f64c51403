import { randomUUID } from 'node:crypto';
import {
  type CreateOrderBody,
  cartLineUnitPrice,
  cartResponseSchema,
  deliveryFeeListSchema,
  type Product,
  productListResponseSchema,
  type StartCheckoutBody,
  type StartCheckoutResponse,
  startCheckoutResponseSchema,
  toCedis,
  toPesewas,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { settingSaved } from '../../src/db/kept-settings';
import { orders, products, promotions } from '../../src/db/schema';
import type { App } from '../../src/plugins/zod-type-provider';
import { call } from './api';
import type { TestContext } from './test-app';
import type { Shopper } from './users';

/** A reference no checkout started. */
export function newReference(prefix = 'ref'): string {
  return `${prefix}-${randomUUID()}`;
}

/**
 * Live products of the demo catalogue with one variant (decision 0036) and at least `minStock` units, cheapest first.
 */
export async function productsInStock(app: App, minStock = 5): Promise<Product[]> {
  const { body } = await call(app, 'GET', '/api/product/list');
  return productListResponseSchema
    .parse(body)
    .products.filter((product) => product.variants.length === 1 && product.stock >= minStock)
    .sort((a, b) => a.price - b.price);
}

/** Gives a product exactly this stock, for stock tests. */
export async function setStock(context: TestContext, productId: number, stock: number) {
  await context.database.db.update(products).set({ stock }).where(eq(products.id, productId));
  // Written behind the server's back: its answer cache is told, as a script's write would be.
  context.app.answerCache.clear(['products']);
}

export async function stockOf(context: TestContext, productId: number): Promise<number> {
  const [row] = await context.database.db
    .select({ stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  return row!.stock;
}

export async function firstDeliveryCity(app: App): Promise<{ city: string; fee: number }> {
  const fees = deliveryFeeListSchema.parse((await call(app, 'GET', '/api/delivery-fees/')).body);
  return fees.find((fee) => fee.fee > 0) ?? fees[0]!;
}

export async function addToCart(app: App, token: string, product: Product, quantity: number) {
  const response = await call(app, 'POST', '/api/cart/add', {
    token,
    body: { productId: product._id, quantity },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

/**
 * The shopper's figures as the storefront computes them from the server cart and the fee list, in
 * cedis: less the cart's discount (decision 0062), sent as `discount` when the cart has one, and
 * no fee with a free delivery that applies.
 */
export async function cartFigures(app: App, token: string, city: { fee: number }) {
  const cart = cartResponseSchema.parse((await call(app, 'GET', '/api/cart', { token })).body);
  const subtotalPesewas = cart.cartItems.reduce(
    (sum, line) => sum + toPesewas(cartLineUnitPrice(line)) * line.quantity,
    0,
  );
  const discountPesewas = toPesewas(cart.totals?.discount ?? 0);
  const freeDelivery = cart.discount?.freeDelivery === true && cart.discount.problem === undefined;
  const shippingFee = freeDelivery ? 0 : city.fee;
  const totalPesewas = subtotalPesewas - discountPesewas + toPesewas(shippingFee);
  return {
    subtotal: toCedis(subtotalPesewas),
    ...(cart.discount ? { discount: toCedis(discountPesewas) } : {}),
    shippingFee,
    total: toCedis(totalPesewas),
    totalPesewas,
    items: cart.cartItems.map((line) => ({
      productId: line.product._id,
      variantId: line.variant._id,
      quantity: line.quantity,
    })),
  };
}

/** The test dialog pays (or cancels) the transaction the server started; answers the reference. */
export async function testCharge(
  app: App,
  shopper: Shopper,
  accessCode: string,
  outcome: 'success' | 'cancel' = 'success',
): Promise<string> {
  const response = await call(app, 'POST', '/api/payments/test/charge', {
    token: shopper.token,
    body: { accessCode, outcome },
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.reference;
}

/** "Pay": the delivery details and the figures the shopper saw, without a reference. */
export function startBody(
  shopper: Shopper,
  figures: {
    subtotal: number;
    discount?: number;
    shippingFee: number;
    total: number;
    items?: CreateOrderBody['items'];
  },
  city: string,
  overrides: Partial<StartCheckoutBody> = {},
): StartCheckoutBody {
  const {
    paymentReference: _reference,
    paymentStatus: _status,
    ...body
  } = orderBody(shopper, figures, city, 'unused-reference');
  const discount = figures.discount === undefined ? {} : { discount: figures.discount };
  return { ...body, ...discount, ...overrides };
}

/** POST /api/orders/start; answers the raw response. */
export function startCheckout(app: App, shopper: Shopper, body: StartCheckoutBody) {
  return call(app, 'POST', '/api/orders/start', { token: shopper.token, body });
}

/** Starts the checkout of the shopper's cart and expects it to succeed; answers the start answer and figures. */
export async function startCart(app: App, shopper: Shopper) {
  const city = await firstDeliveryCity(app);
  const figures = await cartFigures(app, shopper.token, city);
  const response = await startCheckout(app, shopper, startBody(shopper, figures, city.city));
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const started: StartCheckoutResponse = startCheckoutResponseSchema.parse(response.body);
  return { started, figures, city, reference: started.payment.reference };
}

/** Moves a pending order's hold into the past, as if its time had run out. */
export async function expireHold(context: TestContext, orderId: string) {
  await context.database.db
    .update(orders)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(orders.id, orderId));
}

export async function orderRow(context: TestContext, reference: string) {
  const [row] = await context.database.db.select().from(orders).where(eq(orders.paymentReference, reference));
  return row;
}

export function orderBody(
  shopper: Shopper,
  figures: { subtotal: number; shippingFee: number; total: number; items?: CreateOrderBody['items'] },
  city: string,
  paymentReference: string,
  overrides: Partial<CreateOrderBody> = {},
): CreateOrderBody {
  return {
    firstName: 'Ama',
    lastName: 'Mensah',
    email: shopper.email,
    street: '12 Oxford Street, Osu',
    city,
    state: 'Greater Accra',
    zipCode: '',
    country: 'Ghana',
    phoneNumber: '024 123 4567',
    paymentMethod: 'paystack',
    items: figures.items,
    subtotal: figures.subtotal,
    shippingFee: figures.shippingFee,
    total: figures.total,
    paymentStatus: 'Paid',
    paymentReference,
    ...overrides,
  };
}

/** The whole storefront checkout with the test provider: cart, start, charge, verify, create. */
export async function checkout(app: App, shopper: Shopper, lines: [Product, number][]) {
  for (const [product, quantity] of lines) await addToCart(app, shopper.token, product, quantity);
  const { started, figures, city, reference } = await startCart(app, shopper);
  await testCharge(app, shopper, started.payment.accessCode);
  const verified = await call(app, 'POST', '/api/payments/verify', {
    token: shopper.token,
    body: { reference },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const body = orderBody(shopper, figures, city.city, reference);
  const created = await call(app, 'POST', '/api/orders/create', { token: shopper.token, body });
  return { created, reference, body, figures, city, started };
}

/** A promotion written straight to its table (decision 0062): a code, or automatic with `code: null`. */
export async function insertPromotion(
  context: TestContext,
  values: Partial<typeof promotions.$inferInsert> & Pick<typeof promotions.$inferInsert, 'kind'>,
) {
  const [row] = await context.database.db
    .insert(promotions)
    .values({
      description: `${values.kind} promotion`,
      code: newReference('CODE').slice(0, 20).toUpperCase(),
      ...values,
    })
    .returning();
  // Written behind the server's back: it is told, as a save of its own would (decision 0086).
  settingSaved(context.database.db);
  return row!;
}
