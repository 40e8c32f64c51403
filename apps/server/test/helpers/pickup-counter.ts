import { randomBytes } from 'node:crypto';
import type { OpeningHours } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { branches, branchStock, orders, outbox } from '../../src/db/schema';
import { defaultVariantId, insertTestProduct } from './admin-fixtures';
import { call } from './api';
import { startCart, testCharge } from './checkout';
import { sentText } from './outbox-secrets';
import { fillCart, newShopper, placeOnDelivery } from './pay-on-delivery';
import type { TestContext } from './test-app';

/*
 * Pickups for the counter's tests (decision 0069). Until the checkout places pickups itself, an
 * order is placed as a delivery through the storefront's calls and then made a pickup at a
 * branch of its own by SQL, as the checkout would have written it.
 */

const open = (opens: string, closes: string) => ({ opens, closes });
const WEEK: OpeningHours = [...Array.from({ length: 6 }, () => open('08:00', '18:00')), null];

/** An open branch offering pickup, named as the tests' messages expect ("Kumasi Adum 1a2b"). */
export async function pickupBranch(context: TestContext) {
  const [branch] = await context.database.db
    .insert(branches)
    .values({
      name: `Kumasi Adum ${randomBytes(2).toString('hex')}`,
      address: '14 Prempeh II Street',
      city: 'Kumasi',
      phone: '+233322025566',
      openingHours: WEEK,
      pickup: true,
      position: 90,
    })
    .returning();
  return branch!;
}

/** A product of its own, a phone recording a serial per unit when `tracksSerials`. */
export function counterProduct(context: TestContext, tracksSerials = false) {
  return insertTestProduct(context.database.db, {
    stock: 10,
    ...(tracksSerials
      ? {
          category: 'Phone',
          subcategory: 'Android Phone',
          brand: 'Tecno',
          tracksSerials: true,
          warrantyMonths: 12,
        }
      : {}),
  });
}

/** Makes the order a pickup at `branchId`, as the checkout writes one. */
export async function makePickup(context: TestContext, orderId: string, branchId: number) {
  await context.database.db
    .update(orders)
    .set({ fulfilment: 'pickup', branchId, shippingFeePesewas: 0 })
    .where(eq(orders.id, orderId));
}

type Product = Awaited<ReturnType<typeof counterProduct>>;

/** A pickup to pay at the counter (pay on delivery's adapter) of `quantity` units. */
export async function counterPickup(context: TestContext, branchId: number, product: Product, quantity = 1) {
  const shopper = await newShopper(context);
  const { orderId } = await placeOnDelivery(context, shopper, [[product, quantity]]);
  await makePickup(context, orderId, branchId);
  return { shopper, orderId };
}

/** A pickup paid online with the test provider. */
export async function paidPickup(context: TestContext, branchId: number, product: Product, quantity = 1) {
  const shopper = await newShopper(context);
  await fillCart(context.app, shopper, [[product, quantity]]);
  const { started, reference } = await startCart(context.app, shopper);
  await testCharge(context.app, shopper, started.payment.accessCode);
  const verified = await call(context.app, 'POST', '/api/payments/verify', {
    token: shopper.token,
    body: { reference },
  });
  expect(verified.status, JSON.stringify(verified.body)).toBe(200);
  const [row] = await context.database.db.select().from(orders).where(eq(orders.paymentReference, reference));
  expect(row!.paymentStatus).toBe('Paid');
  await makePickup(context, row!.id, branchId);
  return { shopper, orderId: row!.id };
}

/** The counter's calls, as the admin site makes them. */
export const counterCalls = (context: TestContext, token: string) => ({
  markReady: (orderId: string) =>
    call(context.app, 'POST', `/api/admin/orders/${orderId}/ready-for-pickup`, { token }),
  handOver: (orderId: string, body: object) =>
    call(context.app, 'POST', `/api/admin/orders/${orderId}/pickup`, { token, body }),
  newCode: (orderId: string) =>
    call(context.app, 'POST', `/api/admin/orders/${orderId}/pickup-code`, { token }),
});

/** The code as the shopper reads it: from the order's row. */
export async function codeOf(context: TestContext, orderId: string): Promise<string> {
  const [row] = await context.database.db
    .select({ code: orders.pickupCode })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!.code!;
}

/** A six-digit code that is not the order's. */
export const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Units of the product's variant at one branch. */
export async function unitsAtBranch(context: TestContext, productId: number, branchId: number) {
  const variantId = await defaultVariantId(context.database.db, productId);
  const [row] = await context.database.db
    .select({ stock: branchStock.stock })
    .from(branchStock)
    .where(and(eq(branchStock.variantId, variantId), eq(branchStock.branchId, branchId)));
  return row?.stock ?? 0;
}

/** The words the shopper receives at `recipient` (e-mail or phone), secrets in place, oldest first. */
export async function messagesTo(context: TestContext, recipient: string) {
  const rows = await context.database.db.select().from(outbox).where(eq(outbox.recipient, recipient));
  return rows
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
    .map((row) => ({ channel: row.channel, subject: row.subject, text: sentText(row) }));
}
