import {
  deliveryFeeListSchema,
  type OrderStatus,
  PAY_ON_DELIVERY,
  type PayOnDeliverySettings,
  type StartCheckoutBody,
} from '@shop/shared';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orders, outbox, users } from '../../src/db/schema';
import type { App } from '../../src/plugins/zod-type-provider';
import { createTestUser, insertTestProduct, shopOwner } from './admin-fixtures';
import { call } from './api';
import { cartFigures, startBody, startCheckout } from './checkout';
import { moveOrderToInTruck } from './serials';
import type { TestContext } from './test-app';
import type { Shopper } from './users';

/** The demo shop's pay-on-delivery settings (demo-payment-settings.ts), to put back after a test changes them. */
export const DEMO_SETTINGS: PayOnDeliverySettings = {
  enabled: true,
  cities: ['Accra', 'Tema', 'Kumasi'],
  maxOrderTotal: 3000,
  verifiedPhone: 'when-sms-is-on',
  openOrdersPerAccount: 1,
};

/** A shopper account with a session, made directly (no password hashing). */
export async function newShopper(context: TestContext): Promise<Shopper & { id: string }> {
  const user = await createTestUser(context.database.db);
  return { id: user.id, name: user.name, email: user.email, password: '', token: user.token };
}

/** A staff account with a session. */
export async function newStaff(context: TestContext, name = 'Kojo Rider') {
  return createTestUser(context.database.db, { isAdmin: true, name });
}

/** A product of its own (GHS 100 unless told), so stock counts are the test's alone. */
export function newProduct(context: TestContext, values: { stock?: number; pricePesewas?: number } = {}) {
  return insertTestProduct(context.database.db, { stock: 10, ...values });
}

export async function cityFee(app: App, name: string): Promise<{ city: string; fee: number }> {
  const fees = deliveryFeeListSchema.parse((await call(app, 'GET', '/api/delivery-fees/')).body);
  return fees.find((fee) => fee.city === name)!;
}

/** Puts products in the shopper's cart. */
export async function fillCart(
  app: App,
  shopper: Shopper,
  lines: [{ publicId: string }, number][],
): Promise<void> {
  for (const [product, quantity] of lines) {
    const added = await call(app, 'POST', '/api/cart/add', {
      token: shopper.token,
      body: { productId: product.publicId, quantity },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
  }
}

const placesOfShoppers = new Map<string, { phone: string; street: string }>();

/**
 * Each shopper's own delivery phone (E.164) and street, so pay on delivery's limits per phone
 * and per address (decision 0044) count one shopper alone unless a test shares them on purpose.
 */
export function deliveryPlaceOf(shopper: { email: string }): { phone: string; street: string } {
  let place = placesOfShoppers.get(shopper.email);
  if (!place) {
    const number = 5_000_000 + placesOfShoppers.size;
    place = { phone: `+23324${number}`, street: `House ${number}, Oxford Street, Osu` };
    placesOfShoppers.set(shopper.email, place);
  }
  return place;
}

/**
 * "Place order" of the shopper's cart with the chosen way to pay, for delivery to `cityName`
 * at the shopper's own phone and street (deliveryPlaceOf) unless overridden; the raw answer.
 */
export async function startWith(
  app: App,
  shopper: Shopper,
  cityName = 'Accra',
  overrides: Partial<StartCheckoutBody> = {},
) {
  const city = await cityFee(app, cityName);
  const figures = await cartFigures(app, shopper.token, city);
  const { phone, street } = deliveryPlaceOf(shopper);
  return startCheckout(
    app,
    shopper,
    startBody(shopper, figures, city.city, {
      paymentMethod: PAY_ON_DELIVERY,
      phoneNumber: phone,
      street,
      ...overrides,
    }),
  );
}

/** Cart filled and placed to pay on delivery; expects it to succeed and answers the start answer. */
export async function placeOnDelivery(
  context: TestContext,
  shopper: Shopper,
  lines: [{ publicId: string }, number][],
  cityName = 'Accra',
) {
  await fillCart(context.app, shopper, lines);
  const response = await startWith(context.app, shopper, cityName);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body as { orderId: string; state: string; payOnDelivery: { amountToCollect: number } };
}

/** The owner saves the pay-on-delivery rules (only the owner may, decision 0043). */
export async function saveSettings(context: TestContext, settings: PayOnDeliverySettings) {
  const owner = await shopOwner(context.database.db);
  const saved = await call(context.app, 'PUT', '/api/admin/store-info/payments', {
    token: owner.token,
    body: settings,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  return saved.body;
}

/**
 * Staff move the order's status (PATCH /api/admin/orders/:id/status); In Truck with a serial
 * per unit of each line that records one, as the admin site's serial form sends them.
 */
export async function moveOrder(
  context: TestContext,
  staffToken: string,
  orderId: string,
  status: OrderStatus,
) {
  if (status === 'In Truck') return moveOrderToInTruck(context.app, staffToken, orderId);
  return call(context.app, 'PATCH', `/api/admin/orders/${orderId}/status`, {
    token: staffToken,
    body: { status, ...(status === 'Cancelled' ? { reason: 'The shopper asked us to' } : {}) },
  });
}

/** Staff record the outcome at the door; the raw answer. */
export function recordOutcome(context: TestContext, staffToken: string, orderId: string, body: object) {
  return call(context.app, 'POST', `/api/admin/orders/${orderId}/collection`, { token: staffToken, body });
}

export async function orderById(context: TestContext, orderId: string) {
  const [row] = await context.database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export async function ordersOf(context: TestContext, userId: string) {
  return context.database.db.select().from(orders).where(eq(orders.userId, userId));
}

/** The outbox's messages to one recipient (e-mail address or E.164 phone). */
export async function outboxTo(context: TestContext, recipient: string) {
  return context.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
}

/** Makes `phone` the account's verified number, as a code sent to it would have. */
export async function verifyPhone(context: TestContext, userId: string, phone: string) {
  await context.database.db
    .update(users)
    .set({ phone, phoneVerifiedAt: new Date() })
    .where(eq(users.id, userId));
}
